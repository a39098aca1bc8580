import type { SnapshotStamp } from '../../browser-storage/photoIndexSnapshot';
import { settleTimer } from '../../src/shared/offline/settleTimer';
import type { IndexedPhoto } from '../../src/shared/photos/photoRecord';
import { readSnapshot, type SnapshotLocation, writeSnapshot } from './indexSnapshots';
import { loadPhotoRecords, type PhotoStoreLocation } from './loadPhotoRecords';

/** How long after a load or the last change the snapshot is written: out of the first queries' way. */
export const SNAPSHOT_DELAY_MS = 2000;

/** The longest a change waits for its snapshot while something holds the rewrite (uploads). */
export const SNAPSHOT_MAX_WAIT_MS = 60_000;

export type SnapshottedLocation = PhotoStoreLocation & { snapshot: SnapshotLocation };

/**
 * Keeps the owner's index snapshot current, in the background: after a full read it stores what
 * was read; after changes, once they pause, it reads the store again and stores that. Not the
 * worker's index: its duplicate flags are its own, and another tab may have written records it
 * never saw, while a read of the store at one revision is exactly what a later visit would read.
 * One write at a time; a newer request replaces one still waiting. While held (an upload queue
 * adding a record per file), the rewrite waits for the release or the longest wait: each one
 * re-reads the whole store.
 */
export function snapshotKeeper(
  location: SnapshottedLocation,
  { delayMs = SNAPSHOT_DELAY_MS, maxWaitMs = SNAPSHOT_MAX_WAIT_MS } = {},
) {
  let pending: (() => Promise<unknown>) | undefined;
  let running: Promise<unknown> = Promise.resolve();

  const run = () => {
    const job = pending;
    pending = undefined;
    if (!job) return;
    running = running
      .then(job)
      // Only a later visit is slower for it: it reads the records, and writes a snapshot again.
      .catch((error: unknown) => console.warn('The photo index snapshot was not stored', error));
  };
  const timer = settleTimer(run, { delayMs, maxWaitMs });

  const schedule = (job: () => Promise<unknown>) => {
    pending = job;
    timer.poke();
  };

  return {
    /** Every record was just read, as `stamp` says. */
    loaded(records: readonly IndexedPhoto[], stamp: SnapshotStamp): void {
      schedule(() => writeSnapshot(location, location.snapshot, records, stamp));
    },
    /** Records were written or removed. */
    changed(): void {
      schedule(() => refreshSnapshot(location));
    },
    /** Holds the rewrite back until the answered release is called (or the longest wait). */
    hold: timer.hold,
    stop(): void {
      timer.stop();
      pending = undefined;
    },
  };
}

export type SnapshotKeeper = ReturnType<typeof snapshotKeeper>;

/** Reads the store again and snapshots it, unless the snapshot is current already. */
export async function refreshSnapshot(location: SnapshottedLocation): Promise<boolean> {
  const { current, stamp } = await readSnapshot(location, location.snapshot, { decode: false });
  if (current) return false;
  const records = await loadPhotoRecords({ database: location.database, store: location.store });
  return writeSnapshot(location, location.snapshot, records, stamp);
}
