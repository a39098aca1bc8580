import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sweepRuns } from '../db/schema/platform';

export async function lastSweepStart(db: Db, name: string): Promise<Date | undefined> {
  const [row] = await db.select().from(sweepRuns).where(eq(sweepRuns.name, name));
  return row?.lastStartedAt;
}

export async function recordSweepStart(db: Db, name: string, at: Date): Promise<void> {
  await db
    .insert(sweepRuns)
    .values({ name, lastStartedAt: at })
    .onConflictDoUpdate({ target: sweepRuns.name, set: { lastStartedAt: at } });
}
