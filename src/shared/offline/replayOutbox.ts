import { afterFailure, type OutboxEntry, outcomeOf, replayable } from './outboxRules';

/** Where the outbox lives: IndexedDB in the app and the service worker, memory in tests. */
export interface OutboxStore {
  all(): Promise<OutboxEntry[]>;
  add(entry: OutboxEntry): Promise<number>;
  put(entry: OutboxEntry): Promise<void>;
  remove(seq: number): Promise<void>;
}

/** Sends one entry with its idempotency key; resolves when the server accepted it. */
export type SendEntry = (entry: OutboxEntry) => Promise<unknown>;

export interface ReplayResult {
  sent: number;
  refused: number;
  /** True when entries are still waiting (unreachable, or backing off). */
  stopped: boolean;
}

/**
 * Sends the owner's due entries one at a time, in order. A sent entry leaves the store; a refused
 * one stays as 'failed' for the user to retry or discard; the first that must wait stops the
 * replay, so nothing after it overtakes it. Callers serialise replays (a Web Lock), since two
 * at once would send an entry twice (harmless thanks to the key, but wasteful).
 */
export async function replayOutbox(
  store: OutboxStore,
  send: SendEntry,
  owner: string,
  now: () => number = Date.now,
): Promise<ReplayResult> {
  const result: ReplayResult = { sent: 0, refused: 0, stopped: false };
  for (const entry of replayable(await store.all(), owner, now())) {
    try {
      await send(entry);
    } catch (error) {
      const outcome = outcomeOf(error);
      await store.put(afterFailure(entry, outcome, now()));
      if (outcome.kind === 'refused') {
        result.refused += 1;
        continue;
      }
      result.stopped = true;
      return result;
    }
    if (entry.seq !== undefined) await store.remove(entry.seq);
    result.sent += 1;
  }
  return result;
}
