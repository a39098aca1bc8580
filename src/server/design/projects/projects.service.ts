import * as Y from 'yjs';
import type { ActionOutput } from '../../../shared/api/actionTable';
import { type DeviceForEditor, pickEditorExperience } from '../../../shared/catalog/editor';
import { productTypeById } from '../../../shared/catalog/productTypes';
import { isThemeAvailableOn } from '../../../shared/catalog/themes';
import { themeDevices } from '../../catalog/catalog/catalog.service';
import type { Db } from '../../db/database';
import type { HandlerInput } from '../../http/actionHandler';
import { type Caller, requireUser } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';
import { checkOwnPhotoIds } from '../../media/photos/photos.service';
import { randomToken } from '../../security/tokens';
import { projectMembers } from '../collaboration/membership.service';
import { type AccessDecision, projectAccess, roleOf } from './projectAccess';
import { catalogueChoice, productById } from './projectCatalogue';
import { checkedUpdate, encodeBase64, storedDocument, storeUpdate } from './projectContent.service';
import {
  callerFor,
  PROJECTS_SIGN_IN,
  projectAccessFor,
  projectCallerOf,
  projectFor,
} from './projectLookup.service';
import { optionsOf } from './projectOptions.service';
import * as repo from './projects.repo';
import { projectDetailsOf, projectRefOf } from './projectView';
import { admitFirstDesign, admitUpdate, takeInPlacedPhotos } from './updateAdmission.service';

/** Tablets get the mobile editor (spec §1): editing on a tablet, offline too, is a headline use. */
export const TABLET_EDITING_ENABLED = true;

type ProjectDeps = Pick<ServerDeps, 'db' | 'now' | 'designRelay'>;

