import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActionName, actionTable } from '../../../src/shared/api/actionTable';
import type { ActionDef } from '../../../src/shared/api/defineAction';
import { signUpConfirmed } from '../support/signUp';
import { startTestServer, type TestServer } from '../support/testServer';
import { Visitor } from '../support/visitor';

/*
 * CSRF guards every call that changes state and rides on the session cookie: each non-GET action
 * of the table, except the few declared `csrf: 'none'` because they carry their own proof, must
 * be refused with 403 csrf_invalid when the token is missing or belongs to another session — and
 * refused before anything happens, which the database's fingerprint shows.
 */

const names = Object.keys(actionTable) as ActionName[];
const defOf = (name: ActionName): ActionDef => actionTable[name];
const stateChanging = names.filter(
  (name) => defOf(name).method !== 'GET' && defOf(name).csrf !== 'none',
);
const reads = names.filter((name) => defOf(name).method === 'GET');

let server: TestServer;
let user: Visitor;
beforeAll(async () => {
  server = await startTestServer();
  user = new Visitor(server.app);
  await signUpConfirmed(
    user,
    { email: 'csrf@example.com', password: 'correct horse battery', first_name: 'Cee' },
    server.mail,
  );
});
afterAll(() => server.close());

/** Fills `:params` with a plausible value so the route matches. */
const concretePath = (path: string) => path.replace(/:([a-z_]+)/gi, '1');

/** One digest per table of everything in it: any insert, update or delete changes it. */
async function databaseFingerprint(): Promise<Record<string, string>> {
  const { db } = server.database;
  const tables = (
    (await db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as unknown as {
      rows: { name: string }[];
    }
  ).rows.map((row) => row.name);
  const fingerprint: Record<string, string> = {};
  for (const table of tables) {
    const result = (await db.execute(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(table)} t`,
    )) as unknown as { rows: { digest: string }[] };
    fingerprint[table] = result.rows[0]!.digest;
  }
  return fingerprint;
}

describe('CSRF on every state-changing action', () => {
  it('covers the whole table', () => {
    console.log(
      `state-changing actions checked: ${stateChanging.length}; exempt by csrf: 'none': ${
        names.filter((n) => defOf(n).csrf === 'none').join(', ') || 'none'
      }`,
    );
    expect(stateChanging.length).toBeGreaterThan(50);
  });

  it('refuses each one signed in but without the token, or with another session’s, before doing anything', async () => {
    const other = new Visitor(server.app);
    const othersToken = await other.fetchCsrf();
    const ownToken = await user.fetchCsrf();
    expect(othersToken).not.toBe(ownToken);
    const before = await databaseFingerprint();

    for (const name of stateChanging) {
      const def = actionTable[name];
      const url = concretePath(def.path);
      for (const headers of [{}, { 'x-csrf-token': othersToken }]) {
        const response = await user.request({ method: def.method, url, payload: {}, headers });
        const label = `${def.method} ${url} (${name}) ${'x-csrf-token' in headers ? "another session's token" : 'no token'}`;
        expect(response.statusCode, label).toBe(403);
        expect(response.json().error.code, label).toBe('csrf_invalid');
      }
    }

    expect(await databaseFingerprint()).toEqual(before);
    // Still signed in: a refused call does not end the session either.
    const current = (await user.get('/api/v2/my/sessions/current')).json();
    expect(current.user?.email).toBe('csrf@example.com');
  });

  it('lets no read (GET, which needs no token) change the database', async () => {
    const before = await databaseFingerprint();
    for (const name of reads) {
      const response = await user.get(concretePath(actionTable[name].path));
      expect(response.statusCode, name).toBeLessThan(600);
    }
    expect(await databaseFingerprint()).toEqual(before);
  });
});
