import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from './support/testDatabase';

/** The test databases themselves: each file's is fresh, whether new or handed on by a worker. */
describe('a test file’s database', () => {
  it('starts empty, its counters at the start, after another file filled and closed one', async () => {
    const first = await freshDatabase();
    await first.db.execute(sql`INSERT INTO rate_limit_hits (bucket) VALUES ('a'), ('b')`);
    await first.close();

    const second = await freshDatabase();
    try {
      const rows = await second.db.execute<{ count: number }>(
        sql`SELECT count(*)::int AS count FROM rate_limit_hits`,
      );
      expect(rows.rows[0]?.count).toBe(0);
      const inserted = await second.db.execute<{ id: number }>(
        sql`INSERT INTO rate_limit_hits (bucket) VALUES ('c') RETURNING id`,
      );
      expect(inserted.rows[0]?.id).toBe(1);
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
      const rows = await next.db.execute<{ one: number }>(sql`SELECT 1 AS one`);
      expect(rows.rows[0]?.one).toBe(1);
    } finally {
      await next.close();
    }
  });
});
