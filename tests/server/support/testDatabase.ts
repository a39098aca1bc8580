import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type Database, type Db, openDatabase } from '../../../src/server/db/database';
import { migratedPgliteDump, migrationsHash } from './migratedPglite';

/** One statement on its own connection to the server (CREATE and DROP DATABASE need one). */
async function adminQuery(
  adminUrl: string,
  sql: string,
  params: unknown[] = [],
): Promise<pg.QueryResult> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await admin.query(sql, params);
  } finally {
    await admin.end();
  }
}

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** PostgreSQL's codes for "exists already" and "the template is in use by another session". */
const DUPLICATE_DATABASE = '42P04';
const OBJECT_IN_USE = '55006';

/**
 * Runs a statement that needs a database nobody is connected to, again while it is in use: another
 * worker copying the same template, or a closed connection's backend that has not exited yet.
 */
async function whileInUse(statement: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await statement();
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/**
 * A database with every migration applied, made once per set of migrations on the server and
 * kept there: each test's database is a copy of it (CREATE DATABASE … TEMPLATE), ~25 ms to open
 * instead of ~350 ms of migrating, for each of the hundreds the PostgreSQL project opens.
 */
async function migratedTemplate(adminUrl: string): Promise<string> {
  const template = `printshop_template_${await migrationsHash()}`;
  const existing = await adminQuery(adminUrl, 'SELECT 1 FROM pg_database WHERE datname = $1', [
    template,
  ]);
  if (existing.rowCount === 1) return template;
  const made = `${template}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${made}`);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, made) });
  await database.close();
  try {
    // Renamed into place whole: a copy is never taken of a half-migrated template.
    await whileInUse(() => adminQuery(adminUrl, `ALTER DATABASE ${made} RENAME TO ${template}`));
  } catch (error) {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${made} WITH (FORCE)`);
    if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
  }
  return template;
}

let template: Promise<string> | undefined;

async function createFromTemplate(adminUrl: string, name: string): Promise<void> {
  template ??= migratedTemplate(adminUrl);
  const from = await template;
  await whileInUse(() => adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${from}`));
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new database on the
 * PostgreSQL server at TEST_DATABASE_URL when the `server-postgres` project runs.
 */
export async function freshDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') return leasedPglite();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const name = `printshop_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await createFromTemplate(adminUrl, name);
  const database = await openDatabase({
    kind: 'postgres',
    url: databaseUrl(adminUrl, name),
    poolSize: 4,
  });
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * PGlite databases this worker's earlier test files have closed (test files share a worker's
 * modules, see vitest.config.ts). Starting Postgres inside WASM takes 1.1–1.6 s, for each of the
 * ~150 files that open one; emptying every table of a used one takes a few milliseconds.
 */
const idlePglites: PGlite[] = [];

/** Every table the migrations made, emptied, with their identity counters back at the start. */
async function emptied(client: PGlite): Promise<PGlite> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
     WHERE schemaname NOT IN ('pg_catalog', 'information_schema', 'drizzle')`,
  );
  if (rows.length > 0) {
    await client.exec(
      `TRUNCATE ${rows.map((row) => row.name).join(', ')} RESTART IDENTITY CASCADE`,
    );
  }
  return client;
}

/**
 * A migrated, empty PGlite database for one test file, handed back to the worker on close. The
 * file gets it through a stand-in that refuses every use after its close: a timer or job the file
 * left running fails as it would on a closed database, and never reads or writes the next
 * file's data.
 */
async function leasedPglite(): Promise<Database> {
  const idle = idlePglites.pop();
  const client = idle
    ? await emptied(idle)
    : (
        (await openDatabase({ kind: 'pglite', loadDataDir: await migratedPgliteDump() }))
          .db as unknown as {
          $client: PGlite;
        }
      ).$client;
  let closed = false;
  const lease = new Proxy(client, {
    get(target, property) {
      if (closed) throw new Error('PGlite is closed: this test file closed its database');
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    db: drizzle({ client: lease }) as unknown as Db,
    kind: 'pglite',
    async close() {
      if (closed) return;
      closed = true;
      idlePglites.push(client);
    },
  };
}
