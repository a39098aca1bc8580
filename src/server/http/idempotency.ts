import type { Db, DbTx } from '../db/database';
import {
  deleteKey,
  deleteKeysOfScope,
  findKey,
  insertKey,
  type KeyRef,
  renewClaim,
  storeAnswer,
  takeOverStaleKey,
} from './idempotencyKeys.repo';

/**
 * A claim not renewed this long belongs to a request that died (a killed process): a retry takes
 * it over. A live request renews its claim several times within it (holdIdempotencyKey), however
 * long it runs, so only a dead one lapses, and a retry after a crash waits seconds, not minutes.
 */
const STALE_MS = 6_000;
const RENEW_EVERY_MS = 2_000;
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

export type IdempotencyStart =
  | { kind: 'first' }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'mismatch' }
  | { kind: 'inProgress' };

/** Claims the key for this request, or tells how an earlier request with it ended. */
export async function claimIdempotencyKey(
  db: Db,
  ref: KeyRef & { action: string; requestHash: string },
  now: Date,
): Promise<IdempotencyStart> {
  if (await insertKey(db, ref, now)) return { kind: 'first' };

  const row = await findKey(db, ref);
  if (!row) return claimIdempotencyKey(db, ref, now);
  if (row.action !== ref.action || row.requestHash !== ref.requestHash) return { kind: 'mismatch' };
  if (row.statusCode !== null)
    return { kind: 'replay', status: row.statusCode, body: row.responseBody };

  const taken = await takeOverStaleKey(db, ref, now, new Date(now.getTime() - STALE_MS));
  return taken ? { kind: 'first' } : { kind: 'inProgress' };
}

/**
 * Keeps the claim of a request while it runs; call the returned function when it has answered.
 * `now` is the server's clock, so renewals and the stale check read the same time.
 */
export function holdIdempotencyKey(
  db: Db,
  ref: KeyRef,
  now: () => Date,
  onError: (error: unknown) => void,
): () => void {
  const timer = setInterval(() => {
    renewClaim(db, ref, now()).catch(onError);
  }, RENEW_EVERY_MS);
  return () => clearInterval(timer);
}

/** Stores the answer a retry will get. */
export async function settleIdempotencyKey(db: Db, ref: KeyRef, status: number, body: unknown) {
  await storeAnswer(db, ref, status, body);
}

/** Forgets a key whose request failed on our side, so a retry runs again. */
export async function releaseIdempotencyKey(db: Db, ref: KeyRef) {
  await deleteKey(db, ref);
}

/** Whose keys these are: a signed-in user's span their devices, a guest's stay with the browser. */
export const idempotencyScopeOf = (caller: { userId: number | null; anonymousId: string }) =>
  caller.userId !== null ? `user:${caller.userId}` : `guest:${caller.anonymousId}`;

/** Account deletion: stored answers to the user's retried calls may repeat their details. */
export async function eraseIdempotencyKeysOf(tx: Db | DbTx, userId: number): Promise<void> {
  await deleteKeysOfScope(tx, idempotencyScopeOf({ userId, anonymousId: '' }));
}
