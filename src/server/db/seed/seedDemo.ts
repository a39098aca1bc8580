import { sql } from 'drizzle-orm';
import { hashPassword } from '../../security/passwords';
import type { Db } from '../database';
import { users } from '../schema/users';

export const DEMO_ACCOUNT = { email: 'demo@printshop.test', password: 'demo-printshop' } as const;

/** Seeds the demo data on first start; running it again changes nothing. */
export async function seedDemo(db: Db): Promise<{ seeded: boolean }> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_ACCOUNT.email}`);
  if (existing) return { seeded: false };
  await db
    .insert(users)
    .values({
      email: DEMO_ACCOUNT.email,
      passwordHash: await hashPassword(DEMO_ACCOUNT.password),
      firstName: 'Demo',
      lastName: 'Customer',
    })
    .onConflictDoNothing();
  return { seeded: true };
}
