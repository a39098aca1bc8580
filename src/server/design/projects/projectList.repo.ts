import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ProjectSort } from '../../../shared/routes/queryEnums';
import type { Db } from '../../db/database';
import {
  projectCopies,
  projectPhotos,
  projectSnapshots,
  projects,
  projectUpdates,
} from '../../db/schema/projects';
import type { ProjectRow } from './projects.repo';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;
export type CopyRow = typeof projectCopies.$inferSelect;
export type ListStatus = 'inProgress' | 'ordered' | 'archive';

/*
 * SQL of the project list, archive, delete and copies. A list status is one rule (spec §4):
 * archived is the owner's choice to put a project away, so it wins over ordered; ordered is what
 * was bought; everything else is in progress. Deleted projects are in no list.
 */
function statusCondition(status: ListStatus) {
  switch (status) {
    case 'archive':
      return isNotNull(projects.archivedAt);
    case 'ordered':
      return and(isNull(projects.archivedAt), isNotNull(projects.orderedAt));
    case 'inProgress':
      return and(isNull(projects.archivedAt), isNull(projects.orderedAt));
  }
}

const sortOrder: Record<ProjectSort, ReturnType<typeof asc>[]> = {
  // The id breaks ties, so paging never shows a project twice or skips one.
  date_modified_desc: [desc(projects.updatedAt), desc(projects.id)],
  date_modified_asc: [asc(projects.updatedAt), asc(projects.id)],
  date_created_desc: [desc(projects.createdAt), desc(projects.id)],
  date_created_asc: [asc(projects.createdAt), asc(projects.id)],
  name_asc: [asc(sql`lower(${projects.name})`), asc(projects.id)],
  name_desc: [desc(sql`lower(${projects.name})`), desc(projects.id)],
};

/** One page of the owner's list, each project with its copy's progress (when it is a copy), and the size of the whole list. */
export async function listProjects(
  db: Runner,
  query: {
    ownerId: number;
    status: ListStatus;
    productTypeIds?: number[];
    sort: ProjectSort;
    limit: number;
    offset: number;
  },
): Promise<{ rows: { project: ProjectRow; copy: CopyRow | null }[]; total: number }> {
  const where = and(
    eq(projects.ownerId, query.ownerId),
    isNull(projects.deletedAt),
    statusCondition(query.status),
    query.productTypeIds ? inArray(projects.productTypeId, query.productTypeIds) : undefined,
  );
  // Two statements, not a window count: the page walks the owner's sort index and stops at the
  // limit, which a count over the same rows would prevent (10 ms against 2 ms at 1,000 projects).
  const rows = await db
    .select({ project: projects, copy: projectCopies })
    .from(projects)
    .leftJoin(projectCopies, eq(projectCopies.projectId, projects.id))
    .where(where)
    .orderBy(...sortOrder[query.sort])
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await db.select({ n: count() }).from(projects).where(where);
  return { rows, total: counted?.n ?? 0 };
}

/** Of `ids`, the ones the owner has and has not deleted (or, with `deletedSince`, deleted since then). */
export async function ownedIds(
  db: Runner,
  ownerId: number,
  ids: number[],
  deletedSince?: Date,
): Promise<ProjectRow[]> {
  return db
    .select()
    .from(projects)
    .where(
      and(
        eq(projects.ownerId, ownerId),
        inArray(projects.id, ids),
        deletedSince
          ? sql`(${projects.deletedAt} is null or ${projects.deletedAt} >= ${deletedSince})`
          : isNull(projects.deletedAt),
      ),
    );
}

export async function setArchived(db: Runner, ids: number[], archivedAt: Date | null, at: Date) {
  await db
    .update(projects)
    .set({ archivedAt, updatedAt: at })
    .where(and(inArray(projects.id, ids), isNull(projects.deletedAt)));
}

export async function setDeleted(db: Runner, ids: number[], deletedAt: Date | null) {
  await db.update(projects).set({ deletedAt }).where(inArray(projects.id, ids));
}

export async function findCopy(db: Runner, projectId: number): Promise<CopyRow | undefined> {
  const [row] = await db.select().from(projectCopies).where(eq(projectCopies.projectId, projectId));
  return row;
}

export async function insertCopy(db: Runner, values: typeof projectCopies.$inferInsert) {
  await db.insert(projectCopies).values(values);
}

export async function updateCopy(
  db: Runner,
  projectId: number,
  values: Partial<typeof projectCopies.$inferInsert>,
) {
  await db.update(projectCopies).set(values).where(eq(projectCopies.projectId, projectId));
}

/** Copies the photos of one project to another, keeping when each was added. */
export async function copyProjectPhotos(db: Runner, fromId: number, toId: number): Promise<void> {
  await db.execute(sql`
    insert into ${projectPhotos} (project_id, photo_id, added_at)
    select ${toId}, photo_id, added_at from ${projectPhotos} where project_id = ${fromId}
    on conflict do nothing`);
}

/** Drops a project's stored design (a copy that starts over). */
export async function clearDesign(db: Runner, projectId: number): Promise<void> {
  await db.delete(projectUpdates).where(eq(projectUpdates.projectId, projectId));
  await db.delete(projectSnapshots).where(eq(projectSnapshots.projectId, projectId));
}
