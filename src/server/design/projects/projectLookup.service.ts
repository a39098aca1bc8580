import { AppError, notFound } from '../../http/appError';
import type { Caller } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';
import { memberRoleOf } from '../collaboration/membership.service';
import {
  type AccessDecision,
  type ProjectAction,
  type ProjectCaller,
  type ProjectForAccess,
  projectAccess,
  roleOf,
} from './projectAccess';
import { findProject, type ProjectRow } from './projects.repo';

/** Projects are made and changed by signed-in people; a guest's draft stays on the device. */
export const PROJECTS_SIGN_IN = 'Please sign in to save your project.';

type LookupDeps = Pick<ServerDeps, 'db'>;
type LookupCaller = Pick<Caller, 'userId'>;

/** The caller without their part in any project: enough for their own projects. */
export function projectCallerOf(caller: LookupCaller, viewKey?: string): ProjectCaller {
  return { userId: caller.userId ?? undefined, viewKey };
}

/** The caller as projectAccess judges them for one project, with their part in it. */
export async function callerFor(
  deps: LookupDeps,
  caller: LookupCaller,
  projectId: number,
  viewKey?: string,
): Promise<ProjectCaller> {
  const userId = caller.userId ?? undefined;
  return { userId, viewKey, memberRole: await memberRoleOf(deps.db, projectId, userId) };
}

/** The HTTP answer to a refusal: what the caller may not see is 404, as if it did not exist. */
export function refusal(
  decision: Extract<AccessDecision, { allowed: false }>,
  projectId: number,
): AppError {
  switch (decision.reason) {
    case 'locked':
      return new AppError(
        409,
        'project_locked',
        'This project has been ordered, so its design can no longer change. Make a copy to change it.',
      );
    case 'published':
    case 'forbidden':
      return new AppError(403, decision.reason, 'Only the owner of this project can change it.');
    default:
      return notFound('Project', projectId);
  }
}

/**
 * The refusal of projectAccessFor when the caller, judged for this project, may not do `action`
 * with it: for a project read together with the caller's part in it (the live channel reads both
 * in one query for every change).
 */
export function accessRefusal(
  caller: ProjectCaller,
  row: ProjectForAccess,
  projectId: number,
  action: ProjectAction,
): AppError | undefined {
  const decision = projectAccess(caller, row, action);
  return decision.allowed ? undefined : refusal(decision, projectId);
}

/** Whether the caller, judged for this project, may do `action` with it (projectAccess's rule). */
export function mayDo(caller: ProjectCaller, row: ProjectForAccess, action: ProjectAction) {
  return projectAccess(caller, row, action).allowed;
}

/**
 * The project, the caller as judged for it and their part in it, when the caller may do `action`
 * with it. A project the caller may not see (or a deleted one) is 404 whoever asks, so ids reveal
 * nothing; one they may see but not change is 403; an ordered design is 409.
 */
export async function projectAccessFor(
  deps: LookupDeps,
  caller: LookupCaller,
  projectId: number,
  action: ProjectAction,
  viewKey?: string,
): Promise<{ row: ProjectRow; caller: ProjectCaller; role: ReturnType<typeof roleOf> }> {
  const row = await findProject(deps.db, projectId);
  if (!row) throw notFound('Project', projectId);
  const judged = await callerFor(deps, caller, projectId, viewKey);
  const refused = accessRefusal(judged, row, projectId, action);
  if (refused) throw refused;
  return { row, caller: judged, role: roleOf(judged, row) };
}

/** The project, when the caller may do `action` with it (the refusals of projectAccessFor). */
export async function projectFor(
  deps: LookupDeps,
  caller: LookupCaller,
  projectId: number,
  action: ProjectAction,
  viewKey?: string,
): Promise<ProjectRow> {
  return (await projectAccessFor(deps, caller, projectId, action, viewKey)).row;
}
