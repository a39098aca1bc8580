import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema/accounts';
import { SIGN_UP_LINK_TTL_MS } from '../../../src/server/identity/accounts/accounts.service';
import { memoryMailer } from '../support/memoryMailer';
import { CONFIRM_SUBJECT, signUpConfirmed, signUpKeyFor, signUpLinkFor } from '../support/signUp';
import { startTestServer, type TestServer } from '../support/testServer';
import { Visitor } from '../support/visitor';

/*
 * Nobody may learn whether an address has an account from the answers of sign-in, sign-up or
 * password reset. (Timing is matched in the code — a dummy argon2 verify, token work in both branches, mail
 * sent after the answer — but not asserted here: timings make flaky tests.)
 */

const mailer = memoryMailer();
let server: TestServer;
const known = { email: 'known@example.com', password: 'correct horse battery' };

beforeAll(async () => {
  server = await startTestServer({ mailer });
  await signUpConfirmed(new Visitor(server.app), { ...known, first_name: 'Known' }, mailer.sent);
});
afterAll(() => server.close());

/** The accounts holding an address, whatever its case. */
function accountsWith(email: string) {
  return server.database.db
    .select({ firstName: users.firstName })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
}

/** What a caller can see of an answer: status, body and which headers came (not their values). */
function observable(response: LightMyRequestResponse) {
  return {
    status: response.statusCode,
    body: response.body,
    headers: Object.keys(response.headers)
      .filter((name) => name !== 'date')
      .sort(),
    cookies: response.cookies.map((c) => c.name).sort(),
  };
}

