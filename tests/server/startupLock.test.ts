import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type Database, type Db, openDatabase } from '../../src/server/db/database';
import { migratedPgliteDump } from './support/migratedPglite';

/*
 * Every process migrates and seeds under one advisory lock, so processes starting together on one
 * database take turns. The PostgreSQL case needs the server at TEST_DATABASE_URL (default: the
 * local one, user postgres) and opens two pools, as two processes would.
 */

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const available = await admin('select 1').then(
  () => true,
  () => false,
);

/** The rows of a raw query; either driver's result carries them as `rows`. */
async function rowsOf<Row>(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as { rows: Row[] }).rows;
}

async function advisoryLocksHeld(db: Db): Promise<number> {
  const [row] = await rowsOf<{ held: number }>(
    db,
    sql`select count(*)::int as held from pg_locks where locktype = 'advisory' and granted`,
  );
  return row?.held ?? 0;
}

describe('the startup lock', () => {
  it('is held while the seeds run and let go once the database is open (PGlite)', async () => {
    const heldDuringSeeds: number[] = [];
    // From the migrated dump: the migrator still runs under the lock, with nothing left to apply.
    const loadDataDir = await migratedPgliteDump();
    const database = await openDatabase({ kind: 'pglite', loadDataDir }, async (db) => {
      heldDuringSeeds.push(await advisoryLocksHeld(db));
    });
    try {
      expect(heldDuringSeeds).toEqual([1]);
      expect(await advisoryLocksHeld(database.db)).toBe(0);
    } finally {
      await database.close();
    }
    // A PGlite of its own (the other tests share their worker's): starting one is a hook's work.
  }, 120_000);

  it.skipIf(!available)(
    'makes two processes starting at once on an empty PostgreSQL database take turns',
    async () => {
      const name = `printshop_startup_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      await admin(`CREATE DATABASE ${name}`);
      const steps: string[] = [];
      const opened: Database[] = [];
      try {
        const open = (who: string) =>
          openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 }, async (db) => {
            steps.push(`${who} seeds`);
            await db.execute(sql`create table if not exists startup_probe (who text)`);
            await db.execute(sql`insert into startup_probe values (${who})`);
            steps.push(`${who} done`);
          }).then((database) => opened.push(database));
        await Promise.all([open('a'), open('b')]);
        expect(opened).toHaveLength(2);
        // Neither started its seeds before the other finished: a, a, b, b or the reverse.
        expect(steps.map((step) => step[0]).join('')).toMatch(/^(aabb|bbaa)$/);
        const [first] = opened;
        if (!first) throw new Error('no database opened');
        const appliedTwice = await rowsOf(
          first.db,
          sql`select hash from drizzle."__drizzle_migrations" group by hash having count(*) > 1`,
        );
        expect(appliedTwice).toEqual([]);
      } finally {
        for (const database of opened) await database.close();
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    },
  );
});
