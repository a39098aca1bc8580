import type { Db } from '../../db/database';
import * as members from './members.repo';

/** The caller's part in a project, for projectAccess; undefined for a guest or a stranger. */
export async function memberRoleOf(
  db: Db,
  projectId: number,
  userId: number | undefined,
): Promise<members.MemberRow['role'] | undefined> {
  if (userId === undefined) return undefined;
  return members.findMemberRole(db, projectId, userId);
}

/** Who works on a project with its owner, for the project's details. */
export function projectMembers(db: Db, projectId: number) {
  return members.membersOf(db, projectId);
}

/** Who works on each of these projects with its owner, for the owner's project list. */
export async function membersByProject(db: Db, projectIds: number[]) {
  const byProject = new Map<number, { name: string; role: members.MemberRow['role'] }[]>();
  for (const { projectId, name, role } of await members.membersOfProjects(db, projectIds)) {
    byProject.set(projectId, [...(byProject.get(projectId) ?? []), { name, role }]);
  }
  return byProject;
}

/** The project and the caller's part in it, for the live channel's check of every change. */
export async function projectAndRole(db: Db, projectId: number, userId: number) {
  const found = await members.projectWithRole(db, projectId, userId);
  return found && { row: found.project, memberRole: found.role ?? undefined };
}