/** Where the server's copy of a project's design stands. */
export async function documentStateOf(db: Db, row: repo.ProjectRow) {
  const merged = await storedDocument(db, row.id);
  return {
    stateVector: encodeBase64(Y.encodeStateVectorFromUpdate(merged)),
    schemaVersion: row.documentVersion,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function createdAnswer(
  db: Db,
  row: repo.ProjectRow,
  created: boolean,
): Promise<ActionOutput<'my/projects'>> {
  return {
    ...projectRefOf(row),
    name: row.name,
    productTypeId: row.productTypeId,
    clientId: row.clientId ?? undefined,
    viewKey: row.viewKey,
    created,
    document: await documentStateOf(db, row),
  };
}

/**
 * A project the device already sent under this clientId: answered again, with any design the
 * device sends this time merged in (Yjs merges are idempotent, so nothing is lost or doubled).
 */
async function existingByClientId(
  deps: ProjectDeps,
  caller: Caller,
  row: repo.ProjectRow,
  update: Uint8Array | undefined,
  schemaVersion: number | undefined,
): Promise<ActionOutput<'my/projects'>> {
  const { db } = deps;
  const judged = projectCallerOf(caller);
  if (update && projectAccess(judged, row, 'edit').allowed) {
    const admitted = await admitUpdate(db, row, judged, update, schemaVersion);
    await storeUpdate(deps, { projectId: row.id, update, byUserId: row.ownerId, at: deps.now() });
    await takeInPlacedPhotos(db, row.id, admitted, deps.now());
  }
  return createdAnswer(db, (await repo.findProject(db, row.id)) ?? row, false);
}

export async function createProject(
  deps: ProjectDeps,
  caller: Caller,
  input: HandlerInput<'my/projects'>,
): Promise<ActionOutput<'my/projects'>> {
  const userId = requireUser(caller, PROJECTS_SIGN_IN);
  const { db } = deps;
  const update = input.update ? checkedUpdate(input.update) : undefined;
  if (input.clientId) {
    const existing = await repo.findByClientId(db, userId, input.clientId);
    if (existing) return existingByClientId(deps, caller, existing, update, input.schemaVersion);
  }
  const choice = await catalogueChoice(db, input);
  const photoIds = [...new Set([...(input.photoIds ?? []), ...(input.coverPhotoIds ?? [])])];
  if (photoIds.length > 0) await checkOwnPhotoIds(db, userId, photoIds);
  // The first design is judged as every later change is, and its photos become the project's.
  if (update)
    photoIds.push(
      ...(await admitFirstDesign(db, userId, update)).filter((id) => !photoIds.includes(id)),
    );
  const now = deps.now();
  const row = await db.transaction(async (tx) => {
    const inserted = await repo.insertProject(tx, {
      ownerId: userId,
      name:
        input.name ??
        choice.templateName ??
        `My ${productTypeById(choice.productTypeId)?.name ?? 'project'}`,
      productTypeId: choice.productTypeId,
      productId: choice.productId,
      templateId: choice.templateId,
      themeId: choice.themeId,
      options: input.options ?? {},
      pageCount: input.pageCount ?? null,
      documentVersion: input.schemaVersion ?? 1,
      clientId: input.clientId ?? null,
      createdAt: now,
      updatedAt: now,
    });
    if (!inserted) return undefined;
    if (update) {
      await repo.insertUpdate(tx, {
        projectId: inserted.id,
        update,
        byUserId: userId,
        createdAt: now,
      });
    }
    await repo.addProjectPhotos(tx, inserted.id, photoIds, now);
    return inserted;
  });
  if (row) return createdAnswer(db, row, true);
  // Only a clientId conflicts: the same device's other request made it a moment ago.
  const raced = input.clientId && (await repo.findByClientId(db, userId, input.clientId));
  if (!raced) throw new Error('a project insert conflicted without a clientId');
  return existingByClientId(deps, caller, raced, update, input.schemaVersion);
}

export async function projectDetails(
  deps: ProjectDeps,
  caller: Caller,
  input: HandlerInput<'my/project/details'>,
): Promise<ActionOutput<'my/project/details'>> {
  const { row, caller: judged } = await projectAccessFor(
    deps,
    caller,
    input.projectId,
    'view',
    input.viewKey,
  );
  const details = projectDetailsOf(row, caller.userId ?? undefined);
  const role = roleOf(judged, row);
  // Who works on it is told to those who work on it, not to everyone shown the project.
  if (role === 'viewer') return details;
  return { ...details, role, collaborators: await projectMembers(deps.db, row.id) };
}

export async function updateProjectSettings(
  deps: ProjectDeps,
  caller: Caller,
  input: HandlerInput<'my/project/update'>,
): Promise<ActionOutput<'my/project/update'>> {
  requireUser(caller, PROJECTS_SIGN_IN);
  // Options and page count change what is printed, so an ordered project refuses them.
  const changesDesign = input.options !== undefined || input.pageCount !== undefined;
  const row = await projectFor(deps, caller, input.projectId, changesDesign ? 'edit' : 'manage');
  const updated = await repo.updateProject(deps.db, row.id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.viewableBy !== undefined ? { viewableBy: input.viewableBy } : {}),
    // Links carrying the old key stop showing the project (it was shared too widely).
    ...(input.newViewKey ? { viewKey: randomToken() } : {}),
    ...(input.options !== undefined ? { options: { ...optionsOf(row), ...input.options } } : {}),
    ...(input.pageCount !== undefined ? { pageCount: input.pageCount } : {}),
    updatedAt: deps.now(),
  });
  return projectDetailsOf(updated ?? row, row.ownerId);
}

