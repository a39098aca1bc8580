import { isPrintWithoutPhoto } from '../../../shared/catalog/photoPrints';
import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import { sizeParam } from '../../../shared/catalog/sizes';
import { type PrintSizeLine, printSizeLines } from '../../../shared/pricing/photoPrintPrices';
import { findProduct, type LinePrice, priceProject } from '../../../shared/pricing/priceProject';
import { PricingError } from '../../../shared/pricing/pricingError';
import { type ProductOptions, productOptionsSchema } from '../../../shared/project/options';
import { libraryPhotoId } from '../../../shared/project/photoIds';
import type { Db } from '../../db/database';
import { choicesFor } from '../../design/preflightChoices/preflightChoices.service';
import { preflightProject } from '../../design/print/preflightProject';
import { currentProjectDocument } from '../../design/print/projectPrintSource';
import { PrintInputError } from '../../design/print/writePrintFile';
import { thumbnailUrl } from '../../design/projects/projectList.service';
import { projectFor } from '../../design/projects/projectLookup.service';
import { optionsOf } from '../../design/projects/projectOptions.service';
import {
  projectPhotoUrl,
  readableProjectPhotos,
} from '../../design/projects/projectPhotos.service';
import { AppError } from '../../http/appError';
import type { Caller } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';
import { type CartItemRow, deleteItem, updateItem } from './cart.repo';
import type { CartCatalogue } from './cartCatalogue.service';

/** A project as the projects area hands it out. */
type ProjectRow = Awaited<ReturnType<typeof projectFor>>;

/*
 * A cart line priced: a project by its document's product options, a product bought as it is by
 * its cheapest options (fromPrices). Both through src/shared/pricing, the function the storefront
 * and the editor price with. A project changed since the line was last checked is read again,
 * priced again and preflighted again.
 */

export interface PricedItem {
  row: CartItemRow;
  name: string;
  productTypeId: number;
  /** Undefined when the line cannot be priced (an option no longer on sale): `problem` says why. */
  line?: LinePrice;
  problem?: string;
  warnings: string[];
  /** The project's first page drawn with its photos; for a catalogue product, its picture. */
  thumbnailUrl?: string;
  /** A photo-print order's prints by size, each priced: the cart's line per size. */
  printSizes?: PrintSizeLine[];
}

/** The project's product options: its document's, or what its row knows when it has no design. */
async function projectOptions(
  db: Db,
  row: ProjectRow,
  catalogue: CartCatalogue,
): Promise<ProductOptions> {
  try {
    return (await currentProjectDocument(db, row.id)).options;
  } catch (error) {
    if (!(error instanceof PrintInputError)) throw error;
  }
  const stored = optionsOf(row);
  const product = row.productId ? catalogue.products.get(row.productId) : undefined;
  const size =
    product?.widthInches && product.heightInches
      ? sizeParam({ width: product.widthInches, height: product.heightInches })
      : undefined;
  return {
    ...stored,
    productTypeId: row.productTypeId as ProductOptions['productTypeId'],
    ...(row.productId ? { productId: row.productId } : {}),
    sizeKey: stored.sizeKey ?? size ?? '1x1',
    quantity: stored.quantity ?? 1,
    ...(row.pageCount ? { pageCount: row.pageCount } : {}),
  } as ProductOptions;
}

/** The catalogue product a project is made of (its size of its type); undefined when none is on sale. */
export function productIdOf(
  options: ProductOptions,
  catalogue: CartCatalogue,
  fallback: number | null,
): number | undefined {
  if (options.productId) return options.productId;
  try {
    return findProduct(options, catalogue.pricing.products).id;
  } catch (error) {
    if (error instanceof PricingError) return fallback ?? undefined;
    throw error;
  }
}

/**
 * What preflight asks the customer to look at, counting what they accepted in the editor (kept
 * per project, preflightChoices): those come back apart, shown folded and not blocking. An
 * unreadable design is one warning.
 */
export async function projectWarnings(
  db: Db,
  projectId: number,
): Promise<{ warnings: string[]; acceptedWarnings: string[] }> {
  try {
    const items = await preflightProject(db, projectId, await choicesFor(db, projectId));
    return {
      warnings: items.filter((item) => !item.accepted).map((item) => item.message),
      acceptedWarnings: items.filter((item) => item.accepted).map((item) => item.message),
    };
  } catch (error) {
    if (error instanceof PrintInputError)
      return { warnings: ['This project has no design to print yet.'], acceptedWarnings: [] };
    throw error;
  }
}

/** A project the caller may put in their cart: their own, not deleted. */
export function cartProject(
  deps: Pick<ServerDeps, 'db'>,
  caller: Pick<Caller, 'userId'>,
  projectId: number,
): Promise<ProjectRow> {
  return projectFor(deps, caller, projectId, 'manage');
}