describe('no user enumeration', () => {
  it('answers sign-in with a wrong password and with an unknown email identically', async () => {
    const wrongPassword = await new Visitor(server.app).send('POST', '/api/v2/my/sessions', {
      email: known.email,
      password: 'not the password',
    });
    const unknownEmail = await new Visitor(server.app).send('POST', '/api/v2/my/sessions', {
      email: 'stranger@example.com',
      password: 'not the password',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(observable(unknownEmail)).toEqual(observable(wrongPassword));
  });

  it('locks out an unknown email after as many failures as a known one, with the same answer', async () => {
    const attempts = async (email: string) => {
      const visitor = new Visitor(server.app);
      const answers = [];
      for (let i = 0; i <= 10; i++) {
        answers.push(
          observable(
            await visitor.send('POST', '/api/v2/my/sessions', {
              email,
              password: `wrong-guess-${i}`,
            }),
          ),
        );
      }
      return answers;
    };
    // An account with no failures yet, as the unknown address has none.
    const fresh = 'lockout@example.com';
    await signUpConfirmed(
      new Visitor(server.app),
      { email: fresh, password: known.password, first_name: 'Lock' },
      mailer.sent,
    );
    const forKnown = await attempts(fresh);
    const forUnknown = await attempts('ghost@example.com');
    expect(forKnown.at(-1)?.status).toBe(429);
    expect(forUnknown).toEqual(forKnown);
  });

  it('answers a reset request for an unknown address as for a known one', async () => {
    const sentBefore = mailer.sent.length;
    const forKnown = await new Visitor(server.app).send(
      'POST',
      '/api/v2/account/reset_password/send_email',
      { email: known.email },
    );
    const forUnknown = await new Visitor(server.app).send(
      'POST',
      '/api/v2/account/reset_password/send_email',
      { email: 'stranger@example.com' },
    );
    expect(forKnown.statusCode).toBe(200);
    expect(observable(forUnknown)).toEqual(observable(forKnown));
    // Only the account's owner hears about it, by email.
    expect(mailer.sent.slice(sentBefore).map((m) => m.to)).toEqual([known.email]);
  });

  it('refuses a reset link with the same answer whether the uid exists or not', async () => {
    const change = (userId: number) =>
      new Visitor(server.app).send('POST', '/api/v2/account/reset_password/change_password', {
        key: 'k'.repeat(43),
        user_id: userId,
        password: 'a long enough password',
      });
    const existing = await change(1);
    const missing = await change(987_654);
    expect(existing.statusCode).toBe(400);
    expect(observable(missing)).toEqual(observable(existing));
  });

  it('answers sign-up for a taken address byte for byte as for a new one, telling only by mail', async () => {
    const sentBefore = mailer.sent.length;
    const taken = await new Visitor(server.app).send('POST', '/api/v2/users', {
      email: 'KNOWN@example.com',
      password: 'some other password',
      first_name: 'Imposter',
    });
    const fresh = await new Visitor(server.app).send('POST', '/api/v2/users', {
      email: 'newcomer@example.com',
      password: 'some other password',
      first_name: 'Newt',
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.body).toBe('{"ok":true}');
    expect(observable(fresh)).toEqual(observable(taken));

    const sent = mailer.sent.slice(sentBefore);
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      [known.email, 'Someone (maybe you) tried to create an account with this email'],
      ['newcomer@example.com', CONFIRM_SUBJECT],
    ]);
    // The owner is shown the ways back in; the newcomer the link that makes the account.
    expect(sent[0]!.text).toMatch(/Sign in: \S+\/account\/login/);
    expect(sent[0]!.text).toMatch(/Reset your password: \S+\/account\/reset_password/);
    expect((await signUpLinkFor(mailer.sent, 'newcomer@example.com')).pathname).toBe(
      '/account/signup',
    );

    // Nothing changed for the owner, and no account exists until the link is used.
    expect(await accountsWith(known.email)).toEqual([{ firstName: 'Known' }]);
    expect(await accountsWith('newcomer@example.com')).toEqual([]);
    const signIn = await new Visitor(server.app).send('POST', '/api/v2/my/sessions', {
      email: 'newcomer@example.com',
      password: 'some other password',
    });
    expect(signIn.statusCode).toBe(401);
  });
});

describe('confirming a sign-up (users/confirm)', () => {
  const password = 'correct horse battery';
  const confirm = (visitor: Visitor, key: string) =>
    visitor.send('POST', '/api/v2/users/confirm', { key });
  const start = async (email: string, extra: Record<string, unknown> = {}) => {
    const response = await new Visitor(server.app).send('POST', '/api/v2/users', {
      email,
      password,
      first_name: 'Conf',
      ...extra,
    });
    expect(response.statusCode).toBe(200);
    return signUpKeyFor(mailer.sent, email);
  };
  const expectRefused = (response: LightMyRequestResponse) => {
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_token');
    expect(response.json().error.message).toMatch(/invalid, expired or already used/);
  };

  it('creates the account and signs this browser in under a new session, once', async () => {
    const key = await start('once@example.com', { last_name: 'Only', accepts_marketing: true });
    const visitor = new Visitor(server.app);
    await visitor.fetchCsrf();
    const guestToken = visitor.cookies.get('ps_sid');
    const confirmed = await confirm(visitor, key);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user).toMatchObject({
      email: 'once@example.com',
      first_name: 'Conf',
      last_name: 'Only',
    });
    expect(visitor.cookies.get('ps_sid')).not.toBe(guestToken);
    const current = (await visitor.get('/api/v2/my/sessions/current')).json();
    expect(current.user.email).toBe('once@example.com');
    const details = (await visitor.get('/api/v2/my/account/details')).json();
    expect(details.accepts_marketing).toBe(true);
    // The password given at sign-up is the account's.
    const signIn = await new Visitor(server.app).send('POST', '/api/v2/my/sessions', {
      email: 'once@example.com',
      password,
    });
    expect(signIn.statusCode).toBe(200);

    expectRefused(await confirm(new Visitor(server.app), key));
    expect(await accountsWith('once@example.com')).toHaveLength(1);
  });

  it("carries the sign-up page's return_to in the emailed link", async () => {
    await start('returning@example.com', { return_to: '/cart' });
    const link = await signUpLinkFor(mailer.sent, 'returning@example.com');
    expect(link.searchParams.get('return_to')).toBe('/cart');
    expect(link.searchParams.get('key')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a key after 24 hours', async () => {
    const key = await start('late@example.com');
    const startedAt = server.clock.now;
    server.clock.now = new Date(startedAt.getTime() + SIGN_UP_LINK_TTL_MS + 1000);
    try {
      expectRefused(await confirm(new Visitor(server.app), key));
    } finally {
      server.clock.now = startedAt;
    }
    expect(await accountsWith('late@example.com')).toEqual([]);
  });

  it('refuses an unknown key', async () => {
    expectRefused(await confirm(new Visitor(server.app), 'k'.repeat(43)));
  });

  it('refuses a key when the address got an account meanwhile, with the same answer', async () => {
    const first = await start('twice@example.com');
    const second = await start('twice@example.com');
    expect((await confirm(new Visitor(server.app), second)).statusCode).toBe(200);
    expectRefused(await confirm(new Visitor(server.app), first));
    expect(await accountsWith('twice@example.com')).toHaveLength(1);
  });

  it('refuses a confirmation without the CSRF token, and the key still works after', async () => {
    const key = await start('csrf-confirm@example.com');
    const visitor = new Visitor(server.app);
    await visitor.fetchCsrf();
    const refused = await visitor.request({
      method: 'POST',
      url: '/api/v2/users/confirm',
      payload: { key },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('csrf_invalid');
    expect(await accountsWith('csrf-confirm@example.com')).toEqual([]);
    expect((await confirm(visitor, key)).statusCode).toBe(200);
  });
});
