import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestAgent, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const body = { email: 'erin@example.com', password: 'correct horse battery', first_name: 'Erin' };

describe('idempotency keys', () => {
  it('replays the first answer for the same key instead of acting twice', async () => {
    const agent = new TestAgent(server.app);
    await agent.fetchCsrf();
    const before = { cookies: new Map(agent.cookies), csrf: agent.csrfToken };
    const key = { 'idempotency-key': 'signup-0001-erin' };
    const first = await agent.send('POST', '/api/v2/users', body, key);
    expect(first.statusCode).toBe(200);
    // The answer was lost on the way: the device retries with the cookies it had before.
    agent.cookies = before.cookies;
    agent.csrfToken = before.csrf;
    const retry = await agent.send('POST', '/api/v2/users', body, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    // Acted once: one sign-up mail, not two.
    expect(server.mail.filter((m) => m.to === body.email)).toHaveLength(1);
  });

  it('replays for a guest, and refuses the same key with another payload', async () => {
    const agent = new TestAgent(server.app);
    const key = { 'idempotency-key': 'signin-attempt-42' };
    const first = await agent.send(
      'POST',
      '/api/v2/my/sessions',
      { email: 'x@example.com', password: 'nope-nope' },
      key,
    );
    expect(first.statusCode).toBe(401);
    const again = await agent.send(
      'POST',
      '/api/v2/my/sessions',
      { email: 'x@example.com', password: 'nope-nope' },
      key,
    );
    expect(again.statusCode).toBe(401);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await agent.send(
      'POST',
      '/api/v2/my/sessions',
      { email: 'y@example.com', password: 'nope-nope' },
      key,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency_key_reused');
  });

  it('rejects a malformed key', async () => {
    const agent = new TestAgent(server.app);
    const response = await agent.send(
      'POST',
      '/api/v2/my/sessions',
      { email: 'x@example.com', password: 'p' },
      {
        'idempotency-key': 'bad key!',
      },
    );
    expect(response.statusCode).toBe(400);
  });
});
