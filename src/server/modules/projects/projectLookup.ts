import { AppError, notFound, unauthorized } from '../../http/appError';
import type { RequestContext } from '../../http/requestContext';
import { type ProjectAction, type ProjectCaller, projectAccess } from './projectAccess';
import { findProject, type ProjectRow } from './projects.repo';

/** Projects are made and changed by signed-in people; a guest's draft stays on the device. */
export function signedInUserId(ctx: RequestContext): number {
  const user = ctx.session.user;
  if (!user) throw unauthorized('Please sign in to save your project.');
  return user.id;
}

export function callerOf(ctx: RequestContext, viewKey?: string): ProjectCaller {
  return { userId: ctx.session.user?.id, viewKey };
}

/**
 * The project, when the caller may do `action` with it. A project the caller may not see (or a
 * deleted one) is 404 whoever asks, so ids reveal nothing; one they may see but not change is 403;
 * an ordered design is 409.
 */
export async function projectFor(
  ctx: RequestContext,
  projectId: number,
  action: ProjectAction,
  viewKey?: string,
): Promise<ProjectRow> {
  const row = await findProject(ctx.deps.db, projectId);
  if (!row) throw notFound('Project', projectId);
  const decision = projectAccess(callerOf(ctx, viewKey), row, action);
  if (decision.allowed) return row;
  switch (decision.reason) {
    case 'locked':
      throw new AppError(
        409,
        'project_locked',
        'This project has been ordered, so its design can no longer change. Make a copy to change it.',
      );
    case 'published':
    case 'forbidden':
      throw new AppError(403, decision.reason, 'Only the owner of this project can change it.');
    default:
      throw notFound('Project', projectId);
  }
}
