import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/app';
import { SIGN_UP_IP_LIMIT } from '../../src/server/modules/accounts/accounts.service';
import { SIGN_IN_IP_LIMIT } from '../../src/server/modules/sessions/sessions.service';
import { memoryMailer } from './support/memoryMailer';
import { signUpConfirmed } from './support/signUp';
import { startTestServer, type TestServer } from './support/testServer';
import { Visitor } from './support/visitor';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PASSWORD = 'correct horse battery';
let count = 0;

async function account(visitor = new Visitor(server.app)) {
  const email = `member${++count}@example.com`;
  await signUpConfirmed(visitor, { email, password: PASSWORD, first_name: 'Mem' }, server.mail);
  return email;
}

const signIn = (visitor: Visitor, email: string, password = PASSWORD) =>
  visitor.send('POST', '/api/v2/my/sessions', { email, password });

/** A second browser holding a copy of `visitor`'s cookies, as someone who stole them would. */
function copyOf(visitor: Visitor): Visitor {
  const copy = new Visitor(server.app, visitor.ip);
  copy.cookies = new Map(visitor.cookies);
  return copy;
}

describe('session rotation', () => {
  it('gives a new session token at sign-in, so a token planted before sign-in is worthless', async () => {
    const email = await account();
    const browser = new Visitor(server.app);
    await browser.get('/api/v2/my/sessions/current');
    // Session fixation: the attacker knows the guest token the victim's browser carries.
    const planted = copyOf(browser);
    const guestToken = browser.cookies.get('ps_sid');
    const guestCsrf = await browser.fetchCsrf();

    expect((await signIn(browser, email)).statusCode).toBe(200);
    expect(browser.cookies.get('ps_sid')).not.toBe(guestToken);
    // The CSRF token is bound to the session, so it changes too.
    expect(browser.csrfToken).not.toBe(guestCsrf);
    expect((await browser.get('/api/v2/my/sessions/current')).json().user.email).toBe(email);
    expect((await planted.get('/api/v2/my/sessions/current')).json().user).toBeUndefined();
  });

  it('ends the previous signed-in session when the same browser signs in again', async () => {
    const first = await account();
    const second = await account();
    const browser = new Visitor(server.app);
    expect((await signIn(browser, first)).statusCode).toBe(200);
    const before = copyOf(browser);
    expect((await signIn(browser, second)).statusCode).toBe(200);
    expect((await browser.get('/api/v2/my/sessions/current')).json().user.email).toBe(second);
    expect((await before.get('/api/v2/my/sessions/current')).json().user).toBeUndefined();
  });
});

describe('limits kept in the database', () => {
  it('refuses sign-ins from one IP past its limit, across accounts, and not from another IP', async () => {
    const email = await account();
    const stuffer = new Visitor(server.app);
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_IP_LIMIT.limit; i++) {
      // Many accounts, few tries each: the per-account limit never trips.
      statuses.push((await signIn(stuffer, `victim${i}@example.com`, `guess-${i}`)).statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([401]));
    const refused = await signIn(stuffer, email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'too_many_requests' });
    expect(refused.json().error.message).toMatch(/from your network/);
    // Right password, other network: fine.
    expect((await signIn(new Visitor(server.app), email)).statusCode).toBe(200);
  });

  it('refuses new accounts from one IP past its hourly limit', async () => {
    const office = new Visitor(server.app);
    for (let i = 0; i < SIGN_UP_IP_LIMIT.limit; i++) {
      const visitor = new Visitor(server.app, office.ip);
      await account(visitor);
    }
    const refused = await new Visitor(server.app, office.ip).send('POST', '/api/v2/users', {
      email: 'one-too-many@example.com',
      password: PASSWORD,
      first_name: 'Late',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too_many_requests');
    // An hour later the same network may sign up again.
    const start = server.clock.now;
    server.clock.now = new Date(start.getTime() + SIGN_UP_IP_LIMIT.windowMs + 1000);
    try {
      await account(new Visitor(server.app, office.ip));
    } finally {
      server.clock.now = start;
    }
  });

  it('shares the limits with a second server process on the same database', async () => {
    const second = await buildServer({
      db: server.database.db,
      now: () => server.clock.now,
      mailer: memoryMailer(),
    });
    await second.ready();
    try {
      const ip = new Visitor(server.app).ip;
      const statuses: number[] = [];
      for (let i = 0; i < SIGN_IN_IP_LIMIT.limit; i++) {
        // Alternating between the two processes, as a load balancer would.
        const visitor = new Visitor(i % 2 === 0 ? server.app : second, ip);
        statuses.push((await signIn(visitor, `spread${i}@example.com`, 'guess')).statusCode);
      }
      expect(new Set(statuses)).toEqual(new Set([401]));
      expect((await signIn(new Visitor(second, ip), 'spread0@example.com')).statusCode).toBe(429);
      expect((await signIn(new Visitor(server.app, ip), 'spread0@example.com')).statusCode).toBe(
        429,
      );
    } finally {
      await second.close();
    }
  });
});
