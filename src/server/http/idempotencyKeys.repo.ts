import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db, DbTx } from '../db/database';
import { idempotencyKeys } from '../db/schema/platform';

export interface KeyRef {
  scope: string;
  key: string;
}

const isKey = (ref: KeyRef) =>
  and(eq(idempotencyKeys.scope, ref.scope), eq(idempotencyKeys.key, ref.key));

/** Stores the key unless it is there already; true when this call stored it. */
export async function insertKey(
  db: Db,
  ref: KeyRef & { action: string; requestHash: string },
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...ref, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

export async function findKey(db: Db, ref: KeyRef) {
  const [row] = await db.select().from(idempotencyKeys).where(isKey(ref));
  return row;
}

/** Takes over an unanswered key claimed before `staleBefore`; true when this call took it. */
export async function takeOverStaleKey(
  db: Db,
  ref: KeyRef,
  now: Date,
  staleBefore: Date,
): Promise<boolean> {
  const taken = await db
    .update(idempotencyKeys)
    .set({ createdAt: now })
    .where(
      and(
        isKey(ref),
        isNull(idempotencyKeys.statusCode),
        lt(idempotencyKeys.createdAt, staleBefore),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}

/** Renews an unanswered claim: `createdAt` is when it was last claimed or renewed. */
export async function renewClaim(db: Db, ref: KeyRef, now: Date): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ createdAt: now })
    .where(and(isKey(ref), isNull(idempotencyKeys.statusCode)));
}

export async function storeAnswer(db: Db, ref: KeyRef, status: number, body: unknown) {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: status, responseBody: body ?? null })
    .where(isKey(ref));
}

export async function deleteKey(db: Db, ref: KeyRef) {
  await db.delete(idempotencyKeys).where(isKey(ref));
}

export async function deleteKeysOfScope(tx: Db | DbTx, scope: string): Promise<void> {
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, scope));
}
