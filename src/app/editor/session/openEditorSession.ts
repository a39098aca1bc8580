import * as Y from 'yjs';
import type { ActionOutput } from '../../../shared/api/actionTable';
import type { EditorAccessDenialReason } from '../../../shared/catalog/editor';
import {
  baseProductTypeId,
  type ProductTypeId,
  productTypeById,
} from '../../../shared/catalog/productTypes';
import { sizeParam } from '../../../shared/catalog/sizes';
import { BLANK_THEME, isThemeAvailableOn } from '../../../shared/catalog/themes';
import { HttpStatusError, isConnectivityFailure, userMessage } from '../../../shared/errors';
import type { ProjectDocument } from '../../../shared/project/document';
import { sizeKeySchema } from '../../../shared/project/options';
import { createProjectFromTemplate } from '../../../shared/project/templates/createProject';
import type { TemplateSource } from '../../../shared/project/templates/templateSource';
import { build } from '../../../shared/routes/build';
import { isPhotoPrintType } from '../../../shared/routes/photoPrintProject';
import type { ApiClient } from '../../apiContext';
import type { PhotoInfo } from '../engine/commands/photos';
import { fromBase64 } from '../engine/saving/base64';
import type { Draft, DraftsIndex } from '../engine/saving/draftsIndex';
import type { LocalProject } from '../engine/saving/localProject';
import { SYNC_ORIGIN } from '../engine/saving/syncClient';
import type { EditorRequest } from './editorRequest';
import { memoryProject } from './memoryProject';
import { placeLinkedPhotos } from './placeLinkedPhotos';
import { serverProjectFields } from './serverProjectFields';

/*
 * Finds or makes the project an /editor address asks for, before anything is drawn: an existing
 * project (its access checked first, then its design), a new one from a template (made on this
 * device at once, so a guest or an offline customer can start), or the draft last worked on.
 * Plain async code with its effects passed in, so every path is tested with fakes.
 */

export interface SessionDeps {
  api: Pick<ApiClient, 'call'>;
  drafts: DraftsIndex;
  openLocal(clientId: string, seed?: () => ProjectDocument): Promise<LocalProject>;
  isOnline(): boolean;
  newClientId(): string;
  now(): number;
  /** The signed-in user; undefined for a guest. */
  userId: number | undefined;
  /** The experience the editor opens in (pickEditorExperience), for themes made for one kind. */
  device: 'desktop' | 'mobile';
  /** The draft an earlier load of this same address made, so a reload opens it, not a new one. */
  remembered: { get(): string | undefined; set(clientId: string): void };
  /** Library photos as the engine frames them; photos not found are left out. */
  photoInfos(ids: readonly number[]): Promise<PhotoInfo[]>;
}

export interface ReadySession {
  status: 'ready';
  project: LocalProject;
  /** False for a preview held in memory: nothing to save or sync. */
  persisted: boolean;
  title: string;
  productTypeId: number;
  projectId?: number;
  readOnly: boolean;
  page?: number;
  /** A sentence to show once (photos the link named that could not be placed, say). */
  notice?: string;
}

export type SessionOutcome =
  | ReadySession
  | { status: 'denied'; reason: EditorAccessDenialReason; projectId: number }
  | { status: 'redirect'; to: string }
  | { status: 'error'; message: string }
  /** No project named and no draft on this device. */
  | { status: 'empty' };

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
      return createNew(request, deps);
  }
}

