import type { ActionOutput } from '../../../shared/api/actionTable';
import {
  EXTERNAL_PHOTO_SOURCES,
  type PhotoSource,
  photoSourceById,
} from '../../../shared/catalog/photoSources';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/appError';
import { type Caller, requireUser } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';
import type { ParsedInput } from '../photos/photoAccess';
import { PHOTOS_SIGN_IN } from '../photos/photos.service';
import { deleteSourceToken, findSourceToken, sourceTokensOf } from './photoSourceTokens.repo';
import { sourceTokenSecret } from './sourceTokenSecret';
import { unsealToken } from './tokenSeal';

/** An external source by id, or 404 (own uploads, id 0, cannot be connected or browsed). */
export function externalSourceOr404(sourceId: number): PhotoSource {
  const source = photoSourceById(sourceId);
  if (!source?.external) throw notFound('Photo source', sourceId);
  return source;
}

export const notConnected = (source: PhotoSource) =>
  new AppError(409, 'source_not_connected', `Connect ${source.name} first.`);

/** The live token of a user's connection; an expired or unreadable one counts as none. */
export async function liveSourceToken(
  db: Db,
  userId: number,
  source: PhotoSource,
  now: Date,
): Promise<string> {
  const row = await findSourceToken(db, userId, source.id);
  if (!row) throw notConnected(source);
  if (row.expiresAt <= now) {
    throw new AppError(
      409,
      'source_connection_expired',
      `Your connection to ${source.name} has expired. Reconnect ${source.name} to go on.`,
    );
  }
  const token = unsealToken(await sourceTokenSecret(db), row.sealedAccessToken);
  if (!token) throw notConnected(source);
  return token;
}

/** The source rejected the token: forget it, so the library shows the source as not connected. */
export async function forgetRejectedToken(db: Db, userId: number, sourceId: number) {
  await deleteSourceToken(db, userId, sourceId);
}

/** Every external source with whether it is connected; an expired connection is not. */
export async function listPhotoImportTokens(
  deps: Pick<ServerDeps, 'db' | 'now'>,
  caller: Caller,
): Promise<ActionOutput<'my/photo_import_tokens'>> {
  const userId = requireUser(caller, PHOTOS_SIGN_IN);
  const now = deps.now();
  const rows = new Map((await sourceTokensOf(deps.db, userId)).map((r) => [r.sourceId, r]));
  return {
    items: EXTERNAL_PHOTO_SOURCES.map(({ id }) => {
      const row = rows.get(id);
      return row && row.expiresAt > now
        ? { sourceId: id, connected: true, expiresAt: row.expiresAt.toISOString() }
        : { sourceId: id, connected: false };
    }),
  };
}

/** Disconnecting an unconnected source is fine: the wanted state holds either way. */
export async function disconnectPhotoSource(
  deps: Pick<ServerDeps, 'db'>,
  caller: Caller,
  input: ParsedInput<'my/photo_import_tokens/{source_id}#delete'>,
): Promise<ActionOutput<'my/photo_import_tokens/{source_id}#delete'>> {
  const userId = requireUser(caller, PHOTOS_SIGN_IN);
  const source = externalSourceOr404(input.sourceId);
  await deleteSourceToken(deps.db, userId, source.id);
  return { ok: true };
}
