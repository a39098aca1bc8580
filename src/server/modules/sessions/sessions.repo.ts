import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { authAttempts, sessions, users } from '../../db/schema/users';

export type SessionUser = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'firstName' | 'lastName'
>;

const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, user: userColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  return row;
}

export async function findSessionUser(db: Db, userId: number): Promise<SessionUser | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId));
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

export async function deleteSessionByHash(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function findUserForSignIn(db: Db, email: string) {
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

export async function countRecentFailures(db: Db, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(authAttempts)
    .where(and(eq(authAttempts.email, email.toLowerCase()), gt(authAttempts.createdAt, since)));
  return Number(row?.n ?? 0);
}

export async function recordFailure(db: Db, email: string, ip: string | undefined, at: Date) {
  await db.insert(authAttempts).values({ email: email.toLowerCase(), ip, createdAt: at });
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(authAttempts).where(eq(authAttempts.email, email.toLowerCase()));
}
