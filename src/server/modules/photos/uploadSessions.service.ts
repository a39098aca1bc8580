import type { ActionOutput } from '../../../shared/api/actionTable';
import { notFound } from '../../http/appError';
import type { RequestContext } from '../../http/requestContext';
import { randomToken } from '../../security/tokens';
import { findOwnedAlbum } from './albums.repo';
import { type ParsedInput, signedInUserId } from './photoAccess';
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
  ctx: RequestContext,
  input: ParsedInput<'my/upload_sessions'>,
): Promise<ActionOutput<'my/upload_sessions'>> {
  const ownerId = signedInUserId(ctx);
  if (input.albumId !== undefined && !(await findOwnedAlbum(ctx.deps.db, ownerId, input.albumId))) {
    throw notFound('Album', input.albumId);
  }
  const now = ctx.deps.now();
  const id = randomToken(18);
  const expiresAt = new Date(now.getTime() + UPLOAD_SESSION_TTL_MS);
  await insertUploadSession(ctx.deps.db, {
    id,
    ownerId,
    albumId: input.albumId ?? null,
    projectId: input.projectId ?? null,
    fileCount: input.fileCount,
    createdAt: now,
    expiresAt,
  });
  return { id, uploadUrl: `${TUS_PATH}/`, expiresAt: expiresAt.toISOString() };
}