async function readyFromDraft(
  draft: Draft,
  deps: SessionDeps,
  extra: { page?: number; readOnly?: boolean } = {},
): Promise<ReadySession> {
  // A guest's draft becomes the customer's once they have signed in, and is uploaded by clientId.
  if (deps.userId !== undefined && draft.ownerUserId === null) {
    await deps.drafts.update(draft.clientId, { ownerUserId: deps.userId });
  }
  const project = await deps.openLocal(draft.clientId);
  return {
    status: 'ready',
    project,
    persisted: true,
    title: draft.name,
    productTypeId: draft.productTypeId,
    projectId: draft.serverId,
    readOnly: extra.readOnly ?? false,
    page: extra.page,
  };
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

function failed(error: unknown, offlineMessage: string): SessionOutcome {
  if (isConnectivityFailure(error)) return { status: 'error', message: offlineMessage };
  return { status: 'error', message: userMessage(error) };
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
  try {
    const access = await deps.api.call('my/projects/{project_id}/edit_access', { projectId });
    if (!access.allowed)
      return { status: 'denied', reason: access.reason ?? 'forbidden', projectId };
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
  if (local) return readyFromDraft(local, deps, { page: request.page });
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
  };
}

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

/** A new project of a product type with no design chosen: the blank canvas theme's surfaces. */
function blankSource(productTypeId: ProductTypeId): TemplateSource {
  return {
    // The blank theme has no template of every type; the document's templateId is cleared below.
    templateId: 1,
    themeId: BLANK_THEME.id,
    name: `My ${productTypeById(productTypeId)?.name.toLowerCase() ?? 'project'}`,
    productTypeId,
    photoCount: 0,
    colorIds: [],
    sizes: [],
    keywords: '',
  };
}

type LinkedProduct = ActionOutput<'products'>['items'][number];

/** A chosen product's size (and id) on a project of its own line; nothing for another line's. */
function productOverrides(product: LinkedProduct | undefined, productTypeId: number) {
  if (!product || baseProductTypeId(product.productTypeId) !== baseProductTypeId(productTypeId)) {
    return {};
  }
  const { widthInches: width, heightInches: height } = product;
  const sizeKey =
    width !== undefined && height !== undefined ? sizeParam({ width, height }) : undefined;
  return {
    productId: product.id,
    ...(sizeKey && sizeKeySchema.safeParse(sizeKey).success ? { sizeKey } : {}),
  };
}

const DEVICE_WORDS = { desktop: 'a computer', mobile: 'a phone or tablet' } as const;

function otherDeviceMessage(device: 'desktop' | 'mobile'): string {
  const other = device === 'desktop' ? 'mobile' : 'desktop';
  return `This design is made to be personalized on ${DEVICE_WORDS[other]}. Open this link there, or choose another design.`;
}

async function createNew(
  request: Extract<EditorRequest, { kind: 'create' }>,
  deps: SessionDeps,
): Promise<SessionOutcome> {
  // A reload of the address that made a draft opens that draft.
  const rememberedId = deps.remembered.get();
  const remembered = rememberedId ? await deps.drafts.get(rememberedId) : undefined;
  // A guest's draft is kept by whoever signs in next on this device; a user's only by that user.
  if (remembered && (remembered.ownerUserId === null || remembered.ownerUserId === deps.userId)) {
    return readyFromDraft(remembered, deps, { page: request.page });
  }
  let source: TemplateSource | undefined;
  if (request.templateId !== undefined) {
    try {
      const answer = await deps.api.call('templates/{id}/source', { id: request.templateId });
      source = answer.source;
      if (!isThemeAvailableOn(answer.deviceRestriction, deps.device)) {
        return { status: 'error', message: otherDeviceMessage(deps.device) };
      }
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause;
      if (cause instanceof HttpStatusError && cause.status === 404) {
        return {
          status: 'error',
          message: 'This design is no longer in the shop. Choose another one.',
        };
      }
      return failed(
        error,
        'You are offline, and this design has not been opened on this device before. Connect to the internet to start it.',
      );
    }
  }
  let product: LinkedProduct | undefined;
  if (request.productId !== undefined) {
    try {
      product = (await deps.api.call('products', { ids: [request.productId] })).items[0];
    } catch (error) {
      // Offline with a design or a type named, the project starts in the design's own size.
      if (request.templateId === undefined && request.productTypeId === undefined) {
        return failed(
          error,
          'You are offline, and this product has not been opened on this device before. Connect to the internet to start it.',
        );
      }
    }
    if (!product && deps.isOnline() && request.templateId === undefined) {
      return {
        status: 'error',
        message: 'This product is no longer in the shop. Choose another one.',
      };
    }
  }
  source ??= blankSource((request.productTypeId ?? product?.productTypeId) as ProductTypeId);
  if (isPhotoPrintType({ baseTypeId: source.productTypeId })) {
    return { status: 'redirect', to: build('photoPrints') };
  }
  const overrides = {
    ...(request.templateId === undefined ? { templateId: undefined } : {}),
    ...productOverrides(product, source.productTypeId),
    ...request.overrides,
  };
  let doc: ProjectDocument;
  try {
    doc = createProjectFromTemplate(source, overrides);
  } catch {
    return {
      status: 'error',
      message:
        'This design cannot be made with the options in the link. Choose it again from the shop.',
    };
  }
  let notice: string | undefined;
  const linked = request.photoIds.length + request.coverPhotoIds.length;
  if (linked > 0) {
    const [cover, inside] = await Promise.all([
      deps.photoInfos(request.coverPhotoIds),
      deps.photoInfos(request.photoIds),
    ]);
    const result = placeLinkedPhotos(doc, { cover, inside });
    doc = result.doc;
    if (result.placed < linked) {
      notice =
        cover.length + inside.length < linked
          ? 'Some of the chosen photos are not in your library on this device, so they were left out.'
          : `The design has room for ${result.placed} of your ${linked} photos; add pages or pick a layout with more photos for the rest.`;
    }
  }
  const clientId = deps.newClientId();
  const project = await deps.openLocal(clientId, () => doc);
  await deps.drafts.put({
    clientId,
    name: doc.title,
    productTypeId: source.productTypeId,
    templateId: request.templateId,
    themeId: source.themeId,
    ...serverProjectFields(doc.options),
    updatedAt: deps.now(),
    ownerUserId: deps.userId ?? null,
  });
  deps.remembered.set(clientId);
  return {
    status: 'ready',
    project,
    persisted: true,
    title: doc.title,
    productTypeId: source.productTypeId,
    readOnly: false,
    page: request.page,
    notice,
  };
}
