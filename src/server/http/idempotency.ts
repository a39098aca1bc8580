import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db, DbTx } from '../db/database';
import { idempotencyKeys } from '../db/schema/platform';

/** A first attempt left unfinished this long (a crashed process) may be taken over by a retry. */
const STALE_MS = 60_000;
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

export type IdempotencyStart =
  | { kind: 'first' }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'mismatch' }
  | { kind: 'inProgress' };

interface KeyRef {
  scope: string;
  key: string;
}

/** Claims the key for this request, or tells how an earlier request with it ended. */
export async function claimIdempotencyKey(
  db: Db,
  ref: KeyRef & { action: string; requestHash: string },
  now: Date,
): Promise<IdempotencyStart> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...ref, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { kind: 'first' };

  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, ref.scope), eq(idempotencyKeys.key, ref.key)));
  if (!row) return claimIdempotencyKey(db, ref, now);
  if (row.action !== ref.action || row.requestHash !== ref.requestHash) return { kind: 'mismatch' };
  if (row.statusCode !== null)
    return { kind: 'replay', status: row.statusCode, body: row.responseBody };

  const taken = await db
    .update(idempotencyKeys)
    .set({ createdAt: now })
    .where(
      and(
        eq(idempotencyKeys.scope, ref.scope),
        eq(idempotencyKeys.key, ref.key),
        isNull(idempotencyKeys.statusCode),
        lt(idempotencyKeys.createdAt, new Date(now.getTime() - STALE_MS)),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0 ? { kind: 'first' } : { kind: 'inProgress' };
}

/** Stores the answer a retry will get. */
export async function settleIdempotencyKey(db: Db, ref: KeyRef, status: number, body: unknown) {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: status, responseBody: body ?? null })
    .where(and(eq(idempotencyKeys.scope, ref.scope), eq(idempotencyKeys.key, ref.key)));
}

/** Forgets a key whose request failed on our side, so a retry runs again. */
export async function releaseIdempotencyKey(db: Db, ref: KeyRef) {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, ref.scope), eq(idempotencyKeys.key, ref.key)));
}

/** Whose keys these are: a signed-in user's span their devices, a guest's stay with the browser. */
export const idempotencyScopeOf = (caller: { userId: number | null; anonymousId: string }) =>
  caller.userId !== null ? `user:${caller.userId}` : `guest:${caller.anonymousId}`;

/** Account deletion: stored answers to the user's retried calls may repeat their details. */
export async function eraseIdempotencyKeysOf(tx: Db | DbTx, userId: number): Promise<void> {
  await tx
    .delete(idempotencyKeys)
    .where(eq(idempotencyKeys.scope, idempotencyScopeOf({ userId, anonymousId: '' })));
}
