import * as Y from 'yjs';
import type { EditorAccessDenialReason } from '../../../shared/catalog/editor';
import type { ProductTypeId } from '../../../shared/catalog/productTypes';
import { HttpStatusError, isConnectivityFailure } from '../../../shared/errors';
import type { ProjectDocument } from '../../../shared/project/document';
import { createProjectFromTemplate } from '../../../shared/project/templates/createProject';
import { docToY, yRoots } from '../../../shared/project/yjs/binding';
import { build } from '../../../shared/routes/build';
import { isPhotoPrintType } from '../../../shared/routes/photoPrintProject';
import { fromBase64 } from '../engine/saving/base64';
import type { Draft } from '../engine/saving/draftsIndex';
import { SYNC_ORIGIN } from '../engine/saving/syncClient';
import { blankSource, createNewProject } from './createNewProject';
import type { EditorRequest } from './editorRequest';
import { memoryProject } from './memoryProject';
import {
  failed,
  otherDeviceMessage,
  type ReadySession,
  readyFromDraft,
  type SessionDeps,
  type SessionOutcome,
} from './sessionOutcome';

export type { ReadySession, SessionDeps, SessionOutcome } from './sessionOutcome';

/*
 * Finds or makes the project an /editor address asks for, before anything is drawn: an existing
 * project (its access checked first, then its design), a new one from a template (made on this
 * device at once, so a guest or an offline customer can start), or the draft last worked on.
 * Plain async code with its effects passed in, so every path is tested with fakes.
 */

const OFFLINE_NOT_HERE =
  'You are offline, and this project has not been opened on this device before. Connect to the internet to open it.';

export async function openEditorSession(
  request: EditorRequest,
  deps: SessionDeps,
): Promise<SessionOutcome> {
  switch (request.kind) {
    case 'invalid':
      return { status: 'error', message: request.message };
    case 'resume':
      return resumeLatest(deps);
    case 'open': {
      if (request.preview || (request.viewKey !== undefined && deps.userId === undefined)) {
        return openPreview(request, deps);
      }
      const outcome = await openExisting(request, deps);
      // Someone else's shared link: what they may not change, they may still look at.
      const shared =
        outcome.status === 'denied' &&
        request.viewKey !== undefined &&
        (outcome.reason === 'private' || outcome.reason === 'published');
      return shared ? openPreview(request, deps) : outcome;
    }
    case 'create':
      return createNewProject(request, deps);
  }
}

async function ownDrafts(deps: SessionDeps): Promise<Draft[]> {
  return deps.drafts.list(deps.userId ?? null);
}

async function resumeLatest(deps: SessionDeps): Promise<SessionOutcome> {
  const drafts = await ownDrafts(deps);
  const latest = drafts.sort((a, b) => b.updatedAt - a.updatedAt)[0];
  return latest ? readyFromDraft(latest, deps) : { status: 'empty' };
}

/** A denial the server gives as a status: a project that is not there or not the caller's. */
function deniedByStatus(error: unknown): EditorAccessDenialReason | undefined {
  const cause = (error as { cause?: unknown }).cause;
  if (!(cause instanceof HttpStatusError)) return undefined;
  if (cause.status === 404 || cause.status === 403 || cause.status === 401) return 'private';
  return undefined;
}

