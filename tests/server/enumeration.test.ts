import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryMailer } from './support/memoryMailer';
import { startTestServer, type TestServer } from './support/testServer';
import { Visitor } from './support/visitor';

/*
 * Nobody may learn whether an address has an account from the answers of sign-in or password
 * reset. (Timing is matched in the code — a dummy argon2 verify, token work in both branches, mail
 * sent after the answer — but not asserted here: timings make flaky tests.)
 */

const mailer = memoryMailer();
let server: TestServer;
const known = { email: 'known@example.com', password: 'correct horse battery' };

beforeAll(async () => {
  server = await startTestServer({ mailer });
  const response = await new Visitor(server.app).send('POST', '/api/v2/users', {
    ...known,
    first_name: 'Known',
  });
  expect(response.statusCode).toBe(200);
});
afterAll(() => server.close());

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
            await visitor.send('POST', '/api/v2/my/sessions', { email, password: `guess-${i}` }),
          ),
        );
      }
      return answers;
    };
    // An account with no failures yet, as the unknown address has none.
    const fresh = 'lockout@example.com';
    await new Visitor(server.app).send('POST', '/api/v2/users', {
      email: fresh,
      password: known.password,
      first_name: 'Lock',
    });
    const forKnown = await attempts(fresh);
    const forUnknown = await attempts('ghost@example.com');
    expect(forKnown.at(-1)?.status).toBe(429);
    expect(forUnknown).toEqual(forKnown);
  });

  it('answers a reset request for an unknown address as for a known one', async () => {
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
    expect(mailer.sent.map((m) => m.to)).toEqual([known.email]);
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

  it('answers sign-up with a taken address only after the same password hashing as a new one', async () => {
    // Sign-up signs the new account in at once, so a taken address cannot get the same answer as
    // a free one; the answer says so plainly, and the per-IP sign-up limit keeps it from being a
    // bulk oracle (see signInSecurity.test.ts). Its message is the same whatever the case.
    const taken = await new Visitor(server.app).send('POST', '/api/v2/users', {
      email: 'KNOWN@example.com',
      password: 'some other password',
      first_name: 'Imposter',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('email_taken');
    expect(taken.json().error.fields.email[0]).toMatch(/Sign in or reset your password/);
  });
});