/** Reads a project for a new or changed line: its options, its product, its preflight. */
export async function checkProject(
  db: Db,
  row: ProjectRow,
  catalogue: CartCatalogue,
): Promise<{ options: ProductOptions; warnings: string[]; acceptedWarnings: string[] }> {
  const [options, checked] = await Promise.all([
    projectOptions(db, row, catalogue),
    projectWarnings(db, row.id),
  ]);
  return { options, ...checked };
}

function priceLine(options: Record<string, unknown>, quantity: number, catalogue: CartCatalogue) {
  // A line held from before prints needed photos, or whose prints were all taken out since.
  if (isPrintWithoutPhoto(options as Parameters<typeof isPrintWithoutPhoto>[0]))
    return { problem: 'This item cannot be ordered as it is: it has no photo to print.' };
  try {
    return { line: priceProject({ ...options, quantity } as ProductOptions, catalogue.pricing) };
  } catch (error) {
    if (error instanceof PricingError)
      return { problem: `This item cannot be ordered as it is: ${error.message}.` };
    throw error;
  }
}

/**
 * Prices every line of a cart, first reading again the projects changed since their line was
 * checked. A line whose project was deleted leaves the cart.
 */
export async function priceItems(
  deps: Pick<ServerDeps, 'db'>,
  caller: Pick<Caller, 'userId'>,
  cartId: number,
  rows: readonly CartItemRow[],
  catalogue: CartCatalogue,
): Promise<PricedItem[]> {
  const { db } = deps;
  const priced: PricedItem[] = [];
  for (const original of rows) {
    let row = original;
    let name = catalogue.products.get(row.productId)?.name ?? 'Product';
    let thumbnail: string | undefined;
    if (row.source?.giftFor) name = `Gift for ${row.source.giftFor}: ${name}`;
    let project: ProjectRow | undefined;
    if (row.projectId !== null) {
      try {
        project = await cartProject(deps, caller, row.projectId);
      } catch (error) {
        if (!(error instanceof AppError) || error.status !== 404) throw error;
        await deleteItem(db, cartId, row.id);
        continue;
      }
      name = project.name;
      thumbnail = thumbnailUrl(project);
      // The design changed since (or its preflight choices did: they mark the line unchecked).
      if (project.updatedAt > row.checkedAt) {
        const checked = await checkProject(db, project, catalogue);
        const changes = {
          options: checked.options as Record<string, unknown>,
          warnings: checked.warnings,
          acceptedWarnings: checked.acceptedWarnings,
          // The version of the project read, so the next change is seen whatever the clocks say.
          checkedAt: project.updatedAt,
          productId: productIdOf(checked.options, catalogue, project.productId) ?? row.productId,
        };
        await updateItem(db, cartId, row.id, changes);
        row = { ...row, ...changes };
      }
    }
    const { line, problem } = priceLine(row.options, row.quantity, catalogue);
    const sizes = line?.quantity === 1 ? printSizesOf(row.options, catalogue) : undefined;
    const printSizes = sizes && project ? await withPrintThumbnails(db, project, sizes) : sizes;
    priced.push({
      row,
      name,
      productTypeId: line?.productTypeId ?? Number(row.options.productTypeId),
      ...(line ? { line } : {}),
      ...(problem ? { problem } : {}),
      warnings: problem ? [problem, ...row.warnings] : row.warnings,
      ...(thumbnail ? { thumbnailUrl: thumbnail } : {}),
      ...(printSizes ? { printSizes } : {}),
    });
  }
  return priced;
}

/** Each size line with its first photo's thumbnail, where the photo is ready and the project's. */
async function withPrintThumbnails(
  db: Db,
  project: ProjectRow,
  sizes: PrintSizeLine[],
): Promise<PrintSizeLine[]> {
  const ids = sizes.flatMap((size) => libraryPhotoId(size.photoId) ?? []);
  const ready = new Set((await readableProjectPhotos(db, project, ids)).map((photo) => photo.id));
  return sizes.map((size) => {
    const id = libraryPhotoId(size.photoId);
    return id !== undefined && ready.has(id)
      ? { ...size, thumbnailUrl: projectPhotoUrl(project.id, id, 'small', 'webp') }
      : size;
  });
}

/** A priced photo-print order's lines by size (for one copy of the order, as the builder adds it). */
function printSizesOf(
  options: Record<string, unknown>,
  catalogue: CartCatalogue,
): PrintSizeLine[] | undefined {
  const parsed = productOptionsSchema.safeParse(options);
  if (!parsed.success || parsed.data.productTypeId !== PRODUCT_TYPE_ID.photo_print)
    return undefined;
  const prints = parsed.data.prints ?? [];
  if (!prints.length) return undefined;
  return printSizeLines(prints, catalogue.pricing);
}
