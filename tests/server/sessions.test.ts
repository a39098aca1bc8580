import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/accounts';
import { signUpConfirmed } from './support/signUp';
import { startTestServer, TestAgent, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const signUpBody = {
  email: 'ada@example.com',
  password: 'correct horse battery',
  first_name: 'Ada',
};

describe('guest sessions', () => {
  it('gives a guest an anonymous session with httpOnly SameSite cookies and no user', async () => {
    const agent = new TestAgent(server.app);
    const response = await agent.get('/api/v2/my/sessions/current');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toBeUndefined();
    expect(body.anonymous_id).toMatch(/^[A-Za-z0-9_-]{10,}$/);
    expect(body.csrf_token).toEqual(expect.any(String));
    const sid = response.cookies.find((c) => c.name === 'ps_sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('keeps the same anonymous id and CSRF token while the cookies are kept', async () => {
    const agent = new TestAgent(server.app);
    const first = (await agent.get('/api/v2/my/sessions/current')).json();
    const second = (await agent.get('/api/v2/my/sessions/current')).json();
    expect(second.anonymous_id).toBe(first.anonymous_id);
    expect(second.csrf_token).toBe(first.csrf_token);
    expect((await agent.get('/api/v2/my/sessions/csrf_token')).json()).toEqual({
      authenticity_token: first.csrf_token,
    });
  });
});

describe('CSRF', () => {
  it('refuses a state-changing call without the token, and one with a wrong token', async () => {
    const agent = new TestAgent(server.app);
    await agent.fetchCsrf();
    const missing = await agent.request({
      method: 'POST',
      url: '/api/v2/users',
      payload: signUpBody,
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.code).toBe('csrf_invalid');
    const wrong = await agent.request({
      method: 'POST',
      url: '/api/v2/users',
      payload: signUpBody,
      headers: { 'x-csrf-token': 'x'.repeat(43) },
    });
    expect(wrong.statusCode).toBe(403);
  });
});

describe('sign-up, sign-out and sign-in', () => {
  it('signs up, stays signed in, signs out, then signs in again with the same password', async () => {
    const agent = new TestAgent(server.app);
    const guest = (await agent.get('/api/v2/my/sessions/current')).json();
    const before = agent.cookies.get('ps_sid');

    const signUp = await signUpConfirmed(agent, signUpBody, server.mail);
    expect(signUp.json().user).toMatchObject({ email: 'ada@example.com', first_name: 'Ada' });
    // A new token after sign-in: a token seen before is worthless now.
    expect(agent.cookies.get('ps_sid')).not.toBe(before);
    expect(signUp.json().anonymous_id).toBe(guest.anonymous_id);

    const current = (await agent.get('/api/v2/my/sessions/current')).json();
    expect(current.user.email).toBe('ada@example.com');

    const signOut = await agent.send('DELETE', '/api/v2/my/sessions/current');
    expect(signOut.statusCode).toBe(200);
    expect(signOut.json()).toEqual({ ok: true });
    expect((await agent.get('/api/v2/my/sessions/current')).json().user).toBeUndefined();

    await agent.fetchCsrf();
    const signIn = await agent.send('POST', '/api/v2/my/sessions', {
      email: 'ADA@example.com',
      password: 'correct horse battery',
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.first_name).toBe('Ada');
  });

  it('does not let an old session token in after sign-out', async () => {
    const agent = new TestAgent(server.app);
    await signUpConfirmed(agent, { ...signUpBody, email: 'bob@example.com' }, server.mail);
    const stolen = new Map(agent.cookies);
    await agent.send('DELETE', '/api/v2/my/sessions/current');
    const thief = new TestAgent(server.app);
    thief.cookies = stolen;
    expect((await thief.get('/api/v2/my/sessions/current')).json().user).toBeUndefined();
  });

  it('treats a user token given the guest mark as a guest, never as the user', async () => {
    const agent = new TestAgent(server.app);
    await signUpConfirmed(agent, { ...signUpBody, email: 'gus@example.com' }, server.mail);
    const userToken = agent.cookies.get('ps_sid')!;
    expect(userToken).not.toMatch(/^g\./);
    const forger = new TestAgent(server.app);
    forger.cookies = new Map(agent.cookies);
    forger.cookies.set('ps_sid', `g.${userToken}`);
    expect((await forger.get('/api/v2/my/sessions/current')).json().user).toBeUndefined();
    expect((await agent.get('/api/v2/my/sessions/current')).json().user.email).toBe(
      'gus@example.com',
    );
  });

  it('turns a signed-out token into a fresh guest token, so it is not looked up again', async () => {
    const agent = new TestAgent(server.app);
    await signUpConfirmed(agent, { ...signUpBody, email: 'hal@example.com' }, server.mail);
    const stolen = new Map(agent.cookies);
    await agent.send('DELETE', '/api/v2/my/sessions/current');
    const thief = new TestAgent(server.app);
    thief.cookies = stolen;
    await thief.get('/api/v2/my/sessions/current');
    expect(thief.cookies.get('ps_sid')).toMatch(/^g\./);
    expect(thief.cookies.get('ps_aid')).toBe(stolen.get('ps_aid'));
  });

  it('answers 400 with field errors for bad sign-up input, never 500', async () => {
    const agent = new TestAgent(server.app);
    const response = await agent.send('POST', '/api/v2/users', {
      email: 'not-an-email',
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('invalid_input');
    expect(Object.keys(error.fields)).toEqual(
      expect.arrayContaining(['email', 'password', 'first_name']),
    );
  });

  it('refuses a second account for the same email, whatever its case, telling only the owner', async () => {
    const agent = new TestAgent(server.app);
    await signUpConfirmed(agent, { ...signUpBody, email: 'carol@example.com' }, server.mail);
    const other = new TestAgent(server.app);
    const again = await other.send('POST', '/api/v2/users', {
      ...signUpBody,
      email: 'Carol@Example.com',
    });
    // The same answer as for a new address (see enumeration.test.ts); the owner gets a mail.
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true });
    expect(server.mail.at(-1)).toMatchObject({
      to: 'carol@example.com',
      subject: 'Someone (maybe you) tried to create an account with this email',
    });
    const accounts = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = 'carol@example.com'`);
    expect(accounts).toHaveLength(1);
  });

  it('answers a wrong password with 401 and throttles after ten failures', async () => {
    const agent = new TestAgent(server.app);
    await signUpConfirmed(agent, { ...signUpBody, email: 'dave@example.com' }, server.mail);
    const attacker = new TestAgent(server.app);
    for (let i = 0; i < 10; i += 1) {
      const response = await attacker.send('POST', '/api/v2/my/sessions', {
        email: 'dave@example.com',
        password: `wrong-pw-${i}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await attacker.send('POST', '/api/v2/my/sessions', {
      email: 'dave@example.com',
      password: 'correct horse battery',
    });
    expect(blocked.statusCode).toBe(429);
    // The window is 15 minutes of the server's clock.
    server.clock.now = new Date(server.clock.now.getTime() + 16 * 60_000);
    const later = await attacker.send('POST', '/api/v2/my/sessions', {
      email: 'dave@example.com',
      password: 'correct horse battery',
    });
    expect(later.statusCode).toBe(200);
  });

  it('gives the same answer for an unknown email as for a wrong password', async () => {
    const agent = new TestAgent(server.app);
    const response = await agent.send('POST', '/api/v2/my/sessions', {
      email: 'nobody@example.com',
      password: 'whatever-it-is',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('invalid_credentials');
  });
});
