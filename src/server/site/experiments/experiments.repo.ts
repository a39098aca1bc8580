import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/database';
import { experiments, featureFlags, staffRoles } from '../../db/schema/experiments';

export async function listFlags(db: Db) {
  return db.select().from(featureFlags).orderBy(asc(featureFlags.key));
}

/**
 * Sets a flag's state, creating a flag not seen before. Answers the change for the content
 * export's changelog, or undefined when the flag already had that state.
 */
export async function saveFlag(
  db: Db | DbTx,
  { key, enabled }: { key: string; enabled: boolean },
  now: Date,
): Promise<{ id: number; change: 'created' | 'updated' } | undefined> {
  const [existing] = await db.select().from(featureFlags).where(eq(featureFlags.key, key));
  if (existing && existing.enabled === enabled) return undefined;
  const [row] = existing
    ? await db
        .update(featureFlags)
        .set({ enabled, updatedAt: now })
        .where(eq(featureFlags.id, existing.id))
        .returning({ id: featureFlags.id })
    : await db
        .insert(featureFlags)
        .values({ key, enabled, updatedAt: now })
        .returning({ id: featureFlags.id });
  return { id: row!.id, change: existing ? 'updated' : 'created' };
}

type Page = { limit: number; offset: number };

export async function pageOfFlags(db: Db, { limit, offset }: Page) {
  const rows = await db
    .select()
    .from(featureFlags)
    .orderBy(asc(featureFlags.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(featureFlags);
  return { rows, total: total?.n ?? 0 };
}

export async function flagById(db: Db, id: number) {
  const [row] = await db.select().from(featureFlags).where(eq(featureFlags.id, id));
  return row;
}

export async function experimentsByKeys(db: Db, keys: string[]) {
  return db.select().from(experiments).where(inArray(experiments.key, keys));
}

export async function hasRole(db: Db, userId: number, role: 'admin'): Promise<boolean> {
  const [row] = await db
    .select({ userId: staffRoles.userId })
    .from(staffRoles)
    .where(and(eq(staffRoles.userId, userId), eq(staffRoles.role, role)));
  return row !== undefined;
}

export async function grantRole(db: Db, userId: number, role: 'admin'): Promise<void> {
  await db.insert(staffRoles).values({ userId, role }).onConflictDoNothing();
}
