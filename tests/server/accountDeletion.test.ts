import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailPreferences,
  oneTimeTokens,
  subscriptions,
} from '../../src/server/db/schema/accounts';
import { addresses } from '../../src/server/db/schema/addresses';
import { creditCards } from '../../src/server/db/schema/payments';
import { rateLimitHits } from '../../src/server/db/schema/platform';
import { privacyConsents } from '../../src/server/db/schema/privacy';
import { trackingEvents } from '../../src/server/db/schema/tracking';
import { DEMO_OAUTH_CLIENT, seedDemo } from '../../src/server/db/seed/seedDemo';
import { personalDataErasers } from '../../src/server/flows/accountDeletion/personalDataErasers';
import { DELETION_LINK_TTL_MS } from '../../src/server/identity/accountDeletion/accountDeletion.service';
import { s256Challenge } from '../../src/server/identity/oauth/pkce';
import { memoryMailer } from './support/memoryMailer';
import { signUpConfirmed } from './support/signUp';
import { startTestServer, TestAgent, type TestServer } from './support/testServer';

const mailer = memoryMailer();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ mailer });
  await seedDemo(server.database.db);
});
afterAll(() => server.close());

const PASSWORD = 'correct horse battery';

async function signUp(email: string, firstName = 'Olive', lastName?: string) {
  const agent = new TestAgent(server.app);
  const response = await signUpConfirmed(
    agent,
    {
      email,
      password: PASSWORD,
      first_name: firstName,
      ...(lastName ? { last_name: lastName } : {}),
    },
    mailer.sent,
  );
  return { agent, id: response.json().user.id as number };
}

function requestDeletion(agent: TestAgent, password = PASSWORD) {
  return agent.send('POST', '/api/v2/my/account/delete_account', { password });
}

/** The evt and uid of the newest deletion mail sent to `to`. */
function deletionLinkTo(to: string) {
  const message = mailer.sent.findLast((m) => m.to === to);
  if (!message) throw new Error(`no mail to ${to}`);
  const href = /href="([^"]*\/account-delete\/confirmation[^"]*)"/.exec(message.html)?.[1];
  if (!href) throw new Error('no deletion link in the mail');
  const url = new URL(href.replaceAll('&amp;', '&'));
  return { url, evt: url.searchParams.get('evt')!, uid: Number(url.searchParams.get('uid')) };
}

function confirm(agent: TestAgent, token: string, userId: number) {
  return agent.send('POST', '/api/v2/my/account/delete_account_confirmation', {
    token,
    user_id: userId,
  });
}

function signIn(email: string) {
  return new TestAgent(server.app).send('POST', '/api/v2/my/sessions', {
    email,
    password: PASSWORD,
  });
}

interface Column {
  table: string;
  column: string;
  type: string;
}

/** Every column of every table in the public schema, with its type. */
async function publicColumns(): Promise<Column[]> {
  const result = await server.database.db.execute(sql`
    select table_name as "table", column_name as "column", data_type as "type"
    from information_schema.columns
    where table_schema = 'public'
    order by table_name, ordinal_position`);
  return (result as unknown as { rows: Column[] }).rows;
}

async function rowsOf(query: ReturnType<typeof sql>): Promise<unknown[]> {
  const result = await server.database.db.execute(query);
  return (result as unknown as { rows: unknown[] }).rows;
}

/**
 * Where anything of the user still shows: every text, varchar and json column is searched for
 * the id (as a whole token), the email and the names (and other identifying strings); every integer column named like a user
 * reference for the id.
 */
async function tracesOf(user: { id: number; email: string; names: string[] }) {
  const found: string[] = [];
  const textual = new Set(['text', 'character varying', 'character', 'json', 'jsonb']);
  const needles = [user.email, ...user.names].map((n) => n.toLowerCase());
  // Not inside a longer number or a base64url token (hashes), but after ':' or '"' or ' '.
  const idPattern = `(^|[^0-9A-Za-z_-])${user.id}($|[^0-9A-Za-z_-])`;
  for (const { table, column, type } of await publicColumns()) {
    const col = sql`${sql.identifier(table)}.${sql.identifier(column)}`;
    const from = sql.identifier(table);
    if (textual.has(type)) {
      for (const needle of needles) {
        const rows = await rowsOf(
          sql`select 1 from ${from} where position(${needle} in lower(${col}::text)) > 0`,
        );
        if (rows.length > 0) found.push(`${table}.${column} holds "${needle}"`);
      }
      const rows = await rowsOf(sql`select 1 from ${from} where ${col}::text ~ ${idPattern}`);
      if (rows.length > 0) found.push(`${table}.${column} holds the id`);
    } else if (
      ['integer', 'bigint', 'smallint'].includes(type) &&
      (column === 'user_id' ||
        column.endsWith('_user_id') ||
        (table === 'users' && column === 'id'))
    ) {
      const rows = await rowsOf(sql`select 1 from ${from} where ${col} = ${user.id}`);
      if (rows.length > 0) found.push(`${table}.${column} = ${user.id}`);
    }
  }
  return found;
}

