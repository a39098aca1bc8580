import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/database';
import { authAttempts, sessions } from '../../db/schema/sessions';
import type { FailureTally } from '../../security/growingDelay';
import type { AccountUser } from '../accounts/accounts.repo';

/** The user as a session holds them; the accounts area reads it. */
export type SessionUser = AccountUser;

export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  return row;
}

/** A session by id, while it lasts: what an editor token made in it is bound to. */
export async function findLiveSessionById(db: Db, sessionId: number, now: Date) {
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)));
  return row;
}

export async function touchSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function insertSession(
  db: Db,
  values: { tokenHash: string; userId: number; userAgent?: string; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** Ends a session by its token; answers the ids of what it ended (none or one). */
export async function deleteSessionByHash(db: Db, tokenHash: string): Promise<number[]> {
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

/**
 * Signs the user out everywhere except the session making the change (if it is a session);
 * answers the ids of the sessions it ended.
 */
export async function deleteOtherSessions(
  db: Db | DbTx,
  userId: number,
  keepSessionId?: number,
): Promise<number[]> {
  const rows = await db
    .delete(sessions)
    .where(
      keepSessionId === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)),
    )
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

/** Failed sign-ins of an address from one source (a network, or a known device) in the window. */
export async function tallyFailures(
  db: Db,
  where: { email?: string; source: string },
  since: Date,
): Promise<FailureTally> {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      last: sql<Date | null>`max(${authAttempts.createdAt})`,
    })
    .from(authAttempts)
    .where(
      and(
        where.email === undefined ? undefined : eq(authAttempts.email, where.email.toLowerCase()),
        eq(authAttempts.ip, where.source),
        gt(authAttempts.createdAt, since),
      ),
    );
  const count = Number(row?.n ?? 0);
  return row?.last ? { count, last: new Date(row.last) } : { count };
}

/**
 * Notes a failed sign-in of `email` from `source` (the `ip` column holds the caller's network, or
 * `device:<id>` for a known device), forgetting this address's failures too old to count.
 */
export async function recordFailure(
  db: Db,
  email: string,
  source: string,
  at: Date,
  forgetBefore: Date,
) {
  const lower = email.toLowerCase();
  await db
    .delete(authAttempts)
    .where(and(eq(authAttempts.email, lower), lt(authAttempts.createdAt, forgetBefore)));
  await db.insert(authAttempts).values({ email: lower, ip: source, createdAt: at });
}

/** Forgets an address's failures from one source, once it gave the right password. */
export async function clearFailures(db: Db, email: string, source: string): Promise<void> {
  await db
    .delete(authAttempts)
    .where(and(eq(authAttempts.email, email.toLowerCase()), eq(authAttempts.ip, source)));
}

/**
 * Forgets failed sign-ins older than `before`, whichever address they named (an attacker's
 * guesses at addresses nobody retries would otherwise stay forever), and sessions past expiry.
 */
export async function sweepSignInRecords(db: Db, before: Date, now: Date) {
  const attempts = await db
    .delete(authAttempts)
    .where(lt(authAttempts.createdAt, before))
    .returning({ id: authAttempts.id });
  const expired = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  return { attempts: attempts.length, sessions: expired.length };
}

/** The ids of the user's sessions: account deletion closes their live sockets once they are gone. */
export async function sessionIdsOf(db: Db | DbTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return rows.map((row) => row.id);
}

/** Account deletion: every session of the user, so no device stays signed in. */
export async function eraseSessionsOf(tx: Db | DbTx, userId: number): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

/** Account deletion: the sign-in attempts made with the user's address. */
export async function eraseAuthAttemptsOf(tx: Db | DbTx, lowerEmail: string): Promise<void> {
  await tx.delete(authAttempts).where(eq(authAttempts.email, lowerEmail));
}
