import type { ActionOutput } from '../../../shared/api/actionTable';
import type { Db } from '../../db/database';
import type { HandlerInput } from '../../http/actionHandler';
import type { Caller } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';
import type { PreflightChoices } from '../print/preflightProject';
import { projectFor } from '../projects/projectLookup.service';
import * as repo from './preflightChoices.repo';

/*
 * A project's preflight decisions (accepted warnings, added words), kept on the server per
 * project: whoever may edit the design may read and change them; once the order locks the
 * project, they are fixed with it.
 */

type Choices = ActionOutput<'my/projects/{project_id}/preflight_choices'>;

const none: Choices = { acceptedIds: [], extraWords: [] };
const unique = (values: string[]) => [...new Set(values)];

export async function showChoices(
  deps: Pick<ServerDeps, 'db'>,
  caller: Pick<Caller, 'userId'>,
  projectId: number,
): Promise<Choices> {
  await projectFor(deps, caller, projectId, 'edit');
  const row = await repo.findChoices(deps.db, projectId);
  return row ? { acceptedIds: row.acceptedIds, extraWords: row.extraWords } : none;
}

export async function updateChoices(
  deps: Pick<ServerDeps, 'db' | 'now'>,
  caller: Pick<Caller, 'userId'>,
  input: HandlerInput<'my/projects/{project_id}/preflight_choices#update'>,
): Promise<Choices> {
  await projectFor(deps, caller, input.projectId, 'edit');
  const row = await repo.saveChoices(deps.db, {
    projectId: input.projectId,
    acceptedIds: unique(input.acceptedIds),
    extraWords: unique(input.extraWords),
    updatedAt: deps.now(),
  });
  return { acceptedIds: row.acceptedIds, extraWords: row.extraWords };
}

/** The choices preflight counts for a project (none when the customer made none). */
export async function choicesFor(
  db: Db,
  projectId: number,
): Promise<PreflightChoices & { updatedAt?: Date }> {
  const row = await repo.findChoices(db, projectId);
  return row ? { ...row } : {};
}
