import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import type { ActionInput, ActionName } from '../../shared/api/actionTable';
import { useApi } from '../apiContext';
import { useSession } from '../state/session/useSession';
import { afterHydration } from '../state/useHydratedFlag';
import type { Outbox, OutboxStatus, WriteResult } from './outbox';

const OutboxContext = createContext<Outbox | null>(null);

/** Provides the browser's outbox; without one (server render, tests) writes go straight out. */
export function OutboxProvider({ outbox, children }: { outbox?: Outbox; children: ReactNode }) {
  const owner = useSession().data?.user?.id ?? 0;
  // A sign-in or sign-out changes whose changes are waiting.
  useEffect(() => {
    // Changes left from an earlier visit are counted once the page is up, not during its start.
    if (owner !== null && outbox) afterHydration(() => void outbox.refresh());
  }, [outbox, owner]);
  return <OutboxContext.Provider value={outbox ?? null}>{children}</OutboxContext.Provider>;
}

export function useOutbox(): Outbox | null {
  return useContext(OutboxContext);
}

const idle: OutboxStatus = {
  online: true,
  syncing: false,
  waiting: 0,
  failed: [],
  storageLow: false,
};
const noop = () => () => {};

/** Online, offline or syncing, and how many changes wait or failed, kept current. */
export function useOutboxStatus(): OutboxStatus {
  const outbox = useOutbox();
  return useSyncExternalStore(
    outbox?.subscribe ?? noop,
    () => outbox?.status() ?? idle,
    () => idle,
  );
}

/**
 * Writes that survive going offline: the returned function resolves with `{ queued: true }` once
 * the change is safe on this device, or with the server's answer when it went through at once.
 * Without an outbox (server render, unit tests) it calls straight out.
 */
export function useOutboxCall() {
  const outbox = useOutbox();
  const api = useApi();
  return async <N extends ActionName>(
    action: N,
    payload: ActionInput<N>,
    label: string,
    idempotencyKey?: string,
  ): Promise<WriteResult<N>> =>
    outbox
      ? outbox.write(action, payload, label, idempotencyKey)
      : { queued: false, result: await api.call(action, payload, { idempotencyKey }) };
}

/** The sentence shown when a change was kept on the device instead of sent. */
export const QUEUED_MESSAGE =
  "You're offline, so this change is saved on this device. It will be sent as soon as you're back online.";
