import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAttempts } from '../../../src/server/db/schema/sessions';
import { startTestServer, type TestServer } from '../support/testServer';
import { Visitor } from '../support/visitor';

/** Issue 20, item 3: sign-in keeps the sign-up rule, so nobody makes the server hash 100 KB. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function failuresRecorded(): Promise<number> {
  const [row] = await server.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(authAttempts);
  return Number(row?.n ?? 0);
}

describe('the 8 to 128 character rule at sign-in', () => {
  it.each([
    ['7 characters', 'x'.repeat(7)],
    ['129 characters', 'x'.repeat(129)],
    ['100 KB', 'x'.repeat(100 * 1024)],
  ])('refuses a password of %s with 400 before checking it', async (_label, password) => {
    const before = await failuresRecorded();
    const response = await new Visitor(server.app).send('POST', '/api/v2/my/sessions', {
      email: 'anyone@example.com',
      password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_input');
    expect(Object.keys(response.json().error.fields)).toEqual(['password']);
    // The handler never ran: no password was verified, no failure counted.
    expect(await failuresRecorded()).toBe(before);
  });

  it('checks a password of 8 and of 128 characters', async () => {
    for (const password of ['x'.repeat(8), 'x'.repeat(128)]) {
      const response = await new Visitor(server.app).send('POST', '/api/v2/my/sessions', {
        email: 'anyone@example.com',
        password,
      });
      expect(response.statusCode).toBe(401);
    }
  });
});
