import type { EditorAccessDenialReason } from '../../../shared/catalog/editor';
import { isConnectivityFailure, userMessage } from '../../../shared/errors';
import type { ProjectDocument } from '../../../shared/project/document';
import type { ApiClient } from '../../apiContext';
import type { PhotoInfo } from '../engine/commands/photos';
import type { Draft, DraftsIndex } from '../engine/saving/draftsIndex';
import type { LocalProject } from '../engine/saving/localProject';

/* What opening an editor address needs and gives, and the steps its paths share. */

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
  /** The experience (spec §3 id) the project was last edited in, as the server says. */
  lastExperience?: number;
  /** The caller's part in a saved project, when the server said it (undefined: their own draft). */
  role?: 'owner' | 'collaborator' | 'contributor' | 'viewer';
}

export type SessionOutcome =
  | ReadySession
  | { status: 'denied'; reason: EditorAccessDenialReason; projectId: number }
  | { status: 'redirect'; to: string }
  | { status: 'error'; message: string }
  /** No project named and no draft on this device. */
  | { status: 'empty' };

export async function readyFromDraft(
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

export function failed(error: unknown, offlineMessage: string): SessionOutcome {
  if (isConnectivityFailure(error)) return { status: 'error', message: offlineMessage };
  return { status: 'error', message: userMessage(error) };
}

const DEVICE_WORDS = { desktop: 'a computer', mobile: 'a phone or tablet' } as const;

export function otherDeviceMessage(device: 'desktop' | 'mobile'): string {
  const other = device === 'desktop' ? 'mobile' : 'desktop';
  return `This design is made to be personalized on ${DEVICE_WORDS[other]}. Open this link there, or choose another design.`;
}
