import * as Y from 'yjs';

/*
 * Live updates stored in batches. A device that comes back after working on a bad connection (or
 * a socket the browser kept open while it said "offline") sends its edits as hundreds of frames
 * in a burst; one transaction, a row and a compaction check each made 1,000 nudges take 19 s to
 * store, and every read of the design queued behind them. Updates that arrive while a write is
 * running are merged (Yjs merges are lossless and idempotent) and stored by the next write.
 */

export interface CoalescedWrites {
  /** Resolves once a write that holds `update` is done; rejects when that write failed. */
  add(update: Uint8Array): Promise<void>;
}

/** Merges a batch of updates into one (a single update as it is). */
export function mergeBatch(updates: readonly Uint8Array[]): Uint8Array {
  return updates.length === 1 ? updates[0]! : Y.mergeUpdates([...updates]);
}

export function coalescedWrites(write: (update: Uint8Array) => Promise<void>): CoalescedWrites {
  let chain: Promise<void> = Promise.resolve();
  /** Updates for the write that has not started yet, and that write. */
  let waiting: Uint8Array[] = [];
  let next: Promise<void> | undefined;
  return {
    add(update) {
      waiting.push(update);
      if (next) return next;
      const run = chain.then(() => {
        const batch = waiting;
        waiting = [];
        next = undefined;
        return write(mergeBatch(batch));
      });
      next = run;
      // The next write waits for this one whether it worked or not; failure is the caller's.
      chain = run.catch(() => {});
      return run;
    },
  };
}
