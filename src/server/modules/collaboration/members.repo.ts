import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/accounts';
import { projectMembers } from '../../db/schema/collaboration';
import { projects } from '../../db/schema/projects';

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

export async function membersOf(db: Runner, projectId: number) {
  return db
    .select({
      userId: projectMembers.userId,
      role: projectMembers.role,
      name: users.firstName,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(eq(projectMembers.projectId, projectId))
    .orderBy(asc(projectMembers.joinedAt));
}

/** The people of several projects at once (a page of the project list), in joining order. */
export async function membersOfProjects(db: Runner, projectIds: number[]) {
  if (projectIds.length === 0) return [];
  return db
    .select({
      projectId: projectMembers.projectId,
      role: projectMembers.role,
      name: users.firstName,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(inArray(projectMembers.projectId, projectIds))
    .orderBy(asc(projectMembers.joinedAt));
}

/**
 * A project's access columns and the user's part in it, in one query: the live channel checks
 * this for every change it receives.
 */
export async function projectWithRole(db: Runner, projectId: number, userId: number) {
  const [row] = await db
    .select({ project: projects, role: projectMembers.role })
    .from(projects)
    .leftJoin(
      projectMembers,
      and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)),
    )
    .where(eq(projects.id, projectId));
  return row;
}
