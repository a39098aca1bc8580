import type { ActionOutput } from '../../../shared/api/actionTable';
import { SHIPPING_OPTIONS } from '../../../shared/catalog/deliveryEstimate';
import { PRODUCT_TYPES } from '../../../shared/catalog/productTypes';
import { shippingOptionIdsFor, shippingPriceTable } from '../../../shared/catalog/shippingRates';
import type { HandlerInput } from '../../http/actionHandler';

/*
 * Shipping options, which product types ship by which, and their prices: catalogue data from
 * src/shared/catalog, the same the cart prices with. We ship to every country the address book
 * takes, at one price list, so `country` and `postalCode` narrow nothing yet.
 */

export function shippingOptions(
  _input: HandlerInput<'shipping_options'>,
): ActionOutput<'shipping_options'> {
  return {
    items: SHIPPING_OPTIONS.map(({ id, name, minDays, maxDays }) => ({
      id,
      name,
      minDays,
      maxDays,
    })),
  };
}

export function shippingOptionMappings(): ActionOutput<'shipping_option_mappings'> {
  return {
    items: PRODUCT_TYPES.map((type) => ({
      productTypeId: type.id,
      shippingOptionIds: shippingOptionIdsFor(type.id),
    })),
  };
}

export function shippingPrices(
  input: HandlerInput<'shipping_options_prices/index'>,
): ActionOutput<'shipping_options_prices/index'> {
  return { items: shippingPriceTable(input.productTypeId) };
}