export async function projectConfiguration(
  deps: ProjectDeps,
  caller: Caller,
  input: HandlerInput<'my/projects/{project_id}/configuration'>,
  device: Omit<DeviceForEditor, 'tabletEditingEnabled'>,
): Promise<ActionOutput<'my/projects/{project_id}/configuration'>> {
  const row = await projectFor(deps, caller, input.projectId, 'view');
  const { db } = deps;
  const experience = pickEditorExperience({
    isMobile: input.isMobile ?? device.isMobile,
    isTablet: input.isTablet ?? device.isTablet,
    tabletEditingEnabled: TABLET_EDITING_ENABLED,
  });
  const product = row.productId ? await productById(db, row.productId) : undefined;
  const theme = row.themeId ? await themeDevices(db, row.themeId) : undefined;
  return {
    projectId: row.id,
    productTypeId: row.productTypeId,
    productId: product?.id,
    product,
    templateId: row.templateId ?? undefined,
    themeId: row.themeId ?? undefined,
    options: optionsOf(row),
    pageCount: row.pageCount ?? undefined,
    editorExperience: experience.id,
    lastEditorExperience: row.editorExperience ?? undefined,
    editorKind: experience.kind,
    themeDeviceRestriction: theme?.deviceRestriction,
    themeAvailable: isThemeAvailableOn(theme?.deviceRestriction, experience.kind),
  };
}

/**
 * Whether the caller may edit, or the spec's reason why not. An id that does not exist answers
 * 'private', as a project the caller may not see does, so ids reveal nothing.
 */
export async function editAccess(
  deps: ProjectDeps,
  caller: Caller,
  input: HandlerInput<'my/projects/{project_id}/edit_access'>,
): Promise<AccessDecision & { role?: ReturnType<typeof roleOf> }> {
  const row = await repo.findProject(deps.db, input.projectId);
  if (!row) return { allowed: false, reason: 'private' };
  const judged = await callerFor(deps, caller, row.id);
  const role = roleOf(judged, row);
  const decision = projectAccess(judged, row, 'edit');
  // A contributor opens the editor too, to add photos and pages; the editor hides the rest.
  if (!decision.allowed && role === 'contributor') {
    return { ...projectAccess(judged, row, 'contribute'), role };
  }
  // The role is told to members only: the owner's answer stays as it was, and whoever may not
  // see the project gets the answer an unknown id gets.
  return role === 'collaborator' ? { ...decision, role } : decision;
}

export async function addPhotosToProject(
  deps: ProjectDeps,
  caller: Caller,
  input: HandlerInput<'my/projects/{project_id}/add_photos'>,
): Promise<ActionOutput<'my/projects/{project_id}/add_photos'>> {
  const userId = requireUser(caller, PROJECTS_SIGN_IN);
  // Contributors too: putting one's own photos in the project's tray changes no one's design.
  const row = await projectFor(deps, caller, input.projectId, 'contribute');
  const { db } = deps;
  const photoIds = [...new Set(input.photoIds)];
  await checkOwnPhotoIds(db, userId, photoIds);
  const now = deps.now();
  const added = await repo.addProjectPhotos(db, row.id, photoIds, now);
  if (added > 0) await repo.updateProject(db, row.id, { updatedAt: now });
  return { ok: true, added };
}

export async function trackFlexSwitch(
  deps: ProjectDeps,
  caller: Caller,
  input: HandlerInput<'my/projects/track_flex_switch'>,
): Promise<ActionOutput<'my/projects/track_flex_switch'>> {
  const userId = requireUser(caller, PROJECTS_SIGN_IN);
  const row = await projectFor(deps, caller, input.projectId, 'manage');
  const { db } = deps;
  await repo.insertEditorSwitch(db, {
    projectId: row.id,
    userId,
    fromExperience: row.editorExperience,
    toExperience: input.toExperience,
    at: deps.now(),
  });
  await repo.updateProject(db, row.id, { editorExperience: input.toExperience });
  return { ok: true };
}

/**
 * An order's change window is over: its projects are being printed, so their designs lock (edits
 * are refused with the denial reason "locked", projectAccess.ts).
 */
export async function lockOrderedProjects(db: Db, projectIds: readonly number[], at: Date) {
  await repo.markOrdered(db, projectIds, at);
}
