import type { Db } from '../database';

/**
 * The seeding port: loads one area's starting data through that area's own repo, safe to run on
 * every start. The areas implement it; a composition root (routes/startingData.ts) lists them.
 */
export type Seeder = (db: Db, now: Date) => Promise<unknown>;
