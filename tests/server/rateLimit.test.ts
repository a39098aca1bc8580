import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { clearRateLimit, takeRateLimit } from '../../src/server/security/rateLimit';
import { freshDatabase } from './support/testDatabase';

describe('takeRateLimit', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  const limit = { limit: 3, windowMs: 60_000 };
  const at = (s: number) => new Date(Date.UTC(2026, 10, 22, 12, 0, s));

  it('allows the limit, refuses the next, and opens again when the oldest hit leaves the window', async () => {
    const answers = [];
    for (let s = 0; s < 4; s++) answers.push(await takeRateLimit(database.db, 'a', limit, at(s)));
    expect(answers.map((a) => a.allowed)).toEqual([true, true, true, false]);
    expect(answers[3]?.retryAfterMs).toBe(57_000);
    // Refused hits count: knocking on at 30 s keeps it shut until 30 s has left the window too.
    expect((await takeRateLimit(database.db, 'a', limit, at(30))).allowed).toBe(false);
    expect((await takeRateLimit(database.db, 'a', limit, at(61))).allowed).toBe(false);
    expect((await takeRateLimit(database.db, 'a', limit, at(91))).allowed).toBe(true);
  });

  it('keeps buckets apart and forgets a cleared one', async () => {
    for (let s = 0; s < 3; s++) await takeRateLimit(database.db, 'b', limit, at(s));
    expect((await takeRateLimit(database.db, 'c', limit, at(3))).allowed).toBe(true);
    await clearRateLimit(database.db, 'b');
    expect((await takeRateLimit(database.db, 'b', limit, at(4))).allowed).toBe(true);
  });
});