async function openExisting(
  request: Extract<EditorRequest, { kind: 'open' }>,
  deps: SessionDeps,
): Promise<SessionOutcome> {
  const { projectId } = request;
  const local =
    deps.userId === undefined
      ? undefined
      : (await deps.drafts.list(deps.userId)).find((draft) => draft.serverId === projectId);
  // Offline, the copy on this device is the project; the server hears of the edits later.
  if (!deps.isOnline()) {
    return local
      ? readyFromDraft(local, deps, { page: request.page })
      : { status: 'error', message: OFFLINE_NOT_HERE };
  }
  let details: Awaited<ReturnType<typeof projectDetails>>;
  let contributor = false;
  let lastExperience: number | undefined;
  let role: ReadySession['role'];
  try {
    const access = await deps.api.call('my/projects/{project_id}/edit_access', { projectId });
    if (!access.allowed)
      return { status: 'denied', reason: access.reason ?? 'forbidden', projectId };
    contributor = access.role === 'contributor';
    role = access.role;
    const [found, configuration] = await Promise.all([
      projectDetails(deps, projectId, request.viewKey),
      deps.api.call('my/projects/{project_id}/configuration', {
        projectId,
        // The experience is chosen here (tablets included in mobile), so the server is told it.
        isMobile: deps.device === 'mobile',
        isTablet: false,
      }),
    ]);
    details = found;
    lastExperience = configuration.lastEditorExperience;
    // A design made for the other kind of device (spec §3) is not opened here.
    if (!configuration.themeAvailable && !isPhotoPrintType(details.type)) {
      return { status: 'error', message: otherDeviceMessage(deps.device) };
    }
  } catch (error) {
    if (local && isConnectivityFailure(error))
      return readyFromDraft(local, deps, { page: request.page });
    const reason = deniedByStatus(error);
    if (reason) return { status: 'denied', reason, projectId };
    return failed(error, OFFLINE_NOT_HERE);
  }
  // Photo prints are made on their own page (spec §2).
  if (isPhotoPrintType(details.type)) return { status: 'redirect', to: build('photoPrints') };
  // A contributor is told their part: the server takes their added photos and pages, nothing else.
  const notice = contributor ? CONTRIBUTOR_NOTICE : undefined;
  if (local) {
    const ready = await readyFromDraft(local, deps, { page: request.page });
    return { ...ready, notice, lastExperience, role };
  }
  let content: Awaited<ReturnType<typeof projectContent>>;
  try {
    content = await projectContent(deps, projectId, request.viewKey);
  } catch (error) {
    return failed(error, OFFLINE_NOT_HERE);
  }
  // First time on this device: the design is kept here too, so it opens offline next time.
  const clientId = deps.newClientId();
  const project = await deps.openLocal(clientId);
  Y.applyUpdate(project.ydoc, fromBase64(content.update), SYNC_ORIGIN);
  // A project made without the editor (an app, a copy of an empty one) has no design yet: it
  // starts from its template, or a blank one of its product, and the first sync stores it.
  if (yRoots(project.ydoc).order.length === 0) {
    const seeded = await firstDesign(deps, details);
    if (!seeded) return failed(new Error('no design'), OFFLINE_NOT_HERE);
    docToY(seeded, project.ydoc);
  }
  await project.flushed();
  await deps.drafts.put({
    clientId,
    serverId: projectId,
    name: details.name,
    productTypeId: details.productTypeId,
    templateId: details.templateId,
    themeId: details.themeId,
    updatedAt: deps.now(),
    ownerUserId: deps.userId ?? null,
    syncedStateVector: content.stateVector,
  });
  return {
    status: 'ready',
    project,
    persisted: true,
    title: details.name,
    productTypeId: details.productTypeId,
    projectId,
    readOnly: false,
    page: request.page,
    notice,
    lastExperience,
    role,
  };
}

/** The design a project without one starts with; undefined when its template cannot be read. */
async function firstDesign(
  deps: SessionDeps,
  details: { name: string; productTypeId: number; templateId?: number },
): Promise<ProjectDocument | undefined> {
  let source = blankSource(details.productTypeId as ProductTypeId);
  if (details.templateId !== undefined) {
    try {
      source = (await deps.api.call('templates/{id}/source', { id: details.templateId })).source;
    } catch {
      return undefined;
    }
  }
  try {
    const doc = createProjectFromTemplate(
      source,
      details.templateId === undefined ? { templateId: undefined } : {},
    );
    return { ...doc, title: details.name };
  } catch {
    return undefined;
  }
}
export const CONTRIBUTOR_NOTICE =
  'You are a contributor to this project: you can add pages and photo slots and fill empty slots. Text, layouts, backgrounds and what others placed stay as they are.';

const projectDetails = (deps: SessionDeps, projectId: number, viewKey?: string) =>
  deps.api.call('my/project/details', { projectId, viewKey });
const projectContent = (deps: SessionDeps, projectId: number, viewKey?: string) =>
  deps.api.call('my/projects/{project_id}/content', { projectId, viewKey });

/** A read-only look, kept in memory: a preview, or a design shared by its link. */
async function openPreview(
  request: Extract<EditorRequest, { kind: 'open' }>,
  deps: SessionDeps,
): Promise<SessionOutcome> {
  const { projectId, viewKey } = request;
  try {
    const details = await projectDetails(deps, projectId, viewKey);
    if (isPhotoPrintType(details.type)) return { status: 'redirect', to: build('photoPrints') };
    const content = await projectContent(deps, projectId, viewKey);
    const ydoc = new Y.Doc();
    Y.applyUpdate(ydoc, fromBase64(content.update), SYNC_ORIGIN);
    return {
      status: 'ready',
      project: memoryProject(`preview-${projectId}`, ydoc),
      persisted: false,
      title: details.name,
      productTypeId: details.productTypeId,
      projectId,
      readOnly: true,
      page: request.page,
    };
  } catch (error) {
    // Offline, a project this device keeps can still be looked at.
    const local =
      deps.userId === undefined
        ? undefined
        : (await deps.drafts.list(deps.userId)).find((draft) => draft.serverId === projectId);
    if (local && isConnectivityFailure(error)) {
      return readyFromDraft(local, deps, { page: request.page, readOnly: true });
    }
    const reason = deniedByStatus(error);
    if (reason) return { status: 'denied', reason, projectId };
    return failed(error, OFFLINE_NOT_HERE);
  }
}
