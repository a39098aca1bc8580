import type { ActionOutput } from '../../../shared/api/actionTable';
import type { DeliveryEstimate } from '../../../shared/catalog/deliveryEstimate';
import { cartDeliveryOptions } from '../../../shared/catalog/shippingRates';
import { productionDaysOf } from '../../catalog/catalog/catalog.service';
import type { Db } from '../../db/database';
import { type CartCaller, type CartDeps, type CartQuote, quoteOpenCart } from './cart.service';

/**
 * The shipping methods this cart can go by, each with what it charges and when it arrives if
 * ordered at `orderedAt`. The checkout page shows these and Pay records the chosen one's date, so
 * the price and the date a customer picks are the ones the order gets.
 */
export async function deliveryOptionsOf(
  db: Db,
  quote: Pick<CartQuote, 'items'>,
  orderedAt: Date,
): Promise<DeliveryEstimate[]> {
  const lines = quote.items.flatMap((item) => (item.line ? [item.line] : []));
  if (lines.length === 0) return [];
  // The slowest line sets when the parcel can leave; a product in several lines is read once.
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const productionDays = Math.max(
    ...(await Promise.all(productIds.map((productId) => productionDaysOf(db, productId)))),
  );
  return cartDeliveryOptions(
    orderedAt,
    productionDays,
    lines.map((line) => line.productTypeId),
  );
}

export async function cartDeliveryEstimates(
  deps: CartDeps,
  caller: CartCaller,
): Promise<ActionOutput<'my/cart/shipping_options'>> {
  const quote = await quoteOpenCart(deps, caller);
  return { estimates: await deliveryOptionsOf(deps.db, quote, deps.now()) };
}
