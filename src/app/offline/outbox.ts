import type { ActionInput, ActionName, ActionOutput } from '../../shared/api/actionTable';
import { StorageFullError } from '../../shared/errors';
import { isUnreachable, type OutboxEntry, retried } from '../../shared/offline/outboxRules';
import {
  type OutboxStore,
  type ReplayResult,
  replayOutbox,
} from '../../shared/offline/replayOutbox';
import type { ApiClient } from '../apiContext';

export type WriteResult<N extends ActionName> =
  | { queued: false; result: ActionOutput<N> }
  | { queued: true };

export interface OutboxStatus {
  online: boolean;
  syncing: boolean;
  /** The current owner's changes waiting to be sent. */
  waiting: number;
  /** The current owner's changes the server refused, for Retry or Discard. */
  failed: OutboxEntry[];
  /** The device is nearly out of space for the site (navigator.storage.estimate). */
  storageLow: boolean;
}

export interface OutboxDeps {
  api: Pick<ApiClient, 'call'>;
  store: () => Promise<OutboxStore>;
  /** The owner key of whoever is using the app now (`ownerOf(session)`). */
  owner: () => string;
  isOnline: () => boolean;
  newKey?: () => string;
  now?: () => number;
  /** Runs `task` while no other tab (nor the service worker) replays; absent: in-tab only. */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>;
  /** Tells other tabs the outbox changed, and listens for them. */
  channel?: { post(): void; listen(onChange: () => void): void };
  /** Asks the service worker to replay when the connection returns (Background Sync). */
  requestBackgroundSync?: () => Promise<void>;
  /** Called after a change was stored (ask for persistent storage, check the quota). */
  onStored?: () => void;
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'QuotaExceededError';
}

/**
 * Writes that survive going offline (design.md 'Data flow'): a call is sent with an idempotency
 * key; when the server cannot be reached it is stored in IndexedDB first, and only then reported
 * as queued. Stored calls are replayed in order, once, by `replay()`.
 */
export function createOutbox(deps: OutboxDeps) {
  const newKey = deps.newKey ?? (() => crypto.randomUUID());
  const now = deps.now ?? Date.now;
  const exclusive = deps.exclusive ?? (<T>(task: () => Promise<T>) => task());
  const listeners = new Set<() => void>();
  let status: OutboxStatus = {
    online: deps.isOnline(),
    syncing: false,
    waiting: 0,
    failed: [],
    storageLow: false,
  };
  let running: Promise<ReplayResult | undefined> | undefined;

  function publish(next: Partial<OutboxStatus>) {
    status = { ...status, ...next };
    for (const listener of listeners) listener();
  }

  /** Re-reads the store into the status the UI shows. */
  async function refresh(): Promise<void> {
    const owner = deps.owner();
    const mine = (await (await deps.store()).all()).filter((e) => e.owner === owner);
    publish({
      online: deps.isOnline(),
      waiting: mine.filter((e) => e.state === 'pending').length,
      failed: mine.filter((e) => e.state === 'failed'),
    });
  }

  async function changed(): Promise<void> {
    await refresh();
    deps.channel?.post();
  }

  async function enqueue(action: string, payload: object, idempotencyKey: string, label: string) {
    const entry: OutboxEntry = {
      action,
      payload: payload as Record<string, unknown>,
      idempotencyKey,
      owner: deps.owner(),
      label,
      createdAt: now(),
      attempts: 0,
      notBefore: 0,
      state: 'pending',
    };
    try {
      await (await deps.store()).add(entry);
    } catch (error) {
      if (isQuotaError(error)) throw new StorageFullError(error);
      throw error;
    }
    await changed();
    deps.onStored?.();
    await deps.requestBackgroundSync?.().catch(() => {});
  }

  function send(entry: OutboxEntry) {
    return deps.api.call(entry.action as ActionName, entry.payload as never, {
      idempotencyKey: entry.idempotencyKey,
    });
  }

  async function replayNow(): Promise<ReplayResult | undefined> {
    if (!deps.isOnline()) {
      await refresh();
      return undefined;
    }
    publish({ syncing: true });
    try {
      return await exclusive(async () => replayOutbox(await deps.store(), send, deps.owner(), now));
    } finally {
      publish({ syncing: false });
      await changed();
    }
  }

  return {
    /**
     * Sends the call now, or stores it when the server cannot be reached (offline, status 0,
     * time-out). Any other failure is thrown as the call's own error, for the form to show.
     * Never for secrets (passwords): the outbox is readable on the device.
     */
    async write<N extends ActionName>(
      action: N,
      payload: ActionInput<N>,
      label: string,
      /** The caller's key when it retries an attempt itself; a fresh one otherwise. */
      idempotencyKey: string = newKey(),
    ): Promise<WriteResult<N>> {
      // Queued changes go first: sending this one now would overtake them.
      const queuedBefore = status.waiting > 0;
      if (!deps.isOnline() || queuedBefore) {
        await enqueue(action, payload as object, idempotencyKey, label);
        if (deps.isOnline()) void this.replay();
        return { queued: true };
      }
      try {
        return { queued: false, result: await deps.api.call(action, payload, { idempotencyKey }) };
      } catch (error) {
        if (!isUnreachable(error)) throw error;
        await enqueue(action, payload as object, idempotencyKey, label);
        return { queued: true };
      }
    },

    /** Sends what waits, in order; one replay at a time in this tab, and across tabs by `exclusive`. */
    replay(): Promise<ReplayResult | undefined> {
      running ??= replayNow().finally(() => {
        running = undefined;
      });
      return running;
    },

    async retry(seq: number): Promise<void> {
      const store = await deps.store();
      const entry = (await store.all()).find((e) => e.seq === seq);
      if (entry) await store.put(retried(entry));
      await changed();
      await this.replay();
    },

    async discard(seq: number): Promise<void> {
      await (await deps.store()).remove(seq);
      await changed();
    },

    refresh,
    status: () => status,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Keeps the status in step with other tabs. */
    listen(): void {
      deps.channel?.listen(() => void refresh());
    },
    setOnline(online: boolean): void {
      publish({ online });
    },
    setStorageLow(storageLow: boolean): void {
      publish({ storageLow });
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
