import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { freshDatabase } from './support/testDatabase';

async function rowsOf<Row>(database: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** The test databases themselves: each file's is fresh, whether new or handed on by a worker. */
describe('a test file’s database', () => {
  it('starts empty, its counters at the start, after another file filled and closed one', async () => {
    const first = await freshDatabase();
    await first.db.execute(sql`INSERT INTO rate_limit_hits (bucket) VALUES ('a'), ('b')`);
    await first.close();

    const second = await freshDatabase();
    try {
      const counted = await rowsOf<{ count: number }>(
        second,
        sql`SELECT count(*)::int AS count FROM rate_limit_hits`,
      );
      expect(counted).toEqual([{ count: 0 }]);
      const inserted = await rowsOf<{ id: number }>(
        second,
        sql`INSERT INTO rate_limit_hits (bucket) VALUES ('c') RETURNING id`,
      );
      expect(inserted).toEqual([{ id: 1 }]);
    } finally {
      await second.close();
    }
  });

  it('refuses every use once its file closed it, so nothing left running reaches the next file', async () => {
    const database = await freshDatabase();
    await database.close();
    await expect(database.db.execute(sql`SELECT 1`)).rejects.toThrow();
    const next = await freshDatabase();
    try {
      expect(await rowsOf(next, sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
    } finally {
      await next.close();
    }
  });
});
