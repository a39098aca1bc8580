import { sql } from 'drizzle-orm';
import { grantContentPreviewer } from '../../modules/content/content.repo';
import { grantRole } from '../../modules/experiments/experiments.repo';
import { hashPassword } from '../../security/passwords';
import type { Db } from '../database';
import { users } from '../schema/accounts';

/*
 * The demo's staff accounts: a content editor (previews drafts) and a shop administrator (changes
 * feature flags through features/batch_update_state). Their passwords are in the README; a real
 * shop grants the roles to its own people instead.
 */

interface StaffAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export const DEMO_CONTENT_PREVIEWER = {
  email: 'editor@printshop.test',
  password: 'editor-printshop',
  firstName: 'Content',
  lastName: 'Editor',
} as const satisfies StaffAccount;

export const DEMO_FLAGS_ADMIN = {
  email: 'admin@printshop.test',
  password: 'admin-printshop',
  firstName: 'Shop',
  lastName: 'Admin',
} as const satisfies StaffAccount;

/** The account's id, made when missing (safe with two processes seeding one new database). */
async function staffUser(db: Db, account: StaffAccount): Promise<number> {
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

export async function seedContentPreviewer(db: Db): Promise<number> {
  const id = await staffUser(db, DEMO_CONTENT_PREVIEWER);
  await grantContentPreviewer(db, id);
  return id;
}

export async function seedFlagsAdmin(db: Db): Promise<number> {
  const id = await staffUser(db, DEMO_FLAGS_ADMIN);
  await grantRole(db, id, 'admin');
  return id;
}
