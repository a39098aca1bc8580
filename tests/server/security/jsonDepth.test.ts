import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer';
import { Visitor } from '../support/visitor';

/** Issue 20, item 3: a body nested thousands deep is the caller's mistake (400), not a crash (500). */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const LEVELS = 5000;

describe('deeply nested JSON', () => {
  it.each([
    ['arrays', `${'['.repeat(LEVELS)}${']'.repeat(LEVELS)}`],
    ['objects', `${'{"a":'.repeat(LEVELS)}1${'}'.repeat(LEVELS)}`],
    [
      'a field of a real call',
      `{"email":"a@example.com","password":${'['.repeat(LEVELS)}${']'.repeat(LEVELS)}}`,
    ],
  ])('answers %s 5,000 levels deep with 400 invalid_json', async (_label, payload) => {
    const visitor = new Visitor(server.app);
    const token = await visitor.fetchCsrf();
    const response = await visitor.request({
      method: 'POST',
      url: '/api/v2/my/sessions',
      payload,
      headers: { 'content-type': 'application/json', 'x-csrf-token': token },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_json');
  });

  it('still takes ordinary nesting', async () => {
    const response = await new Visitor(server.app).send('POST', '/api/v2/my/sessions', {
      email: 'a@example.com',
      password: 'long enough',
      remember_me: true,
    });
    expect(response.statusCode).toBe(401);
  });
});
