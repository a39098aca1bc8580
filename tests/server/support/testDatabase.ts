import pg from 'pg';
import { type Database, openDatabase } from '../../../src/server/db/database';
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
  if (process.env.TEST_DB !== 'postgres')
    return openDatabase({ kind: 'pglite', loadDataDir: await migratedPgliteDump() });
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
