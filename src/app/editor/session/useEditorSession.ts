import { useEffect, useRef, useState } from 'react';
import type { EditorAccessDenialReason } from '../../../shared/catalog/editor';
import { NewerDocumentError } from '../../../shared/project/migrations/migrate';
import { NEWER_SHOP_MESSAGE } from '../../../shared/project/yjs/documentVersion';
import { type ApiClient, useApi } from '../../apiContext';
import { useSession } from '../../state/session/useSession';
import type { EditorEngine } from '../engine/editorEngine';
import { openLocalProject } from '../engine/saving/localProject';
import { createProjectSync, type ProjectSync } from '../engine/saving/syncClient';
import { apiSyncTransport } from './apiSyncTransport';
import { browserConnectivity } from './browserConnectivity';
import { openEngineCatchingUp } from './catchUpWithServer';
import { sharedDraftsIndex } from './draftsStore';
import { browserDeviceSignals, editorKindOf } from './editorDevice';
import type { EditorRequest } from './editorRequest';
import { libraryPhotoSources } from './libraryPhotoSources';
import { photoInfoOf, readLibraryPhotos } from './libraryPhotos';
import { nothingToSave } from './memoryProject';
import { openEditorSession, type ReadySession } from './openEditorSession';
import { rememberedDraftFor } from './rememberedDraft';

export type EditorSessionState =
  | { status: 'loading' }
  | { status: 'denied'; reason: EditorAccessDenialReason; projectId: number }
  | { status: 'error'; message: string }
  | { status: 'empty' }
  | { status: 'redirect'; to: string }
  | {
      status: 'ready';
      engine: EditorEngine;
      save: ProjectSync;
      /** The device's id of the project (its drafts index entry). */
      clientId: string;
      title: string;
      productTypeId: number;
      projectId?: number;
      readOnly: boolean;
      notice?: string;
      /** The design's Y.Doc, for the live channel to collaborators. */
      ydoc: import('yjs').Doc;
      /** The signed-in owner of the photo library; undefined for a guest. */
      userId?: number;
      /** The experience the project was last edited in (spec §3 id), when the server said. */
      lastExperience?: number;
      /** The caller's part in the project, when the server said (undefined: their own draft). */
      role?: 'owner' | 'collaborator' | 'contributor' | 'viewer';
    };

/**
 * Openings run one after another: a page shown twice at once (React's development double effect,
 * a quick back and forward) must not make two drafts of one new-project link.
 */
let openings: Promise<unknown> = Promise.resolve();

interface LiveSession {
  ready: ReadySession;
  engine: EditorEngine;
  save: ProjectSync;
  dispose(): void;
}

/** Engine and saving for a project the session opened: the one place they are wired together. */
async function wire(ready: ReadySession, api: Pick<ApiClient, 'call'>): Promise<LiveSession> {
  // A design left unreadable by a change from elsewhere asks the server for what it lacks.
  let catchUp = () => {};
  const engine = await openEngineCatchingUp(ready, api, () => catchUp());
  // The engine has read the document: a second read would parse every record again.
  const surfaces = engine.getSnapshot().doc.surfaceOrder;
  const start =
    ready.page === undefined ? undefined : surfaces[Math.min(ready.page, surfaces.length) - 1];
  if (start) engine.setActiveSurface(start);
  const save = ready.persisted
    ? createProjectSync({
        project: ready.project,
        drafts: await sharedDraftsIndex(),
        transport: apiSyncTransport(api),
        connectivity: browserConnectivity(),
      })
    : nothingToSave;
  catchUp = () => void save.syncNow();
  // Fetch what other devices did meanwhile, and send (or create) what this one has.
  void save.syncNow();
  return {
    ready,
    engine,
    save,
    dispose() {
      save.destroy();
      engine.destroy();
      void ready.project.close();
    },
  };
}

/** Whether the address now names the project already open (its server id arrived after creation). */
function isOpen(live: LiveSession | undefined, request: EditorRequest, projectId?: number) {
  return (
    live !== undefined &&
    request.kind === 'open' &&
    !request.preview &&
    !live.ready.readOnly &&
    request.projectId === projectId
  );
}

