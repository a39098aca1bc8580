import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { projectMembers, projectRemovals } from '../../db/schema/collaboration';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;
export type MemberRow = typeof projectMembers.$inferSelect;

export async function findMemberRole(
  db: Runner,
  projectId: number,
  userId: number,
): Promise<MemberRow['role'] | undefined> {
  const [row] = await db
    .select({ role: projectMembers.role })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
  return row?.role;
}

/**
 * Makes the user a member; someone already in keeps the larger part (accepting a contributor
 * invitation never demotes a collaborator).
 */
export async function addMember(
  db: Runner,
  values: { projectId: number; userId: number; role: MemberRow['role']; joinedAt: Date },
): Promise<void> {
  const current = await findMemberRole(db, values.projectId, values.userId);
  if (current === 'collaborator' || current === values.role) return;
  await db
    .insert(projectMembers)
    .values(values)
    .onConflictDoUpdate({
      target: [projectMembers.projectId, projectMembers.userId],
      set: { role: values.role },
    });
}

export async function removeMember(db: Runner, projectId: number, userId: number) {
  const rows = await db
    .delete(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .returning({ userId: projectMembers.userId });
  return rows.length > 0;
}

/** A project's members in joining order (their names come from the accounts area). */
export async function membersOf(db: Runner, projectId: number) {
  return db
    .select({ userId: projectMembers.userId, role: projectMembers.role })
    .from(projectMembers)
    .where(eq(projectMembers.projectId, projectId))
    .orderBy(asc(projectMembers.joinedAt));
}

/** The members of several projects at once (a page of the project list), in joining order. */
export async function membersOfProjects(db: Runner, projectIds: number[]) {
  if (projectIds.length === 0) return [];
  return db
    .select({
      projectId: projectMembers.projectId,
      userId: projectMembers.userId,
      role: projectMembers.role,
    })
    .from(projectMembers)
    .where(inArray(projectMembers.projectId, projectIds))
    .orderBy(asc(projectMembers.joinedAt));
}

/** Notes that the owner removed the user (again: the latest removal counts). */
export async function recordRemoval(db: Runner, projectId: number, userId: number, at: Date) {
  await db
    .insert(projectRemovals)
    .values({ projectId, userId, removedAt: at })
    .onConflictDoUpdate({
      target: [projectRemovals.projectId, projectRemovals.userId],
      set: { removedAt: at },
    });
}

/** When the owner last removed the user from the project, if they ever did. */
export async function removedAt(
  db: Runner,
  projectId: number,
  userId: number,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ removedAt: projectRemovals.removedAt })
    .from(projectRemovals)
    .where(and(eq(projectRemovals.projectId, projectId), eq(projectRemovals.userId, userId)));
  return row?.removedAt;
}

export async function clearRemoval(db: Runner, projectId: number, userId: number) {
  await db
    .delete(projectRemovals)
    .where(and(eq(projectRemovals.projectId, projectId), eq(projectRemovals.userId, userId)));
}
