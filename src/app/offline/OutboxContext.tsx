import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ActionInput, ActionName } from '../../shared/api/actionTable';
import { useApi } from '../apiContext';
import { useSession } from '../common/session/useSession';
import { afterHydration } from '../state/useHydratedFlag';
import type { Outbox, OutboxStatus, WriteResult } from './outbox';

/** Starts the browser's outbox, once: every call answers the same outbox. */
export type StartOutbox = () => Promise<Outbox>;

interface OutboxState {
  /** The outbox once started; null before, and without one. */
  outbox: Outbox | null;
  start?: StartOutbox;
}

const OutboxContext = createContext<OutboxState>({ outbox: null });

/**
 * Provides the browser's outbox; without one (server render, tests) writes go straight out. Its
 * code (IndexedDB, replays) is not in the page's first load: it starts once the page is up, or
 * at the first write if that comes sooner.
 */
export function OutboxProvider({ start, children }: { start?: StartOutbox; children: ReactNode }) {
  const owner = useSession().data?.user?.id ?? 0;
  const [outbox, setOutbox] = useState<Outbox | null>(null);
  // Whoever starts it (the page being up, a write), the status bar gets it.
  const begin = useMemo(
    () =>
      start &&
      (() =>
        start().then((started) => {
          setOutbox(started);
          return started;
        })),
    [start],
  );
  useEffect(() => {
    // What an earlier visit left is sent and counted once the page is up, not during its start.
    if (begin) afterHydration(() => void begin().catch(() => {}));
  }, [begin]);
  // A sign-in or sign-out changes whose changes are waiting.
  useEffect(() => {
    if (owner !== null && outbox) afterHydration(() => void outbox.refresh());
  }, [outbox, owner]);
  const value = useMemo(() => ({ outbox, start: begin }), [outbox, begin]);
  return <OutboxContext.Provider value={value}>{children}</OutboxContext.Provider>;
}

/** The outbox once started (null before, and on the server): for its status and failed changes. */
export function useOutbox(): Outbox | null {
  return useContext(OutboxContext).outbox;
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
  const { outbox, start } = useContext(OutboxContext);
  const api = useApi();
  return async <N extends ActionName>(
    action: N,
    payload: ActionInput<N>,
    label: string,
    idempotencyKey?: string,
  ): Promise<WriteResult<N>> => {
    // A write before the outbox has started starts it: the change must reach the device first.
    const box = outbox ?? (start ? await start().catch(() => null) : null);
    return box
      ? box.write(action, payload, label, idempotencyKey)
      : { queued: false, result: await api.call(action, payload, { idempotencyKey }) };
  };
}

/** The sentence shown when a change was kept on the device instead of sent. */
export const QUEUED_MESSAGE =
  "You're offline, so this change is saved on this device. It will be sent as soon as you're back online.";
