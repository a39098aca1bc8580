import type { ServerDeps } from '../../http/requestContext';

/** The checkout flow's steps, in order (design.md "Ordering"). */
export const CHECKOUT_STEPS = [
  'price',
  'preflight',
  'authorise',
  'order',
  'capture',
  'fulfil',
] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export interface CheckoutSettings {
  /**
   * Called after each step. Tests throw from it to stop the flow dead where a crash would, then
   * run the recovery pass; production leaves it unset.
   */
  afterStep?: (step: CheckoutStep, attemptId: number) => void | Promise<void>;
  /**
   * How long an unsettled attempt may go untouched before recovery takes it for the work of a
   * request that died. A live request renews its attempt several times within this (however slow
   * the processor), so only a dead one lapses: short, so a crash blocks the cart for seconds.
   */
  staleMs?: number;
}

export const DEFAULT_STALE_MS = 6_000;

export const staleMsOf = (deps: Pick<ServerDeps, 'checkout'>) =>
  deps.checkout?.staleMs ?? DEFAULT_STALE_MS;

/** How often a live request renews its attempt: a few renewals fit in the stale period. */
export const renewEveryMs = (deps: Pick<ServerDeps, 'checkout'>) =>
  Math.max(50, Math.floor(staleMsOf(deps) / 3));

export async function stepDone(
  deps: Pick<ServerDeps, 'checkout'>,
  step: CheckoutStep,
  attemptId: number,
): Promise<void> {
  await deps.checkout?.afterStep?.(step, attemptId);
}
