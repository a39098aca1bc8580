import * as Y from 'yjs';
import { formatCents } from '../../../shared/format/money';
import { pricingCatalogue } from '../../../shared/pricing/catalogue';
import { type PricingCatalogue, priceProject } from '../../../shared/pricing/priceProject';
import { PricingError } from '../../../shared/pricing/pricingError';
import type { ProjectDocument } from '../../../shared/project/document';
import { surfaceMismatch } from '../../../shared/project/products/surfaceMismatch';
import { yToDoc } from '../../../shared/project/yjs/binding';
import { productsList } from '../../catalog/catalog/catalog.service';
import { openOrderLinesOfProject } from '../../commerce/orders/orders.service';
import type { Db } from '../../db/database';
import { AppError } from '../../http/appError';
import { storedDocument } from './projectContent.service';

/*
 * An ordered design prints as it was priced. Until its order's change window closes the owner may
 * still edit it (a typo, another photo), but not into something that costs another amount (more
 * pages, another size or product, other options): the order was paid for the design as it was,
 * and what prints is the design as it is when the window closes. Such an edit is refused rather
 * than charged or refunded the difference; the customer can cancel the order and order the
 * changed design instead.
 */

/** The design `update` leaves; undefined when it does not read as one. */
function designAfter(stored: Uint8Array, update: Uint8Array): ProjectDocument | undefined {
  const ydoc = new Y.Doc();
  try {
    Y.applyUpdate(ydoc, stored);
    Y.applyUpdate(ydoc, update);
    return yToDoc(ydoc);
  } catch {
    return undefined;
  }
}

/** The design's price for the ordered quantity, as the cart prices it; undefined when it has none. */
function priceOf(
  doc: ProjectDocument,
  quantity: number,
  catalogue: PricingCatalogue,
): number | undefined {
  // Surfaces that are not the ones the options make would print something the price never saw.
  if (surfaceMismatch(doc)) return undefined;
  try {
    return priceProject({ ...doc.options, quantity }, catalogue).totalCents;
  } catch (error) {
    if (error instanceof PricingError) return undefined;
    throw error;
  }
}

/**
 * Refuses (409 'ordered_design_price', the design unchanged) an update that would change what an
 * order not cancelled paid for this project's design. A project in no order costs one query.
 */
export async function refuseRepricingUpdate(
  db: Db,
  projectId: number,
  update: Uint8Array,
): Promise<void> {
  const lines = await openOrderLinesOfProject(db, projectId);
  if (lines.length === 0) return;
  const doc = designAfter(await storedDocument(db, projectId), update);
  const catalogue = pricingCatalogue((await productsList(db, {})).items);
  for (const line of lines) {
    const cents = doc && priceOf(doc, line.quantity, catalogue);
    if (cents === line.totalCents) continue;
    const change =
      cents === undefined
        ? 'make it a product the order did not pay for'
        : `make it cost ${formatCents(cents)} instead of the ${formatCents(line.totalCents)} paid`;
    throw new AppError(
      409,
      'ordered_design_price',
      `This design is in order ${line.number}, which was paid for the design as it was: this change would ${change}, so it was not saved. Undo it, or cancel the order and order the changed design again.`,
    );
  }
}
