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
   * An unsettled attempt untouched this long belongs to a request that died: recovery settles it.
   * Long enough that a live request (a slow gateway) is never overtaken.
   */
  staleMs?: number;
}

export const DEFAULT_STALE_MS = 2 * 60_000;

export const staleMsOf = (deps: Pick<ServerDeps, 'checkout'>) =>
  deps.checkout?.staleMs ?? DEFAULT_STALE_MS;

export async function stepDone(
  deps: Pick<ServerDeps, 'checkout'>,
  step: CheckoutStep,
  attemptId: number,
): Promise<void> {
  await deps.checkout?.afterStep?.(step, attemptId);
}
