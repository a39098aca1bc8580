import type { ActionOutput } from '../../../shared/api/actionTable';
import { COVER_TYPES, PAPER_TYPES } from '../../../shared/catalog/bookMaterials';
import { COLORS } from '../../../shared/catalog/colors';
import { estimateDelivery, SHIPPING_OPTIONS } from '../../../shared/catalog/deliveryEstimate';
import { FOIL_TYPES } from '../../../shared/catalog/foilTypes';
import { FORMAT_TYPES } from '../../../shared/catalog/formatTypes';
import { GENDERS } from '../../../shared/catalog/genders';
import { BOOK_SHAPES } from '../../../shared/catalog/sizes';
import { TEMPLATE_STYLES } from '../../../shared/catalog/templateStyles';
import { TRIM_TYPES } from '../../../shared/catalog/trimTypes';
import type { Db } from '../../db/database';
import type { HandlerInput } from '../../http/actionHandler';
import { notFound } from '../../http/appError';
import type { ServerDeps } from '../../http/requestContext';
import { findProduct, listProducts, listProductTypes } from './catalog.repo';

/*
 * The product catalogue's fixed lists, product types and products, and how long making and
 * shipping one takes (spec §7 "Catalog").
 */

type NamedOptions = ActionOutput<'product/colors'>;
const named = (items: readonly { id: number; name: string; param?: string }[]): NamedOptions => ({
  items: items.map(({ id, name, param }) => (param ? { id, name, param } : { id, name })),
});

/**
 * Recipients are not shown by the spec; these are our choice, the same words the seeded designs
 * carry in their recipient column.
 */
const TEMPLATE_RECIPIENTS = ['family', 'friends', 'colleagues', 'guests'] as const;
const TEMPLATE_MALE_RECIPIENTS = ['dad', 'grandpa', 'husband', 'son'] as const;

/** The fixed enumerations, answered from the shared constants. */
export const optionLists = {
  'product/book_types': named(
    BOOK_SHAPES.map((shape, i) => ({ id: i + 1, param: shape, name: capital(shape) })),
  ),
  'product/colors': named(COLORS),
  'product/cover_types': named(COVER_TYPES),
  'product/foil_types': named(FOIL_TYPES),
  'product/format_types': named(FORMAT_TYPES),
  'product/gender': named(GENDERS),
  'product/paper_types': named(PAPER_TYPES),
  'product/template_male_recipients': named(
    TEMPLATE_MALE_RECIPIENTS.map((param, i) => ({ id: i + 1, param, name: capital(param) })),
  ),
  'product/template_recipients': named(
    TEMPLATE_RECIPIENTS.map((param, i) => ({ id: i + 1, param, name: capital(param) })),
  ),
  'product/template_styles': named(TEMPLATE_STYLES),
  'product/trim_types': named(TRIM_TYPES),
} as const;

function capital(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export async function productTypesList(db: Db): Promise<ActionOutput<'product/types'>> {
  const rows = await listProductTypes(db);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      baseTypeId: row.baseTypeId ?? undefined,
      uri: row.uri ?? undefined,
    })),
  };
}

export async function productsList(
  db: Db,
  input: HandlerInput<'products'>,
): Promise<ActionOutput<'products'>> {
  const rows = await listProducts(db, input);
  return {
    items: rows.map((row) => ({
      id: row.id,
      productTypeId: row.productTypeId,
      name: row.name,
      sku: row.sku,
      priceCents: row.priceCents,
      widthInches: row.widthInches ?? undefined,
      heightInches: row.heightInches ?? undefined,
    })),
  };
}
/** Production days when no product is named (a project's product is another area's record). */
const DEFAULT_PRODUCTION_DAYS = 3;

function estimatesFor(now: Date, productionDays: number, shippingOptionId?: number) {
  const options = SHIPPING_OPTIONS.filter(
    (option) => shippingOptionId === undefined || option.id === shippingOptionId,
  );
  if (options.length === 0) throw notFound('Shipping option', shippingOptionId ?? '');
  return { estimates: options.map((option) => estimateDelivery(now, productionDays, option)) };
}

export async function productionDaysOf(db: Db, productId: number): Promise<number> {
  const product = await findProduct(db, productId);
  if (!product) throw notFound('Product', productId);
  return product.productionDays;
}

type EstimateDeps = Pick<ServerDeps, 'db' | 'now'>;

export async function deliveryEstimates(
  deps: EstimateDeps,
  input: HandlerInput<'delivery_estimates/calculate'>,
) {
  const days =
    input.productId === undefined
      ? DEFAULT_PRODUCTION_DAYS
      : await productionDaysOf(deps.db, input.productId);
  return estimatesFor(deps.now(), days, input.shippingOptionId);
}

export async function shippingEstimation(deps: EstimateDeps, productId: number) {
  return estimatesFor(deps.now(), await productionDaysOf(deps.db, productId));
}
