import {
  type DeliveryEstimate,
  estimateDelivery,
  SHIPPING_OPTIONS,
  type ShippingOption,
} from './deliveryEstimate';
import { PRODUCT_TYPE_ID, PRODUCT_TYPES } from './productTypes';

/*
 * Shipping as catalogue data: which options each product type ships by, and what each costs for
 * that type. A cart ships as one parcel, so an option costs the most any of its lines' types
 * asks, and only options every line can take are offered. Prices are our choice (the spec names
 * none); integer cents.
 */

type OptionId = ShippingOption['id'];

/** Wall decor is bulky (no express); the sample kit goes out by post only. */
const RESTRICTED: Partial<Record<number, readonly OptionId[]>> = {
  [PRODUCT_TYPE_ID.canvas]: [1, 2],
  [PRODUCT_TYPE_ID.metal]: [1, 2],
  [PRODUCT_TYPE_ID.acrylic]: [1, 2],
  [PRODUCT_TYPE_ID.home_decor]: [1, 2],
  [PRODUCT_TYPE_ID.wedding_sample_kit]: [1],
};

/** Extra cents per option for heavy types, on top of the option's base price. */
const SURCHARGE_CENTS: Partial<Record<number, number>> = {
  [PRODUCT_TYPE_ID.book]: 200,
  [PRODUCT_TYPE_ID.calendar]: 100,
  [PRODUCT_TYPE_ID.canvas]: 800,
  [PRODUCT_TYPE_ID.metal]: 800,
  [PRODUCT_TYPE_ID.acrylic]: 800,
  [PRODUCT_TYPE_ID.home_decor]: 800,
  [PRODUCT_TYPE_ID.poster]: 300,
};

/** The sample kit ships free by post: it is a promise of an order to come. */
const FREE: Partial<Record<number, readonly OptionId[]>> = {
  [PRODUCT_TYPE_ID.wedding_sample_kit]: [1],
};

export function shippingOptionIdsFor(productTypeId: number): OptionId[] {
  return [...(RESTRICTED[productTypeId] ?? SHIPPING_OPTIONS.map((o) => o.id))];
}

/** What an option costs for one product type; undefined when the type does not ship by it. */
export function shippingPriceFor(productTypeId: number, optionId: number): number | undefined {
  const option = SHIPPING_OPTIONS.find((o) => o.id === optionId);
  if (!option || !shippingOptionIdsFor(productTypeId).includes(option.id)) return undefined;
  if (FREE[productTypeId]?.includes(option.id)) return 0;
  return option.priceCents + (SURCHARGE_CENTS[productTypeId] ?? 0);
}

/** Every (option, product type) price, as shipping_options_prices/index lists them. */
export function shippingPriceTable(productTypeId?: number) {
  const types = PRODUCT_TYPES.filter((t) => productTypeId === undefined || t.id === productTypeId);
  return types.flatMap((type) =>
    shippingOptionIdsFor(type.id).map((optionId) => ({
      shippingOptionId: optionId,
      productTypeId: type.id,
      priceCents: shippingPriceFor(type.id, optionId) as number,
    })),
  );
}

export interface CartShippingOption {
  option: ShippingOption;
  priceCents: number;
}

/**
 * The options a parcel of these product types can go by, cheapest first, each at the highest
 * price any of the types asks. An empty cart can go by any option at its base price.
 */
export function cartShippingOptions(productTypeIds: readonly number[]): CartShippingOption[] {
  const result: CartShippingOption[] = [];
  for (const option of SHIPPING_OPTIONS) {
    let price = productTypeIds.length === 0 ? option.priceCents : 0;
    let allowed = true;
    for (const typeId of productTypeIds) {
      const typePrice = shippingPriceFor(typeId, option.id);
      if (typePrice === undefined) {
        allowed = false;
        break;
      }
      price = Math.max(price, typePrice);
    }
    if (allowed) result.push({ option, priceCents: price });
  }
  return result.sort((a, b) => a.priceCents - b.priceCents || a.option.id - b.option.id);
}

/**
 * The cart's shipping methods as the checkout offers them and the order records the chosen one:
 * each at the price the cart charges for it (cartShippingOptions, not the option's base price,
 * which a heavy line raises) and arriving by the day the cart's slowest production allows.
 */
export function cartDeliveryOptions(
  orderedAt: Date,
  productionDays: number,
  productTypeIds: readonly number[],
): DeliveryEstimate[] {
  return cartShippingOptions(productTypeIds).map(({ option, priceCents }) => ({
    ...estimateDelivery(orderedAt, productionDays, option),
    priceCents,
  }));
}
