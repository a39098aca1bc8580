import { judgeContributionUpdate } from '../../../shared/project/yjs/contributorRule';
import type { Db } from '../../db/database';
import { AppError } from '../../http/appError';
import { type ProjectCaller, type ProjectForAccess, projectAccess } from './projectAccess';
import { storedDocument } from './projectContent.service';

/**
 * Lets an update in when the caller may edit, or when it only adds photos and pages and the
 * caller may contribute (the caller's right to contribute was checked before). Refused: 403
 * 'contribution_refused', the design unchanged.
 */
export async function admitUpdate(
  db: Db,
  project: ProjectForAccess & { id: number },
  caller: ProjectCaller,
  update: Uint8Array,
): Promise<void> {
  if (projectAccess(caller, project, 'edit').allowed) return;
  const verdict = judgeContributionUpdate(await storedDocument(db, project.id), update);
  if (!verdict.ok) {
    throw new AppError(
      403,
      'contribution_refused',
      `As a contributor you can add photos and pages, but not change the rest (${verdict.why}).`,
    );
  }
}
