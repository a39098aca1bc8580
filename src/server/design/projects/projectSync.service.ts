import type { ActionOutput } from '../../../shared/api/actionTable';
import type { HandlerInput } from '../../http/actionHandler';
import { type Caller, requireUser } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';
import {
  checkedStateVector,
  checkedUpdate,
  encodeBase64,
  pullDocument,
  storeUpdate,
} from './projectContent.service';
import { PROJECTS_SIGN_IN, projectAccessFor, projectFor } from './projectLookup.service';
import * as repo from './projects.repo';
import { documentStateOf } from './projects.service';
import { admitUpdate, takeInPlacedPhotos } from './updateAdmission.service';

/*
 * Syncing a design over HTTP, the way a device catches up after being offline: pull what the
 * server has that the device lacks, push what the device has. The live channel is
 * collaboration/liveSync.routes.ts; both relay what they store to the project's open editors.
 */

export async function pullContent(
  deps: Pick<ServerDeps, 'db' | 'now'>,
  caller: Caller,
  input: HandlerInput<'my/projects/{project_id}/content'>,
): Promise<ActionOutput<'my/projects/{project_id}/content'>> {
  const row = await projectFor(deps, caller, input.projectId, 'view', input.viewKey);
  const clientVector = input.stateVector ? checkedStateVector(input.stateVector) : undefined;
  const { update, stateVector } = await pullDocument(deps.db, row.id, clientVector);
  return {
    projectId: row.id,
    update: encodeBase64(update),
    stateVector: encodeBase64(stateVector),
    schemaVersion: row.documentVersion,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function pushContent(
  deps: Pick<ServerDeps, 'db' | 'now' | 'designRelay'>,
  caller: Caller,
  input: HandlerInput<'my/projects/{project_id}/content#push'>,
): Promise<ActionOutput<'my/projects/{project_id}/content#push'>> {
  const userId = requireUser(caller, PROJECTS_SIGN_IN);
  const { row, caller: judged } = await projectAccessFor(
    deps,
    caller,
    input.projectId,
    'contribute',
  );
  const update = checkedUpdate(input.update);
  const { db } = deps;
  const admitted = await admitUpdate(db, row, judged, update, input.schemaVersion);
  // Admitted, the device writes at least the design's version: the server records the higher.
  const schemaVersion = Math.max(row.documentVersion, input.schemaVersion ?? 0);
  await storeUpdate(
    deps,
    { projectId: row.id, update, byUserId: userId, at: deps.now() },
    schemaVersion,
  );
  await takeInPlacedPhotos(db, row.id, admitted, deps.now());
  const after = (await repo.findProject(db, row.id)) ?? row;
  return { projectId: row.id, ...(await documentStateOf(db, after)) };
}

export async function checkProjects(
  deps: Pick<ServerDeps, 'db' | 'now'>,
  caller: Caller,
  input: HandlerInput<'my/projects/check'>,
): Promise<ActionOutput<'my/projects/check'>> {
  const userId = requireUser(caller, PROJECTS_SIGN_IN);
  const { db } = deps;
  const rows = await repo.ownedProjectsAmong(
    db,
    userId,
    input.projectIds ?? [],
    input.clientIds ?? [],
  );
  const items = [];
  for (const row of rows) {
    items.push({
      projectId: row.id,
      clientId: row.clientId ?? undefined,
      deleted: row.deletedAt !== null,
      locked: row.orderedAt !== null,
      ...(await documentStateOf(db, row)),
    });
  }
  return { items };
}
