import type { ProjectOptions } from '../../../../shared/api/actions/projectSchemas';

/*
 * The server calls the sync client needs, as the projects area defines them (`my/projects` with a
 * clientId and the initial update, `my/projects/{project_id}/content` GET with a state vector and
 * POST with an update, `my/projects/check`). Bytes are base64. Kept as an interface so the client
 * is tested against an in-memory server, and the app wires it to its API client.
 */

export interface ServerDocumentState {
  /** Base64 Yjs state vector of everything the server holds. */
  stateVector: string;
}

export interface SyncTransport {
  /** Creates the project, or answers the one already made with this clientId (idempotent). */
  create(input: {
    clientId: string;
    productTypeId: number;
    templateId?: number;
    themeId?: number;
    productId?: number;
    pageCount?: number;
    options?: ProjectOptions;
    name: string;
    schemaVersion: number;
    update: string;
  }): Promise<ServerDocumentState & { projectId: number }>;
  /** What the server has that `stateVector` lacks, and the server's state vector. */
  pull(projectId: number, stateVector: string): Promise<ServerDocumentState & { update: string }>;
  push(projectId: number, update: string, schemaVersion: number): Promise<ServerDocumentState>;
  check(clientIds: readonly string[]): Promise<{
    items: (ServerDocumentState & { projectId: number; clientId?: string; deleted: boolean })[];
  }>;
}

/** The call never reached the server (no network, a timeout): try again when online. */
export class SyncOfflineError extends Error {
  override name = 'SyncOfflineError';
  readonly code = 'offline';
}

/**
 * The server holds the design in a newer document version than this code writes (a newer shop
 * was deployed): nothing more is sent until the page reloads into it.
 */
export class SyncOutdatedError extends Error {
  override name = 'SyncOutdatedError';
  readonly code = 'client_outdated';
}
