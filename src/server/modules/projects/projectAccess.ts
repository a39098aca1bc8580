import type { EditorAccessDenialReason } from '../../../shared/catalog/editor';
import type { ProjectViewableBy } from '../../../shared/catalog/projectSharing';
import { safeEqual } from '../../security/tokens';

/**
 * Who may do what with a project: the one place the rule lives (design.md "Server"). The
 * collaboration issue adds collaborator and contributor roles here.
 *
 * - view: read the project and its design (details, content, configuration).
 * - edit: change the design or what is printed (content, options, photos).
 * - manage: the owner's settings (name, who may view it).
 */
export type ProjectAction = 'view' | 'edit' | 'manage';

export interface ProjectCaller {
  /** Absent for a guest. */
  userId?: number;
  /** The view key a shared link carried, if any. */
  viewKey?: string;
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

export function projectAccess(
  caller: ProjectCaller,
  project: ProjectForAccess,
  action: ProjectAction,
): AccessDecision {
  if (caller.userId === undefined || caller.userId !== project.ownerId) {
    // Someone else learns nothing about a project they may not see, not even that it was deleted.
    if (!visibleToOthers(project, caller)) return denied('private');
    if (action === 'view') return allowed;
    // They may look at it, as published; changing it is its owner's.
    return denied(action === 'edit' ? 'published' : 'forbidden');
  }
  if (project.deletedAt) return denied('deleted');
  // An ordered design is what is being printed; its name and sharing may still change.
  if (action === 'edit' && project.orderedAt) return denied('locked');
  return allowed;
}
