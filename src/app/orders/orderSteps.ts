/**
 * The steps an order walks through on its way to the door, and where it is now. The server's
 * state names are matched loosely (placed/paid/processing…), so a new intermediate state shows as
 * the nearest step rather than as nothing.
 */
export const ORDER_STEPS = ['Placed', 'Printing', 'Shipped', 'Delivered'] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

export type OrderProgress =
  | { kind: 'cancelled' }
  | { kind: 'progress'; current: number /* index in ORDER_STEPS */ };

export function orderProgress(state: string, hasShipment = false): OrderProgress {
  const s = state.toLowerCase();
  if (s.includes('cancel') || s.includes('refund')) return { kind: 'cancelled' };
  if (s.includes('deliver')) return { kind: 'progress', current: 3 };
  if (s.includes('ship') || s.includes('transit') || hasShipment)
    return { kind: 'progress', current: 2 };
  if (s.includes('print') || s.includes('produc') || s.includes('locked'))
    return { kind: 'progress', current: 1 };
  return { kind: 'progress', current: 0 };
}

/** The state as a word for the customer. */
export function stateLabel(state: string): string {
  const progress = orderProgress(state);
  if (progress.kind === 'cancelled') return 'Cancelled';
  return ORDER_STEPS[progress.current] ?? state;
}
