import { and, asc, count, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  projectEditorSwitches,
  projectPhotos,
  projectSnapshots,
  projects,
  projectUpdates,
} from '../../db/schema/projects';

export type ProjectRow = typeof projects.$inferSelect;
export type NewProjectRow = typeof projects.$inferInsert;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

export async function findProject(db: Runner, id: number): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  return row;
}

export async function findByClientId(
  db: Runner,
  ownerId: number,
  clientId: string,
): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.ownerId, ownerId), eq(projects.clientId, clientId)));
  return row;
}

/** Inserts the project unless the owner already has one with its clientId; undefined then. */
export async function insertProject(
  db: Runner,
  values: NewProjectRow,
): Promise<ProjectRow | undefined> {
  const [row] = await db.insert(projects).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateProject(
  db: Runner,
  id: number,
  values: Partial<NewProjectRow>,
): Promise<ProjectRow | undefined> {
  const [row] = await db.update(projects).set(values).where(eq(projects.id, id)).returning();
  return row;
}

/** The name, owner and deletion time of several projects in one query. */
export async function projectFactsOf(db: Runner, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: projects.id,
      name: projects.name,
      ownerId: projects.ownerId,
      deletedAt: projects.deletedAt,
    })
    .from(projects)
    .where(inArray(projects.id, [...ids]));
}

/** The owner's projects among the given server ids and client ids. */
export async function ownedProjectsAmong(
  db: Runner,
  ownerId: number,
  ids: number[],
  clientIds: string[],
): Promise<ProjectRow[]> {
  const which = [
    ids.length > 0 ? inArray(projects.id, ids) : undefined,
    clientIds.length > 0 ? inArray(projects.clientId, clientIds) : undefined,
  ].filter((c) => c !== undefined);
  if (which.length === 0) return [];
  return db
    .select()
    .from(projects)
    .where(and(eq(projects.ownerId, ownerId), or(...which)));
}

export async function findSnapshot(db: Runner, projectId: number) {
  const [row] = await db
    .select()
    .from(projectSnapshots)
    .where(eq(projectSnapshots.projectId, projectId));
  return row;
}

/** Updates after the snapshot (up to `throughSeq` when given), in the order they arrived. */
export async function updatesAfter(
  db: Runner,
  projectId: number,
  afterSeq: number,
  throughSeq?: number,
) {
  return db
    .select({ seq: projectUpdates.seq, update: projectUpdates.update })
    .from(projectUpdates)
    .where(
      and(
        eq(projectUpdates.projectId, projectId),
        gt(projectUpdates.seq, afterSeq),
        throughSeq === undefined ? undefined : lte(projectUpdates.seq, throughSeq),
      ),
    )
    .orderBy(asc(projectUpdates.seq));
}

/** Sizes of the updates after the snapshot, to choose how many one compaction takes. */
export async function updateSizesAfter(db: Runner, projectId: number, afterSeq: number) {
  return db
    .select({ seq: projectUpdates.seq, bytes: sql<number>`octet_length(${projectUpdates.update})` })
    .from(projectUpdates)
    .where(and(eq(projectUpdates.projectId, projectId), gt(projectUpdates.seq, afterSeq)))
    .orderBy(asc(projectUpdates.seq));
}

export async function countUpdates(db: Runner, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(projectUpdates)
    .where(eq(projectUpdates.projectId, projectId));
  return row?.n ?? 0;
}

export async function insertUpdate(
  db: Runner,
  values: { projectId: number; update: Uint8Array; byUserId: number | null; createdAt: Date },
): Promise<void> {
  await db.insert(projectUpdates).values(values);
}

/**
 * Locks the project row for the rest of the transaction. A push takes it before its update gets a
 * sequence number and compaction takes it before reading, so compaction never skips an update
 * that a still-open push numbered below the ones it folded.
 */
export async function lockProject(tx: Tx, projectId: number): Promise<ProjectRow | undefined> {
  const [row] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
  return row;
}

export async function saveSnapshot(
  tx: Tx,
  values: {
    projectId: number;
    state: Uint8Array;
    stateVector: Uint8Array;
    compactedThroughSeq: number;
    updatedAt: Date;
  },
): Promise<void> {
  await tx
    .insert(projectSnapshots)
    .values(values)
    .onConflictDoUpdate({
      target: projectSnapshots.projectId,
      set: {
        state: values.state,
        stateVector: values.stateVector,
        compactedThroughSeq: values.compactedThroughSeq,
        updatedAt: values.updatedAt,
      },
    });
  await tx
    .delete(projectUpdates)
    .where(
      and(
        eq(projectUpdates.projectId, values.projectId),
        lte(projectUpdates.seq, values.compactedThroughSeq),
      ),
    );
}

export async function insertEditorSwitch(
  db: Runner,
  values: typeof projectEditorSwitches.$inferInsert,
): Promise<void> {
  await db.insert(projectEditorSwitches).values(values);
}

/** Adds photos to a project; ones already in it stay as they were. Answers how many were new. */
export async function addProjectPhotos(
  db: Runner,
  projectId: number,
  photoIds: number[],
  at: Date,
): Promise<number> {
  if (photoIds.length === 0) return 0;
  const rows = await db
    .insert(projectPhotos)
    .values(photoIds.map((photoId) => ({ projectId, photoId, addedAt: at })))
    .onConflictDoNothing()
    .returning({ photoId: projectPhotos.photoId });
  return rows.length;
}

/** The photos added to a project, in the order they were added. */
export async function projectPhotoIds(db: Runner, projectId: number): Promise<number[]> {
  const rows = await db
    .select({ photoId: projectPhotos.photoId })
    .from(projectPhotos)
    .where(eq(projectPhotos.projectId, projectId))
    .orderBy(asc(projectPhotos.addedAt), asc(projectPhotos.photoId));
  return rows.map((row) => row.photoId);
}

/** Whether `projectId` names a live project of `ownerId`. */
export async function ownsLiveProject(
  db: Runner,
  ownerId: number,
  projectId: number,
): Promise<boolean> {
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(eq(projects.id, projectId), eq(projects.ownerId, ownerId), isNull(projects.deletedAt)),
    );
  return project !== undefined;
}

/** Which of `photoIds` are in the project's tray. */
export async function trayPhotoIdsAmong(
  db: Runner,
  projectId: number,
  photoIds: number[],
): Promise<number[]> {
  if (photoIds.length === 0) return [];
  const rows = await db
    .select({ photoId: projectPhotos.photoId })
    .from(projectPhotos)
    .where(and(eq(projectPhotos.projectId, projectId), inArray(projectPhotos.photoId, photoIds)));
  return rows.map((row) => row.photoId);
}

/** Marks projects as ordered (their design locked for print); those already ordered keep their date. */
export async function markOrdered(db: Runner, projectIds: readonly number[], at: Date) {
  if (projectIds.length === 0) return;
  await db
    .update(projects)
    .set({ orderedAt: at })
    .where(and(inArray(projects.id, [...projectIds]), isNull(projects.orderedAt)));
}