describe('account deletion erases everything personal', () => {
  it('erases every trace of the user through the emailed link and leaves others alone', async () => {
    const { db } = server.database;
    // A distinctive id, so a search for it cannot hit unrelated numbers.
    await db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), 734218)`);
    const email = 'Zephyrine.Quill@example.com';
    const { agent, id } = await signUp(email, 'Zephyrine', 'Quillfeather');
    expect(id).toBe(734219);
    const bystander = await signUp('bystander@example.com', 'Bea');
    const anonymousId = (await agent.get('/api/v2/my/sessions/current')).json().anonymous_id;

    // Through the calls that exist: a failed sign-in, an OAuth code, a stored idempotent answer.
    const wrong = await new TestAgent(server.app).send('POST', '/api/v2/my/sessions', {
      email,
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(401);
    const authorized = await agent.send('POST', '/api/v2/oauth2/authorized_redirect_uri', {
      client_id: DEMO_OAUTH_CLIENT.clientId,
      redirect_uri: DEMO_OAUTH_CLIENT.redirectUris[0],
      state: 'state',
      response_type: 'code',
      code_challenge: s256Challenge('a-verifier-that-is-long-enough-for-pkce-rfc7636-0123456789'),
      code_challenge_method: 'S256',
      decision: 'allow',
    });
    expect(authorized.statusCode).toBe(200);
    const jwt = await agent.send(
      'POST',
      '/api/v2/my/account/create_jwt_token',
      {},
      { 'idempotency-key': 'jwt-key-0001' },
    );
    expect(jwt.statusCode).toBe(200);

    // Directly, for the tables whose calls are being built alongside.
    for (const userId of [id, bystander.id]) {
      await db.insert(emailPreferences).values({ userId, frequency: 'monthly' });
      await db.insert(addresses).values({
        userId,
        firstName: userId === id ? 'Zephyrine' : 'Bea',
        lastName: userId === id ? 'Quillfeather' : null,
        line1: '1 Quill Lane',
        city: 'Inkton',
        postalCode: '12345',
        country: 'US',
        phone: '+1 555 0100',
      });
      await db.insert(creditCards).values({
        userId,
        gatewayId: 3,
        gatewayToken: `tok_${userId}`,
        brand: 'Visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
        holderName: userId === id ? 'Zephyrine Quillfeather' : 'Bea',
      });
      await db.insert(privacyConsents).values({ userId, analytics: true });
    }
    await db.insert(subscriptions).values({ email: email.toUpperCase(), source: 'footer' });
    await db.insert(privacyConsents).values({ anonymousId, functional: true });
    await db.insert(trackingEvents).values([
      { userId: id, anonymousId, category: 'analytics', kind: 'event', name: 'page_view' },
      // Before sign-in, the same browser: tied to the user by the anonymous id.
      { anonymousId, category: 'analytics', kind: 'event', name: 'landing' },
    ]);
    await db.insert(oneTimeTokens).values({
      userId: id,
      kind: 'password_reset',
      tokenHash: 'reset-hash-of-the-user',
      expiresAt: new Date('2030-01-01T00:00:00Z'),
    });
    await db
      .insert(rateLimitHits)
      .values([
        { bucket: `reset:account:${id}` },
        { bucket: `reset:email:${email.toLowerCase()}` },
      ]);

    // The browser's anonymous id ties the events before sign-in to the person, so it counts too.
    const person = { id, email, names: ['Zephyrine', 'Quillfeather', anonymousId] };
    const before = await tracesOf(person);
    // The scan does see the data before: it is a real test of the erasure, not of an empty search.
    expect(before.length).toBeGreaterThan(12);

    expect((await requestDeletion(agent)).statusCode).toBe(200);
    const link = deletionLinkTo(email);
    expect(link.url.pathname).toBe('/account-delete/confirmation');
    expect(link.uid).toBe(id);
    const confirmed = await confirm(agent, link.evt, link.uid);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ ok: true });

    expect(await tracesOf(person)).toEqual([]);

    const session = (await agent.get('/api/v2/my/sessions/current')).json();
    expect(session.user).toBeUndefined();
    expect(session.anonymous_id).not.toBe(anonymousId);
    expect((await signIn(email)).statusCode).toBe(401);

    // The other user keeps everything.
    expect((await signIn('bystander@example.com')).statusCode).toBe(200);
    const kept = await rowsOf(
      sql`select 1 from addresses where user_id = ${bystander.id} union all
          select 1 from credit_cards where user_id = ${bystander.id} union all
          select 1 from email_preferences where user_id = ${bystander.id}`,
    );
    expect(kept).toHaveLength(3);

    // Confirming again changes nothing and says the link is spent.
    const again = await confirm(agent, link.evt, link.uid);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('invalid_token');
  });

  it('erases in order, with the users row last', () => {
    const names = personalDataErasers.map((e) => e.name);
    expect(names.at(-1)).toBe('account');
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('account deletion refusals', () => {
  it('refuses a guest', async () => {
    const response = await requestDeletion(new TestAgent(server.app));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });

  it('refuses a call without the CSRF token', async () => {
    const { agent } = await signUp('csrf-delete@example.com');
    const response = await agent.request({
      method: 'POST',
      url: '/api/v2/my/account/delete_account',
      payload: { password: PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf_invalid');
    const confirmation = await agent.request({
      method: 'POST',
      url: '/api/v2/my/account/delete_account_confirmation',
      payload: { token: 'x', user_id: 1 },
    });
    expect(confirmation.statusCode).toBe(403);
  });

  it('refuses a wrong password without mailing, and rate limits wrong passwords', async () => {
    const email = 'wrong-password@example.com';
    const { agent } = await signUp(email);
    const sentBefore = mailer.sent.length;
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await requestDeletion(agent, 'not my password');
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('invalid_password');
      expect(response.json().error.fields.password).toEqual(['The password is not correct.']);
    }
    const limited = await requestDeletion(agent);
    expect(limited.statusCode).toBe(429);
    expect(mailer.sent.length).toBe(sentBefore);
    expect((await signIn(email)).statusCode).toBe(200);
  });

  it('refuses an empty password as bad input', async () => {
    const { agent } = await signUp('empty-password@example.com');
    const response = await requestDeletion(agent, '');
    expect(response.statusCode).toBe(400);
  });

  it('refuses an expired link and keeps the account', async () => {
    const email = 'expired@example.com';
    const { agent } = await signUp(email);
    expect((await requestDeletion(agent)).statusCode).toBe(200);
    const link = deletionLinkTo(email);
    const start = server.clock.now;
    server.clock.now = new Date(start.getTime() + DELETION_LINK_TTL_MS + 1000);
    try {
      const response = await confirm(agent, link.evt, link.uid);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_token');
    } finally {
      server.clock.now = start;
    }
    expect((await signIn(email)).statusCode).toBe(200);
  });

  it('refuses a token with another user id, a wrong token, and an earlier link', async () => {
    const email = 'wrong-uid@example.com';
    const { agent, id } = await signUp(email);
    const other = await signUp('other-uid@example.com');
    expect((await requestDeletion(agent)).statusCode).toBe(200);
    const first = deletionLinkTo(email);
    expect((await requestDeletion(agent)).statusCode).toBe(200);
    const second = deletionLinkTo(email);

    const otherUid = await confirm(agent, second.evt, other.id);
    expect(otherUid.statusCode).toBe(400);
    expect(otherUid.json().error.code).toBe('invalid_token');
    const wrongToken = await confirm(agent, `${second.evt}x`, id);
    expect(wrongToken.statusCode).toBe(400);
    // Asking again withdraws the earlier link: only the newest one works.
    const earlier = await confirm(agent, first.evt, id);
    expect(earlier.statusCode).toBe(400);
    expect((await signIn(email)).statusCode).toBe(200);
    expect((await signIn('other-uid@example.com')).statusCode).toBe(200);

    // The right link still works, from another browser without a session too.
    const elsewhere = new TestAgent(server.app);
    expect((await confirm(elsewhere, second.evt, id)).statusCode).toBe(200);
    expect((await signIn(email)).statusCode).toBe(401);
    // The signed-in browser of the erased account is a guest on its next call.
    expect((await agent.get('/api/v2/my/sessions/current')).json().user).toBeUndefined();
  });
});
