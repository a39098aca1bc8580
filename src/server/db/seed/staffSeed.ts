import { sql } from 'drizzle-orm';
import { hashPassword } from '../../security/passwords';
import type { Db } from '../database';
import { users } from '../schema/users';

/*
 * The demo's staff accounts: each area that has staff (content previews drafts, experiments
 * changes feature flags) names its own account and grants it its role. Their passwords are in the
 * README; a real shop grants the roles to its own people instead.
 */

export interface StaffAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** The account's id, made when missing (safe with two processes seeding one new database). */
export async function ensureStaffAccount(db: Db, account: StaffAccount): Promise<number> {
  const find = async () =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${account.email}`)
    )[0]?.id;
  const id =
    (await find()) ??
    (
      await db
        .insert(users)
        .values({
          email: account.email,
          passwordHash: await hashPassword(account.password),
          firstName: account.firstName,
          lastName: account.lastName,
        })
        .onConflictDoNothing()
        .returning({ id: users.id })
    )[0]?.id ??
    (await find());
  if (id === undefined) throw new Error(`the demo account ${account.email} could not be created`);
  return id;
}
