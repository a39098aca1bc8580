import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { contentChanges } from '../../db/schema/contentExport';
import { experiments, featureFlags, staffRoles } from '../../db/schema/experiments';

export async function listFlags(db: Db) {
  return db.select().from(featureFlags).orderBy(asc(featureFlags.key));
}

/**
 * Sets each flag's state, creating flags not seen before, and logs each change for the content
 * export's changelog. One transaction: a batch is applied whole or not at all.
 */
export async function saveFlags(db: Db, states: { key: string; enabled: boolean }[], now: Date) {
  await db.transaction(async (tx) => {
    for (const { key, enabled } of states) {
      const [existing] = await tx.select().from(featureFlags).where(eq(featureFlags.key, key));
      if (existing && existing.enabled === enabled) continue;
      const [row] = existing
        ? await tx
            .update(featureFlags)
            .set({ enabled, updatedAt: now })
            .where(eq(featureFlags.id, existing.id))
            .returning({ id: featureFlags.id })
        : await tx
            .insert(featureFlags)
            .values({ key, enabled, updatedAt: now })
            .returning({ id: featureFlags.id });
      await tx.insert(contentChanges).values({
        kind: 'feature',
        entityId: row!.id,
        change: existing ? 'updated' : 'created',
        at: now,
      });
    }
  });
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
