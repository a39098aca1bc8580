import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleTimer } from './settleTimer';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const timing = { delayMs: 1000, maxWaitMs: 30_000 };

describe('settleTimer', () => {
  it('runs once after a burst of pokes goes quiet', () => {
    const job = vi.fn();
    const timer = settleTimer(job, timing);
    for (let i = 0; i < 5; i++) {
      timer.poke();
      vi.advanceTimersByTime(500);
    }
    expect(job).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(job).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60_000);
    expect(job).toHaveBeenCalledOnce();
  });

  it('waits for the holds to be released, then runs once', () => {
    const job = vi.fn();
    const timer = settleTimer(job, timing);
    const first = timer.hold();
    const second = timer.hold();
    timer.poke();
    vi.advanceTimersByTime(5000);
    timer.poke();
    first();
    first();
    vi.advanceTimersByTime(5000);
    expect(job).not.toHaveBeenCalled();
    second();
    vi.advanceTimersByTime(1000);
    expect(job).toHaveBeenCalledOnce();
  });

  it('runs at the longest wait while held, and again only after a later poke', () => {
    const job = vi.fn();
    const timer = settleTimer(job, timing);
    const release = timer.hold();
    for (let t = 0; t < 40_000; t += 2000) {
      timer.poke();
      vi.advanceTimersByTime(2000);
    }
    // Poked from 0 to 38 s: the first run at 30 s, the next due 30 s after the poke at 30 s.
    expect(job).toHaveBeenCalledOnce();
    release();
    vi.advanceTimersByTime(1000);
    expect(job).toHaveBeenCalledTimes(2);
  });

  it('neither runs after a release with nothing poked, nor after stop', () => {
    const job = vi.fn();
    const timer = settleTimer(job, timing);
    timer.hold()();
    timer.poke();
    timer.stop();
    vi.advanceTimersByTime(60_000);
    expect(job).not.toHaveBeenCalled();
  });
});
