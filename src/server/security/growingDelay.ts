/**
 * How failures turn into a wait: `free` failures cost nothing, the next one waits `baseMs`, and
 * every `step` failures after it double the wait, up to `maxMs`. Failures older than `windowMs`
 * are forgotten.
 */
export interface GrowingDelay {
  free: number;
  baseMs: number;
  step: number;
  maxMs: number;
  windowMs: number;
}

/** Failures counted in the window, and when the latest one was. */
export interface FailureTally {
  count: number;
  last?: Date;
}

/** How long from `now` until another attempt may be made (0: now). */
export function waitMs(tally: FailureTally, rule: GrowingDelay, now: Date): number {
  if (tally.count < rule.free || !tally.last) return 0;
  const doublings = Math.floor((tally.count - rule.free) / rule.step);
  const delay = Math.min(rule.maxMs, rule.baseMs * 2 ** Math.min(doublings, 30));
  return Math.max(0, tally.last.getTime() + delay - now.getTime());
}
