import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../src/server/app';
import { SIGN_UP_IP_LIMIT } from '../../../src/server/identity/accounts/accounts.service';
import {
  ADDRESS_DELAY,
  NETWORK_DELAY,
  sweepSignInRecords,
} from '../../../src/server/identity/sessions/signInThrottle';
import { memoryMailer } from '../support/memoryMailer';
import { signUpConfirmed } from '../support/signUp';
import { startTestServer, type TestServer } from '../support/testServer';
import { Visitor } from '../support/visitor';

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
    for (let i = 0; i < NETWORK_DELAY.free; i++) {
      // Many accounts, few tries each: the per-account limit never trips.
      statuses.push(
        (await signIn(stuffer, `victim${i}@example.com`, `wrong-guess-${i}`)).statusCode,
      );
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
      for (let i = 0; i < NETWORK_DELAY.free; i++) {
        // Alternating between the two processes, as a load balancer would.
        const visitor = new Visitor(i % 2 === 0 ? server.app : second, ip);
        statuses.push((await signIn(visitor, `spread${i}@example.com`, 'wrong-guess')).statusCode);
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

describe('a lock that cannot be turned against the owner (issue 20)', () => {
  /** Ten wrong passwords for `email` from the attacker's network. */
  async function attack(email: string): Promise<Visitor> {
    const attacker = new Visitor(server.app);
    for (let i = 0; i < ADDRESS_DELAY.free; i++) {
      expect((await signIn(attacker, email, `wrong-guess-${i}`)).statusCode).toBe(401);
    }
    return attacker;
  }

  it("leaves the owner on another network free while the attacker's network waits", async () => {
    const email = await account();
    const attacker = await attack(email);
    const refused = await signIn(attacker, email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too_many_requests');
    // The owner at home, on another network, in a browser that never signed in.
    expect((await signIn(new Visitor(server.app), email)).statusCode).toBe(200);
    // Their success does not lift the attacker's wait.
    expect((await signIn(attacker, email)).statusCode).toBe(429);
  });

  it("lets the owner's known device through on the attacker's own network", async () => {
    const owner = new Visitor(server.app);
    const email = await account(owner);
    expect(owner.cookies.get('ps_dev')).toEqual(expect.any(String));
    await owner.send('DELETE', '/api/v2/my/sessions/current');
    // The attacker shares the owner's network (a café, an office).
    const attacker = new Visitor(server.app, owner.ip);
    for (let i = 0; i < ADDRESS_DELAY.free + 2; i++)
      await signIn(attacker, email, `wrong-guess-${i}`);
    expect((await signIn(new Visitor(server.app, owner.ip), email)).statusCode).toBe(429);
    await owner.fetchCsrf();
    expect((await signIn(owner, email)).statusCode).toBe(200);
  });

  it('does not take a device token of another account, or a forged one, as known', async () => {
    const email = await account();
    const stranger = new Visitor(server.app);
    await account(stranger);
    const attacker = await attack(email);
    // The attacker signs in to an account of their own and brings its device token along.
    const withOwnDevice = new Visitor(server.app, attacker.ip);
    withOwnDevice.cookies.set('ps_dev', stranger.cookies.get('ps_dev')!);
    expect((await signIn(withOwnDevice, email)).statusCode).toBe(429);
    const forged = new Visitor(server.app, attacker.ip);
    forged.cookies.set('ps_dev', `1.${'a'.repeat(22)}.${'b'.repeat(43)}`);
    expect((await signIn(forged, email)).statusCode).toBe(429);
  });

  it('slows a known device that guesses, on its own count', async () => {
    const owner = new Visitor(server.app);
    const email = await account(owner);
    await owner.fetchCsrf();
    for (let i = 0; i < ADDRESS_DELAY.free; i++) {
      expect((await signIn(owner, email, `wrong-guess-${i}`)).statusCode).toBe(401);
    }
    expect((await signIn(owner, email)).statusCode).toBe(429);
    // The network it sits on was not charged for them.
    expect((await signIn(new Visitor(server.app, owner.ip), email)).statusCode).toBe(200);
  });

  it('says when to try again on every 429, and the wait grows with each failure after it', async () => {
    const email = await account();
    const attacker = await attack(email);
    const first = await signIn(attacker, email);
    expect(first.statusCode).toBe(429);
    expect(Number(first.headers['retry-after'])).toBe(ADDRESS_DELAY.baseMs / 1000);
    const start = server.clock.now;
    try {
      server.clock.now = new Date(start.getTime() + ADDRESS_DELAY.baseMs + 1000);
      expect((await signIn(attacker, email, 'still-wrong')).statusCode).toBe(401);
      const second = await signIn(attacker, email);
      expect(second.statusCode).toBe(429);
      expect(Number(second.headers['retry-after'])).toBe((2 * ADDRESS_DELAY.baseMs) / 1000);
    } finally {
      server.clock.now = start;
    }
  });

  it('sends Retry-After with the network wait too', async () => {
    const stuffer = new Visitor(server.app);
    for (let i = 0; i < NETWORK_DELAY.free; i++) {
      await signIn(stuffer, `stuffed${i}@example.com`, 'wrong-guess');
    }
    const refused = await signIn(stuffer, 'stuffed0@example.com');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(NETWORK_DELAY.baseMs / 1000);
  });

  it('keeps the address lock in the database, where a second process sees it', async () => {
    const email = await account();
    const attacker = await attack(email);
    const second = await buildServer({
      db: server.database.db,
      now: () => server.clock.now,
      mailer: memoryMailer(),
    });
    await second.ready();
    try {
      expect((await signIn(new Visitor(second, attacker.ip), email)).statusCode).toBe(429);
      expect((await signIn(new Visitor(second), email)).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('sweeps failures no rule counts any more, whatever address they named, and lets the owner in', async () => {
    const email = await account();
    const attacker = await attack(email);
    // Guesses at addresses nobody will ever retry: only the sweep can forget them.
    for (const guess of ['nobody1@example.com', 'nobody2@example.com'])
      await signIn(new Visitor(server.app, attacker.ip), guess, 'wrong password!');
    const start = server.clock.now;
    // Other tests of this file move the clock too: count only what is as old as this test's.
    const count = async () =>
      (
        (await server.database.db.execute(
          sql`select count(*)::int as n from auth_attempts where created_at <= ${start.toISOString()}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    expect(await count()).toBeGreaterThan(0);

    // Within the window the sweep keeps them: they still slow the attacker down.
    expect((await sweepSignInRecords(server.database.db, start)).attempts).toBe(0);
    server.clock.now = new Date(start.getTime() + ADDRESS_DELAY.windowMs + 60_000);
    try {
      const swept = await sweepSignInRecords(server.database.db, server.clock.now);
      expect(swept.attempts).toBeGreaterThan(0);
      expect(await count()).toBe(0);
      expect((await signIn(new Visitor(server.app, attacker.ip), email)).statusCode).toBe(200);
    } finally {
      server.clock.now = start;
    }
  });
});
