/**
 * The shipping option an order was placed with, remembered in the tab for its confirmation page:
 * the order's answer does not name it, and the delivery estimate is the option's.
 */
const KEY = 'printshop.orderShipping';

export function rememberOrderShipping(orderId: number, shippingOptionId: number | undefined) {
  if (shippingOptionId === undefined || typeof window === 'undefined') return;
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ orderId, shippingOptionId }));
  } catch {
    // The confirmation then shows no date; the order is unaffected.
  }
}

export function orderShipping(orderId: number): number | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    const value = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as {
      orderId?: unknown;
      shippingOptionId?: unknown;
    } | null;
    return value?.orderId === orderId && typeof value.shippingOptionId === 'number'
      ? value.shippingOptionId
      : undefined;
  } catch {
    return undefined;
  }
}
