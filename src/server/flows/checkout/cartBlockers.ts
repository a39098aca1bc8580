import type { ActionOutput } from '../../../shared/api/actionTable';
import {
  type CartCaller,
  type CartDeps,
  type CartQuote,
  quoteOpenCart,
} from '../../commerce/cart/cart.service';
import type { Db } from '../../db/database';
import { choicesFor } from '../../design/preflightChoices/preflightChoices.service';
import { preflightProject } from '../../design/print/preflightProject';

export type LineBlockers = ActionOutput<'my/cart/preflight_blockers'>['items'][number];

/**
 * The cart's lines that preflight stops, each with its unaccepted errors, read from the stored
 * designs. Pay refuses the order on exactly these, and the cart page lists exactly these, so a
 * customer never learns of a blocker only after typing the card. Warnings, and what the customer
 * accepted in the editor, do not block.
 */
export async function cartBlockers(
  db: Db,
  quote: Pick<CartQuote, 'items'>,
): Promise<LineBlockers[]> {
  const lines: LineBlockers[] = [];
  for (const item of quote.items) {
    const projectId = item.row.projectId;
    if (projectId === null) continue;
    const choices = await choicesFor(db, projectId);
    const found = await preflightProject(db, projectId, choices).catch(() => undefined);
    const blockers = found
      ? found
          .filter((check) => check.severity === 'error' && !check.accepted)
          .map((check) => ({ id: check.id, message: check.message }))
      : [{ id: 'noDesign', message: 'This project has no design to print yet.' }];
    if (blockers.length > 0) {
      lines.push({ cartItemId: item.row.id, projectId, name: item.name, blockers });
    }
  }
  return lines;
}

/** The caller's open cart's blockers: what the cart page lists before the pay step. */
export async function myCartBlockers(
  deps: CartDeps,
  caller: CartCaller,
): Promise<ActionOutput<'my/cart/preflight_blockers'>> {
  return { items: await cartBlockers(deps.db, await quoteOpenCart(deps, caller)) };
}