/**
 * Opens the project an editor address asks for and keeps it open while the address names it:
 * the engine over its local copy, saving and sync wired, and the project's server id reported
 * once a new project has one (`onProjectId`, for the page to put ?pid= in the address).
 */
export function useEditorSession(
  request: EditorRequest,
  address: string,
  onProjectId?: (projectId: number) => void,
): EditorSessionState {
  const api = useApi();
  const session = useSession();
  const sessionKnown = session.isSuccess || session.isError;
  const userId = session.data?.user?.id;
  const [state, setState] = useState<EditorSessionState>({ status: 'loading' });
  const live = useRef<LiveSession | undefined>(undefined);
  const projectIdRef = useRef<number | undefined>(undefined);
  const requestKey = JSON.stringify(request);
  const onProjectIdRef = useRef(onProjectId);
  onProjectIdRef.current = onProjectId;

  // The request is keyed by its JSON, so an equal request made on another render is the same.
  useEffect(() => {
    if (!sessionKnown) return;
    const parsed = JSON.parse(requestKey) as EditorRequest;
    if (isOpen(live.current, parsed, projectIdRef.current)) return;
    live.current?.dispose();
    live.current = undefined;
    projectIdRef.current = undefined;
    setState({ status: 'loading' });
    let cancelled = false;
    let offSave: (() => void) | undefined;
    const started = openings.then(async () => {
      if (cancelled) return;
      const drafts = await sharedDraftsIndex();
      const outcome = await openEditorSession(parsed, {
        api,
        drafts,
        openLocal: openLocalProject,
        isOnline: () => navigator.onLine !== false,
        newClientId: () => crypto.randomUUID(),
        now: Date.now,
        userId,
        device: editorKindOf(browserDeviceSignals()),
        remembered: rememberedDraftFor(address),
        photoInfos: async (ids) => {
          if (userId === undefined) return [];
          const found = await readLibraryPhotos(libraryPhotoSources(api, userId), ids);
          return ids.flatMap((id) => {
            const photo = found.get(id);
            return photo ? [photoInfoOf(photo)] : [];
          });
        },
      });
      if (outcome.status !== 'ready') {
        if (!cancelled) setState(outcome);
        return;
      }
      const opened = await wire(outcome, api);
      if (cancelled) {
        opened.dispose();
        return;
      }
      live.current = opened;
      projectIdRef.current = outcome.projectId;
      const show = (projectId: number | undefined) =>
        setState({
          status: 'ready',
          engine: opened.engine,
          save: opened.save,
          clientId: outcome.project.clientId,
          title: outcome.title,
          productTypeId: outcome.productTypeId,
          projectId,
          readOnly: outcome.readOnly,
          notice: outcome.notice,
          ydoc: outcome.project.ydoc,
          userId,
          lastExperience: outcome.lastExperience,
          role: outcome.role,
        });
      show(outcome.projectId);
      // A new project gets its server id on its first sync: report it once.
      if (outcome.projectId === undefined && outcome.persisted) {
        offSave = opened.save.subscribe(() => {
          if (projectIdRef.current !== undefined) return;
          void drafts.get(outcome.project.clientId).then((draft) => {
            if (cancelled || draft?.serverId === undefined || projectIdRef.current !== undefined)
              return;
            projectIdRef.current = draft.serverId;
            show(draft.serverId);
            onProjectIdRef.current?.(draft.serverId);
          });
        });
      }
    });
    openings = started.catch(() => {});
    started.catch((error: unknown) => {
      if (cancelled) return;
      setState({
        status: 'error',
        message:
          error instanceof DOMException
            ? 'This device could not open its storage for designs (private browsing, or storage turned off). Allow site data and try again.'
            : error instanceof NewerDocumentError
              ? NEWER_SHOP_MESSAGE
              : 'The editor could not open this project. Reload the page to try again.',
      });
    });
    return () => {
      cancelled = true;
      offSave?.();
    };
  }, [api, requestKey, userId, sessionKnown, address]);

  // The project closes with the page, not with each change of address.
  useEffect(
    () => () => {
      live.current?.dispose();
      live.current = undefined;
    },
    [],
  );
  return state;
}
