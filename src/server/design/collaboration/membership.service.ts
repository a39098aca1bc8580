import type { Db } from '../../db/database';
import { firstNamesByIds } from '../../identity/myAccount/account.service';
import { projectRowById } from '../projects/projectRow.service';
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
export async function projectMembers(db: Db, projectId: number) {
  const rows = await members.membersOf(db, projectId);
  const names = await firstNamesByIds(
    db,
    rows.map((row) => row.userId),
  );
  return rows.flatMap(({ userId, role }) => {
    const name = names.get(userId);
    return name === undefined ? [] : [{ userId, role, name }];
  });
}

/** Who works on each of these projects with its owner, for the owner's project list. */
export async function membersByProject(db: Db, projectIds: number[]) {
  const rows = await members.membersOfProjects(db, projectIds);
  const names = await firstNamesByIds(
    db,
    rows.map((row) => row.userId),
  );
  const byProject = new Map<number, { name: string; role: members.MemberRow['role'] }[]>();
  for (const { projectId, userId, role } of rows) {
    const name = names.get(userId);
    if (name === undefined) continue;
    byProject.set(projectId, [...(byProject.get(projectId) ?? []), { name, role }]);
  }
  return byProject;
}

/**
 * The project and the caller's part in it, for the live channel's check of every change: two
 * primary-key reads side by side, each in its own area's tables.
 */
export async function projectAndRole(db: Db, projectId: number, userId: number) {
  const [row, memberRole] = await Promise.all([
    projectRowById(db, projectId),
    members.findMemberRole(db, projectId, userId),
  ]);
  return row && { row, memberRole };
}
