import type { EditorAccessDenialReason } from '../../../shared/catalog/editor';
import type { ProjectViewableBy } from '../../../shared/catalog/projectSharing';
import { safeEqual } from '../../security/tokens';

/**
 * Who may do what with a project: the one place the rule lives (design.md "Server"), tested as a
 * matrix in tests/server/projectAccessMatrix.test.ts.
 *
 * - view: read the project and its design (details, content, configuration).
 * - contribute: add photos and pages (a contributor's whole part; every editor may too).
 * - edit: change the design or what is printed (content, options, photos).
 * - manage: the owner's settings (name, who may view it, who works on it).
 *
 * Roles: the owner; a collaborator (view, contribute, edit); a contributor (view, contribute);
 * anyone else sees a Public project, or an Unlisted one with its view key, and nothing more. An
 * invitee holding a key is not yet a member: the invitation calls show them the project's name,
 * the project itself opens once they accept. A photo friend holds only an upload link, which the
 * upload endpoints check; to the project calls they are a guest.
 */
export type ProjectAction = 'view' | 'contribute' | 'edit' | 'manage';

export const PROJECT_ACTIONS: readonly ProjectAction[] = ['view', 'contribute', 'edit', 'manage'];

export type MemberRole = 'collaborator' | 'contributor';

export interface ProjectCaller {
  /** Absent for a guest. */
  userId?: number;
  /** The view key a shared link carried, if any. */
  viewKey?: string;
  /** The caller's part in this project, when they were let in to work on it. */
  memberRole?: MemberRole;
}

export interface ProjectForAccess {
  ownerId: number;
  viewableBy: ProjectViewableBy;
  viewKey: string;
  deletedAt: Date | null;
  orderedAt: Date | null;
}

export type AccessDecision =
  | { allowed: true }
  | { allowed: false; reason: EditorAccessDenialReason };

const allowed: AccessDecision = { allowed: true };
const denied = (reason: EditorAccessDenialReason): AccessDecision => ({ allowed: false, reason });

/** What each member role may do, beyond looking. */
const MEMBER_RIGHTS: Record<MemberRole, ReadonlySet<ProjectAction>> = {
  collaborator: new Set(['view', 'contribute', 'edit']),
  contributor: new Set(['view', 'contribute']),
};

/** A project someone other than its owner may look at: public, or unlisted with its key. */
function visibleToOthers(project: ProjectForAccess, caller: ProjectCaller): boolean {
  if (project.deletedAt) return false;
  if (project.viewableBy === 'Public') return true;
  return (
    project.viewableBy === 'Unlisted' &&
    caller.viewKey !== undefined &&
    safeEqual(caller.viewKey, project.viewKey)
  );
}

/** Changing the design of an ordered project is refused to everyone: it is being printed. */
const changesDesign = (action: ProjectAction) => action === 'edit' || action === 'contribute';

function memberAccess(
  role: MemberRole,
  project: ProjectForAccess,
  action: ProjectAction,
): AccessDecision {
  // A member of a deleted project learns nothing more than anyone else does.
  if (project.deletedAt) return denied('private');
  if (!MEMBER_RIGHTS[role].has(action)) return denied('forbidden');
  if (changesDesign(action) && project.orderedAt) return denied('locked');
  return allowed;
}

export function projectAccess(
  caller: ProjectCaller,
  project: ProjectForAccess,
  action: ProjectAction,
): AccessDecision {
  const isOwner = caller.userId !== undefined && caller.userId === project.ownerId;
  if (!isOwner && caller.userId !== undefined && caller.memberRole) {
    return memberAccess(caller.memberRole, project, action);
  }
  if (!isOwner) {
    // Someone else learns nothing about a project they may not see, not even that it was deleted.
    if (!visibleToOthers(project, caller)) return denied('private');
    if (action === 'view') return allowed;
    // They may look at it, as published; changing it is its owner's.
    return denied(action === 'manage' ? 'forbidden' : 'published');
  }
  if (project.deletedAt) return denied('deleted');
  // An ordered design is what is being printed; its name and sharing may still change.
  if (changesDesign(action) && project.orderedAt) return denied('locked');
  return allowed;
}

/** The caller's role in a project, as the project calls answer it. */
export function roleOf(
  caller: ProjectCaller,
  project: ProjectForAccess,
): 'owner' | MemberRole | 'viewer' {
  if (caller.userId !== undefined && caller.userId === project.ownerId) return 'owner';
  return caller.memberRole ?? 'viewer';
}
