import {
  ApiActionError,
  ConnectivityError,
  HttpStatusError,
  TimeoutError,
  userMessage,
} from '../errors';

/** The name shared by the pages' Web Lock, the service worker's sync tag and the tabs' channel. */
export const OUTBOX_NAME = 'printshop-outbox';

/**
 * A state-changing call waiting to reach the server. It is written to IndexedDB before the UI
 * says "saved" and carries the idempotency key it will always be sent with, so however often it
 * is replayed, the server applies it once.
 */
export interface OutboxEntry {
  /** Order of arrival, assigned by the store; replay follows it. */
  seq?: number;
  action: string;
  payload: Record<string, unknown>;
  idempotencyKey: string;
  /** Whose change it is (`ownerOf`): another person signing in on the device never sends it. */
  owner: string;
  /** What the change is, in words, for the list of waiting and failed changes. */
  label: string;
  createdAt: number;
  attempts: number;
  /** Not sent again before this time (back-off after a server error). */
  notBefore: number;
  state: 'pending' | 'failed';
  /** Why the server refused it for good; shown with Retry and Discard. */
  failure?: { status: number; code?: string; message: string };
}

/** What a failed send means for the entry. */
export type SendOutcome =
  | { kind: 'later'; backoff: boolean }
  | { kind: 'refused'; status: number; code?: string; message: string };

/** Statuses that say "not now" rather than "never": the server or the line will recover. */
const RETRYABLE_STATUSES = new Set([408, 425, 429]);

const BASE_BACKOFF_MS = 2_000;
const MAX_BACKOFF_MS = 5 * 60_000;

/** The owner key of a session: the signed-in user, else the anonymous visitor. */
export function ownerOf(session: { user?: { id: number }; anonymousId: string }): string {
  return session.user ? `user:${session.user.id}` : `visitor:${session.anonymousId}`;
}

function causeOf(error: unknown): unknown {
  return error instanceof ApiActionError ? error.cause : error;
}

/** True when a call failed only because the server could not be reached in time: queue it. */
export function isUnreachable(error: unknown): boolean {
  const cause = causeOf(error);
  return cause instanceof ConnectivityError || cause instanceof TimeoutError;
}

/**
 * Sorts a failed send: unreachable → later, when the connection returns; a server error or
 * "slow down" → later, after a back-off; any other 4xx → refused, with the server's reason.
 */
export function outcomeOf(error: unknown): SendOutcome {
  if (isUnreachable(error)) return { kind: 'later', backoff: false };
  const cause = causeOf(error);
  if (cause instanceof HttpStatusError) {
    if (cause.status >= 500 || RETRYABLE_STATUSES.has(cause.status)) {
      return { kind: 'later', backoff: true };
    }
    return {
      kind: 'refused',
      status: cause.status,
      code: cause.serverCode,
      message: userMessage(cause),
    };
  }
  // Something we do not understand (a bug, a broken proxy): keep the change and try again later.
  return { kind: 'later', backoff: true };
}

/** Milliseconds to wait before the next try after `attempts` failed ones: 2 s doubling to 5 min. */
export function backoffDelay(attempts: number): number {
  if (attempts <= 0) return 0;
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.min(attempts - 1, 30));
}

/**
 * The entries to send now, in order: the owner's pending ones, up to the first still backing off
 * (sending later entries past it would apply changes out of order).
 */
export function replayable(entries: readonly OutboxEntry[], owner: string, now: number) {
  const due: OutboxEntry[] = [];
  const ordered = [...entries].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  for (const entry of ordered) {
    if (entry.owner !== owner || entry.state === 'failed') continue;
    if (entry.notBefore > now) break;
    due.push(entry);
  }
  return due;
}

/** The entry after a failed send, per its outcome. */
export function afterFailure(entry: OutboxEntry, outcome: SendOutcome, now: number): OutboxEntry {
  if (outcome.kind === 'refused') {
    const { kind: _kind, ...failure } = outcome;
    return { ...entry, attempts: entry.attempts + 1, state: 'failed', failure };
  }
  const attempts = entry.attempts + 1;
  return { ...entry, attempts, notBefore: outcome.backoff ? now + backoffDelay(attempts) : now };
}

/** A failed entry put back in line by the user's Retry. */
export function retried(entry: OutboxEntry): OutboxEntry {
  const { failure: _failure, ...rest } = entry;
  return { ...rest, state: 'pending', attempts: 0, notBefore: 0 };
}
