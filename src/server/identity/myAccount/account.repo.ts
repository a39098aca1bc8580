import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/database';
import { emailPreferences, users } from '../../db/schema/accounts';

type EmailFrequency = typeof emailPreferences.$inferSelect.frequency;

/** The account page's view of a user; the frequency is null until the user first chooses one. */
export async function findAccount(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      acceptsMarketing: users.acceptsMarketing,
      createdAt: users.createdAt,
      emailFrequency: emailPreferences.frequency,
    })
    .from(users)
    .leftJoin(emailPreferences, eq(emailPreferences.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** The first names of several users in one query; an account that is gone is simply absent. */
export async function firstNamesOf(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(inArray(users.id, [...userIds]));
}

export async function findPasswordHash(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row?.passwordHash;
}

/** Whether another account already uses this address (emails compare case-insensitively). */
export async function emailBelongsToOther(db: Db, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)));
  return Boolean(row);
}

export type UserChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    'firstName' | 'lastName' | 'email' | 'passwordHash' | 'acceptsMarketing'
  >
>;

export async function updateUser(db: Db, userId: number, changes: UserChanges, now: Date) {
  await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function saveEmailFrequency(
  db: Db,
  userId: number,
  frequency: EmailFrequency,
  now: Date,
) {
  await db
    .insert(emailPreferences)
    .values({ userId, frequency, updatedAt: now })
    .onConflictDoUpdate({ target: emailPreferences.userId, set: { frequency, updatedAt: now } });
}

/** PostgreSQL's unique_violation, whether the driver error arrives bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Account deletion: the user's mail preferences. */
export async function eraseEmailPreferencesOf(tx: Db | DbTx, userId: number): Promise<void> {
  await tx.delete(emailPreferences).where(eq(emailPreferences.userId, userId));
}
