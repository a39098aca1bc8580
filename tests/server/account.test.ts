import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../src/server/db/schema/accounts';
import { creditCards } from '../../src/server/db/schema/payments';
import { signUpConfirmed } from './support/signUp';
import { startTestServer, TestAgent, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PASSWORD = 'correct horse battery';
let emailCounter = 0;

/** A new account, signed in on a fresh agent. */
async function signedInAgent(firstName = 'Ada') {
  const agent = new TestAgent(server.app);
  const email = `user${++emailCounter}@example.com`;
  const response = await signUpConfirmed(
    agent,
    { email, password: PASSWORD, first_name: firstName },
    server.mail,
  );
  return { agent, email, userId: response.json().user.id as number };
}

async function signIn(email: string, password: string) {
  const agent = new TestAgent(server.app);
  const response = await agent.send('POST', '/api/v2/my/sessions', { email, password });
  return { agent, response };
}

const update = (agent: TestAgent, body: object) =>
  agent.send('POST', '/api/v2/my/account/update_details', body);

describe('guests', () => {
  it.each([
    ['GET', '/api/v2/my/account/details'],
    ['GET', '/api/v2/my/account/email_preferences'],
    ['GET', '/api/v2/my/account/orders'],
    ['GET', '/api/v2/my/credit_cards'],
    ['POST', '/api/v2/my/account/update_details'],
    ['DELETE', '/api/v2/my/credit_cards/1'],
  ] as const)('get the not-signed-in error from %s %s', async (method, url) => {
    const agent = new TestAgent(server.app);
    const response = method === 'GET' ? await agent.get(url) : await agent.send(method, url, {});
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });
});

describe('account details', () => {
  it('reads the details with the default email preferences', async () => {
    const { agent, email, userId } = await signedInAgent();
    const response = await agent.get('/api/v2/my/account/details');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: userId,
      email,
      first_name: 'Ada',
      email_frequency: 'weekly',
      accepts_marketing: false,
      created_at: expect.any(String),
    });
  });

  it('changes the name without a password, trimming it, and keeps it', async () => {
    const { agent } = await signedInAgent();
    const response = await update(agent, { first_name: '  Grace ', last_name: 'Hopper' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ first_name: 'Grace', last_name: 'Hopper' });
    const again = (await agent.get('/api/v2/my/account/details')).json();
    expect(again).toMatchObject({ first_name: 'Grace', last_name: 'Hopper' });
    const cleared = await update(agent, { last_name: '' });
    expect(cleared.json().last_name).toBeUndefined();
  });

  it('refuses a change without the CSRF token', async () => {
    const { agent } = await signedInAgent();
    const response = await agent.request({
      method: 'POST',
      url: '/api/v2/my/account/update_details',
      payload: { first_name: 'Mallory' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf_invalid');
    expect((await agent.get('/api/v2/my/account/details')).json().first_name).toBe('Ada');
  });

  it('refuses an empty first name with a field error', async () => {
    const { agent } = await signedInAgent();
    const response = await update(agent, { first_name: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.first_name).toBeDefined();
  });
});

describe('changing the email', () => {
  it('asks for the current password, refuses a wrong one, then mails the new address', async () => {
    const { agent, email } = await signedInAgent();
    const missing = await update(agent, { email: 'new-address@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('current_password_required');
    expect(missing.json().error.fields.current_password).toBeDefined();

    const wrong = await update(agent, {
      email: 'new-address@example.com',
      current_password: 'not the password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('invalid_password');

    const ok = await update(agent, {
      email: 'new-address@example.com',
      current_password: PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    // Asked for, not made: the link mailed to it makes it the account's (security/emailChange).
    expect(ok.json()).toMatchObject({ email, pending_email: 'new-address@example.com' });
    expect((await signIn(email, PASSWORD)).response.statusCode).toBe(200);
  });

  it('refuses an email another account uses, in any case', async () => {
    const other = await signedInAgent();
    const { agent, email } = await signedInAgent();
    const taken = await update(agent, {
      email: other.email.toUpperCase(),
      current_password: PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('email_taken');
    expect(taken.json().error.fields.email).toBeDefined();
    expect((await agent.get('/api/v2/my/account/details')).json().email).toBe(email);
  });

  it('saves the same address sent back unchanged without asking for the password', async () => {
    const { agent, email } = await signedInAgent();
    const response = await update(agent, { email, first_name: 'Ada' });
    expect(response.statusCode).toBe(200);
  });
});

describe('changing the password', () => {
  it('revokes every other session of the user and keeps this one', async () => {
    const { agent, email } = await signedInAgent();
    const { agent: otherDevice } = await signIn(email, PASSWORD);
    expect((await otherDevice.get('/api/v2/my/sessions/current')).json().user.email).toBe(email);

    const wrong = await update(agent, {
      new_password: 'a brand new secret',
      current_password: 'x',
    });
    expect(wrong.statusCode).toBe(400);
    expect((await otherDevice.get('/api/v2/my/sessions/current')).json().user).toBeDefined();

    const changed = await update(agent, {
      new_password: 'a brand new secret',
      current_password: PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect((await agent.get('/api/v2/my/sessions/current')).json().user.email).toBe(email);
    expect((await otherDevice.get('/api/v2/my/sessions/current')).json().user).toBeUndefined();

    expect((await signIn(email, PASSWORD)).response.statusCode).toBe(401);
    expect((await signIn(email, 'a brand new secret')).response.statusCode).toBe(200);
  });

  it('asks for the current password and keeps 8 to 128 characters', async () => {
    const { agent } = await signedInAgent();
    const missing = await update(agent, { new_password: 'a brand new secret' });
    expect(missing.json().error.code).toBe('current_password_required');
    const short = await update(agent, { new_password: 'short', current_password: PASSWORD });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.new_password).toBeDefined();
    const long = await update(agent, {
      new_password: 'x'.repeat(129),
      current_password: PASSWORD,
    });
    expect(long.statusCode).toBe(400);
    const longest = await update(agent, {
      new_password: 'x'.repeat(128),
      current_password: PASSWORD,
    });
    expect(longest.statusCode).toBe(200);
  });
});

describe('email preferences and subscriptions', () => {
  async function subscribedCount(email: string) {
    const rows = await server.database.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(sql`lower(${subscriptions.email}) = ${email.toLowerCase()}`);
    return rows.length;
  }

  it('saves each frequency and the marketing choice, which follows the newsletter list', async () => {
    const { agent, email } = await signedInAgent();
    for (const frequency of ['never', 'daily', 'weekly', 'monthly', 'announcements']) {
      const response = await update(agent, { email_frequency: frequency });
      expect(response.statusCode).toBe(200);
      expect((await agent.get('/api/v2/my/account/email_preferences')).json()).toEqual({
        email_frequency: frequency,
        accepts_marketing: false,
      });
    }
    await update(agent, { accepts_marketing: true });
    await update(agent, { accepts_marketing: true });
    expect((await agent.get('/api/v2/my/account/email_preferences')).json()).toEqual({
      email_frequency: 'announcements',
      accepts_marketing: true,
    });
    expect(await subscribedCount(email)).toBe(1);
    await update(agent, { accepts_marketing: false });
    expect(await subscribedCount(email)).toBe(0);
  });

  it('refuses a frequency that is not one of the five', async () => {
    const { agent } = await signedInAgent();
    const response = await update(agent, { email_frequency: 'hourly' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.email_frequency).toBeDefined();
  });

  it('subscribes an address once, whatever the case, and answers the same each time', async () => {
    const agent = new TestAgent(server.app);
    const first = await agent.send('POST', '/api/v2/subscriptions', {
      email: 'reader@example.com',
      source: 'footer',
    });
    const second = await agent.send('POST', '/api/v2/subscriptions', {
      email: 'Reader@Example.com',
    });
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await subscribedCount('reader@example.com')).toBe(1);
    const bad = await agent.send('POST', '/api/v2/subscriptions', { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('saved credit cards', () => {
  async function addCard(userId: number, last4: string, brand: 'Visa' | 'Master' = 'Visa') {
    const [row] = await server.database.db
      .insert(creditCards)
      .values({
        userId,
        gatewayId: 3,
        gatewayToken: `secret-token-${last4}`,
        brand,
        last4,
        expMonth: 4,
        expYear: 2031,
      })
      .returning({ id: creditCards.id });
    return row!.id;
  }

  it("lists only the user's cards, with brand, last four and expiry, never the token", async () => {
    const mine = await signedInAgent();
    const theirs = await signedInAgent();
    const visa = await addCard(mine.userId, '4242');
    await addCard(mine.userId, '4444', 'Master');
    await addCard(theirs.userId, '1881');
    const response = await mine.agent.get('/api/v2/my/credit_cards');
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([
      { id: visa, brand: 'Visa', last4: '4242', exp_month: 4, exp_year: 2031 },
      expect.objectContaining({ brand: 'Master', last4: '4444' }),
    ]);
    expect(response.body).not.toContain('secret-token');
  });

  it("deletes the user's card; another user's card and a deleted one answer 404", async () => {
    const mine = await signedInAgent();
    const theirs = await signedInAgent();
    const card = await addCard(mine.userId, '1111');
    const other = await addCard(theirs.userId, '2222');

    const foreign = await mine.agent.send('DELETE', `/api/v2/my/credit_cards/${other}`);
    expect(foreign.statusCode).toBe(404);
    expect((await theirs.agent.get('/api/v2/my/credit_cards')).json().items).toHaveLength(1);

    const deleted = await mine.agent.send('DELETE', `/api/v2/my/credit_cards/${card}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    expect((await mine.agent.get('/api/v2/my/credit_cards')).json().items).toEqual([]);
    const again = await mine.agent.send('DELETE', `/api/v2/my/credit_cards/${card}`);
    expect(again.statusCode).toBe(404);

    const noCsrf = await theirs.agent.request({
      method: 'DELETE',
      url: `/api/v2/my/credit_cards/${other}`,
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('orders', () => {
  it('lists no orders yet, in the paging shape', async () => {
    const { agent } = await signedInAgent();
    const response = await agent.get('/api/v2/my/account/orders?page=1&per_page=10');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [], total: 0 });
  });
});
