import { eq, lt, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/database';
import { pendingSignUps, users } from '../../db/schema/accounts';

export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning({
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
  });
  return row;
}

export type PendingSignUp = Omit<typeof pendingSignUps.$inferInsert, 'id' | 'createdAt'>;

/** Keeps a sign-up until its key comes back, sweeping the ones whose keys can no longer work. */
export async function insertPendingSignUp(db: Db, values: PendingSignUp, now: Date): Promise<void> {
  await db.delete(pendingSignUps).where(lt(pendingSignUps.expiresAt, now));
  await db.insert(pendingSignUps).values(values);
}

/**
 * The same kind of read as a key lookup, for a sign-up with a taken address: both answers of
 * `users` then cost about the same work (see signUp).
 */
export async function pendingSignUpExists(db: Db, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pendingSignUps.id })
    .from(pendingSignUps)
    .where(eq(pendingSignUps.tokenHash, tokenHash));
  return Boolean(row);
}

/**
 * Spends the key and creates the account in one transaction. The key's row is deleted in the
 * same statement that reads it, so two confirmations racing each other create one account.
 * Every other pending sign-up of the address goes too: once it has an account they can never
 * succeed, and they hold a password hash. Answers the new user, or undefined when the key is
 * unknown, used or expired, or the address got an account meanwhile.
 */
export async function confirmPendingSignUp(db: Db, tokenHash: string, now: Date) {
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .delete(pendingSignUps)
      .where(eq(pendingSignUps.tokenHash, tokenHash))
      .returning();
    if (!pending || pending.expiresAt <= now) return undefined;
    const user = await insertUser(tx, {
      email: pending.email,
      passwordHash: pending.passwordHash,
      firstName: pending.firstName,
      lastName: pending.lastName,
      acceptsMarketing: pending.acceptsMarketing,
    });
    await tx
      .delete(pendingSignUps)
      .where(eq(sql`lower(${pendingSignUps.email})`, pending.email.toLowerCase()));
    return user;
  });
}

/** A user as a session and a mail need them (the same columns the sessions module reads). */
export type AccountUser = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'firstName' | 'lastName'
>;

/** The columns of an AccountUser, for every read and write that answers one. */
export const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** Addresses match in any letter case. */
const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

export async function findUserByEmail(db: Db, email: string): Promise<AccountUser | undefined> {
  const [row] = await db.select(userColumns).from(users).where(byEmail(email));
  return row;
}

/** The user a session belongs to; none once the account is gone. */
export async function findUserById(db: Db, userId: number): Promise<AccountUser | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId));
  return row;
}

/** The user with their password hash, by id: what an editor token's password tag is checked on. */
export async function findUserWithPasswordHashById(db: Db, userId: number) {
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The account registered under an address (any letter case), with its password hash. */
export async function findUserWithPasswordHash(db: Db, email: string) {
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(byEmail(email));
  return row;
}

/** Account deletion, the last step: the users row itself. */
export async function eraseUser(tx: Db | DbTx, userId: number): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}
