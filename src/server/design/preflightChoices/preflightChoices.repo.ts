import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { projectPreflightChoices } from '../../db/schema/preflightChoices';

export type PreflightChoicesRow = typeof projectPreflightChoices.$inferSelect;

export async function findChoices(
  db: Db,
  projectId: number,
): Promise<PreflightChoicesRow | undefined> {
  const [row] = await db
    .select()
    .from(projectPreflightChoices)
    .where(eq(projectPreflightChoices.projectId, projectId));
  return row;
}

export async function choicesOfProjects(
  db: Db,
  projectIds: number[],
): Promise<Map<number, PreflightChoicesRow>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(projectPreflightChoices)
    .where(inArray(projectPreflightChoices.projectId, projectIds));
  return new Map(rows.map((row) => [row.projectId, row]));
}

export async function saveChoices(
  db: Db,
  row: { projectId: number; acceptedIds: string[]; extraWords: string[]; updatedAt: Date },
): Promise<PreflightChoicesRow> {
  const [saved] = await db
    .insert(projectPreflightChoices)
    .values(row)
    .onConflictDoUpdate({
      target: projectPreflightChoices.projectId,
      set: { acceptedIds: row.acceptedIds, extraWords: row.extraWords, updatedAt: row.updatedAt },
    })
    .returning();
  return saved!;
}
