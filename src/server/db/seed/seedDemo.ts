import { sql } from 'drizzle-orm';
import { hashPassword } from '../../security/passwords';
import type { Db } from '../database';
import { users } from '../schema/accounts';
import { oauthClients } from '../schema/oauth';
import { creditCards } from '../schema/payments';

export const DEMO_ACCOUNT = { email: 'demo@printshop.test', password: 'demo-printshop' } as const;

/** The shop's own apps, registered for OAuth2 with exact redirect URIs (loopback per RFC 8252). */
export const DEMO_OAUTH_CLIENT = {
  clientId: 'printshop-app',
  name: 'Printshop for iOS and Android',
  redirectUris: ['printshop://oauth2/callback', 'http://127.0.0.1:8765/callback'],
};

/** Saved cards of the demo account; sandbox gateway tokens, never card numbers. */
const DEMO_CREDIT_CARDS = [
  { gatewayToken: 'sandbox-demo-visa', brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 },
  {
    gatewayToken: 'sandbox-demo-mastercard',
    brand: 'Master',
    last4: '4444',
    expMonth: 8,
    expYear: 2029,
  },
] as const;

/** Seeds the demo data on first start; running it again changes nothing. */
export async function seedDemo(db: Db): Promise<{ seeded: boolean; demoUserId?: number }> {
  await db.insert(oauthClients).values(DEMO_OAUTH_CLIENT).onConflictDoNothing();
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_ACCOUNT.email}`);
  if (existing) return { seeded: false, demoUserId: existing.id };
  const [demo] = await db
    .insert(users)
    .values({
      email: DEMO_ACCOUNT.email,
      passwordHash: await hashPassword(DEMO_ACCOUNT.password),
      firstName: 'Demo',
      lastName: 'Customer',
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Only with the account itself, so cards the demo user deleted stay deleted on the next start.
  if (demo) {
    await db
      .insert(creditCards)
      .values(DEMO_CREDIT_CARDS.map((card) => ({ ...card, userId: demo.id, gatewayId: 3 })));
  }
  return { seeded: true, demoUserId: demo?.id };
}
