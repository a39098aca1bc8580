import type { Cart } from './cartCache';

/**
 * The cart as it will be once a quantity change kept on the device is sent: the line's total
 * follows its unit price, 0 removes it, and the totals are recomputed from the lines. Discounts
 * and shipping wait for the server (it alone knows the coupon's rules), so they are kept as they
 * were, never letting the total go below zero.
 */
export function withQuantity(cart: Cart, cartItemId: number, quantity: number): Cart {
  const items = cart.items
    .map((item) =>
      item.id === cartItemId
        ? { ...item, quantity, totalCents: item.unitPriceCents * quantity }
        : item,
    )
    .filter((item) => item.quantity > 0);
  const subtotalCents = items.reduce((sum, item) => sum + item.totalCents, 0);
  const discountCents = Math.min(cart.discountCents, subtotalCents);
  const totalCents = Math.max(
    0,
    subtotalCents - discountCents + (items.length > 0 ? cart.shippingCents + cart.taxCents : 0),
  );
  return { ...cart, items, subtotalCents, discountCents, totalCents };
}
