import pg from 'pg';
import { type Database, openDatabase } from '../../../src/server/db/database';
import { migratedPgliteDump } from './migratedPglite';

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
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
