import type { ActionOutput } from '../../../shared/api/actionTable';
import type { Db } from '../../db/database';
import { notFound } from '../../http/appError';
import { type Caller, requireUser } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';
import { randomToken } from '../../security/tokens';
import { findOwnedAlbum } from './albums.repo';
import type { ParsedInput } from './photoAccess';
import { PHOTOS_SIGN_IN } from './photos.service';
import { ownsProject } from './projectTray';
import { insertUploadSession } from './uploadSessions.repo';

/** Where the tus endpoint listens; files of a session are sent there. */
export const TUS_PATH = '/api/v2/uploads';
/** Long enough for a few hundred photos over a slow phone connection. */
export const UPLOAD_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Opens an upload session: the client sends each file to uploadUrl with the session id in its
 * tus metadata (`upload_session_id`), and the photos land in the session's album.
 */
export async function openUploadSession(
  deps: Pick<ServerDeps, 'db' | 'now'>,
  caller: Caller,
  input: ParsedInput<'my/upload_sessions'>,
): Promise<ActionOutput<'my/upload_sessions'>> {
  const ownerId = requireUser(caller, PHOTOS_SIGN_IN);
  if (input.albumId !== undefined && !(await findOwnedAlbum(deps.db, ownerId, input.albumId))) {
    throw notFound('Album', input.albumId);
  }
  // Refused up front, as for an album: a session for someone else's project would add nothing.
  if (input.projectId !== undefined && !(await ownsProject(deps.db, ownerId, input.projectId))) {
    throw notFound('Project', input.projectId);
  }
  const session = await createUploadSession(deps.db, deps.now(), {
    ownerId,
    albumId: input.albumId ?? null,
    projectId: input.projectId ?? null,
    fileCount: input.fileCount,
  });
  return { ...session, expiresAt: session.expiresAt.toISOString() };
}

/**
 * Stores a new upload session, live for UPLOAD_SESSION_TTL_MS, whose id is `idBytes` random
 * bytes; the caller has checked the album and project are the owner's. Shared with the upload
 * links of guests, for whom the id is the only credential.
 */
export async function createUploadSession(
  db: Db,
  now: Date,
  session: { ownerId: number; albumId: number | null; projectId: number | null; fileCount: number },
  idBytes = 18,
): Promise<{ id: string; uploadUrl: string; expiresAt: Date }> {
  const id = randomToken(idBytes);
  const expiresAt = new Date(now.getTime() + UPLOAD_SESSION_TTL_MS);
  await insertUploadSession(db, { id, ...session, createdAt: now, expiresAt });
  return { id, uploadUrl: `${TUS_PATH}/`, expiresAt };
}
