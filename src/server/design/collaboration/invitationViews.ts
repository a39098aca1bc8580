import type { Db } from '../../db/database';
import { firstNamesByIds } from '../../identity/myAccount/account.service';
import { projectFactsById } from '../projects/projectRow.service';
import * as invitations from './invitations.repo';

/*
 * Invitations with what the invitation pages show about them: the project's name, owner and
 * deletion (projects area) and the sender's first name (accounts area), each read in one query for
 * a whole list. An invitation whose project or sender is gone is dropped, as a join would.
 */

/** An invitation with what the invitation pages show about it. */
export interface InvitationView extends invitations.InvitationRow {
  projectName: string;
  fromName: string;
  projectOwnerId: number;
  projectDeleted: boolean;
}

/** How many pending invitations a person's list shows. */
const PENDING_LIMIT = 200;

async function viewsOf(db: Db, rows: invitations.InvitationRow[]): Promise<InvitationView[]> {
  const [projects, names] = await Promise.all([
    projectFactsById(
      db,
      rows.map((row) => row.projectId),
    ),
    firstNamesByIds(
      db,
      rows.map((row) => row.fromUserId),
    ),
  ]);
  return rows.flatMap((row) => {
    const project = projects.get(row.projectId);
    const fromName = names.get(row.fromUserId);
    if (!project || fromName === undefined) return [];
    return [
      {
        ...row,
        projectName: project.name,
        fromName,
        projectOwnerId: project.ownerId,
        projectDeleted: project.deleted,
      },
    ];
  });
}

async function viewOf(db: Db, row: invitations.InvitationRow | undefined) {
  return row && (await viewsOf(db, [row]))[0];
}

/** The invitation whose key hashes to `keyHash`. */
export async function invitationByKey(db: Db, keyHash: string) {
  return viewOf(db, await invitations.findByKey(db, keyHash));
}

export async function invitationById(db: Db, id: number) {
  return viewOf(db, await invitations.findById(db, id));
}

/**
 * The pending invitations and requests the user answers, newest first, of live projects only.
 * Read a page at a time so the ones of deleted projects never shorten the list.
 */
export async function pendingInvitationsFor(
  db: Db,
  user: { id: number; email: string },
): Promise<InvitationView[]> {
  const views: InvitationView[] = [];
  for (let offset = 0; views.length < PENDING_LIMIT; offset += PENDING_LIMIT) {
    const rows = await invitations.pendingFor(db, user, { limit: PENDING_LIMIT, offset });
    views.push(...(await viewsOf(db, rows)).filter((view) => !view.projectDeleted));
    if (rows.length < PENDING_LIMIT) break;
  }
  return views.slice(0, PENDING_LIMIT);
}

/** How many pending invitations and requests of live projects the user answers. */
export async function countPendingInvitationsFor(db: Db, user: { id: number; email: string }) {
  const counts = await invitations.countPendingByProject(db, user);
  const projects = await projectFactsById(
    db,
    counts.map((row) => row.projectId),
  );
  return counts.reduce((sum, { projectId, n }) => {
    const project = projects.get(projectId);
    return project && !project.deleted ? sum + n : sum;
  }, 0);
}
