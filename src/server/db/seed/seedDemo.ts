import { sql } from 'drizzle-orm';
import { hashPassword } from '../../security/passwords';
import type { Db } from '../database';
import { oauthClients } from '../schema/accounts';
import { users } from '../schema/users';

export const DEMO_ACCOUNT = { email: 'demo@printshop.test', password: 'demo-printshop' } as const;

/** The shop's own apps, registered for OAuth2 with exact redirect URIs (loopback per RFC 8252). */
export const DEMO_OAUTH_CLIENT = {
  clientId: 'printshop-app',
  name: 'Printshop for iOS and Android',
  redirectUris: ['printshop://oauth2/callback', 'http://127.0.0.1:8765/callback'],
};

/** Seeds the demo data on first start; running it again changes nothing. */
export async function seedDemo(db: Db): Promise<{ seeded: boolean }> {
  await db.insert(oauthClients).values(DEMO_OAUTH_CLIENT).onConflictDoNothing();
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
