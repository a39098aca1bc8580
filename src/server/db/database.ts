import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { whileHoldingStartupLock } from './startupLock';

/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * `dataDir` undefined keeps the database in memory (tests); `loadDataDir` starts it from a
   * dump of another (tests start from one already migrated instead of migrating each time).
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/**
 * Opens the database, applies every pending migration and runs `prepare` (the seeds) before anyone
 * can query it, all under the startup lock so processes starting together take turns.
 */
export async function openDatabase(
  options: DatabaseOptions,
  prepare: (db: Db) => Promise<void> = async () => {},
): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server drops (a restart, a failover, an administrator) is removed
    // from the pool and the next query opens a new one; unhandled, its error would end the process.
    pool.on('error', (error) => console.warn(`database: idle connection lost (${error.message})`));
    const db = drizzlePg({ client: pool });
    // The lock's own connection stays out of the pool until released, so the migrator and the
    // seeds work on others: a pool of one connection would wait on itself.
    const session = await pool.connect();
    try {
      await whileHoldingStartupLock(session, async () => {
        await migratePg(db, { migrationsFolder });
        await prepare(db as unknown as Db);
      });
    } finally {
      session.release();
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = options.dataDir
    ? new PGlite(options.dataDir)
    : new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const db = drizzlePglite({ client });
  await whileHoldingStartupLock(client, async () => {
    await migratePglite(db, { migrationsFolder });
    await prepare(db as unknown as Db);
  });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** Chooses PostgreSQL when a URL is given, else PGlite files under the data dir. */
export function databaseOptionsFromEnv(env: {
  DATABASE_URL?: string;
  dataDir: string;
}): DatabaseOptions {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: path.join(env.dataDir, 'pglite') };
}

/** A transaction handed to a callback of `db.transaction`; repos that join a caller's take `Db | DbTx`. */
export type DbTx = Parameters<Parameters<Db['transaction']>[0]>[0];
