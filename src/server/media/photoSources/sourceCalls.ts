import type { PhotoSource } from '../../../shared/catalog/photoSources';
import { AppError } from '../../http/appError';
import type { ServerDeps } from '../../http/requestContext';
import { forgetRejectedToken, liveSourceToken } from './connections.service';
import { importerFor } from './importers/importerFor';
import type { PhotoSourceImporter } from './importers/importerTypes';
import {
  SourceAuthError,
  SourceRequestError,
  SourceUnavailableError,
} from './importers/sourceHttp';

/**
 * Runs a call to a connected source for the signed-in user, turning the source's failures into
 * answers the page can act on: reconnect, try again later, or what the source refused.
 */
export async function withSource<T>(
  deps: Pick<ServerDeps, 'db' | 'now'>,
  userId: number,
  source: PhotoSource,
  call: (importer: PhotoSourceImporter) => Promise<T>,
): Promise<T> {
  const token = await liveSourceToken(deps.db, userId, source, deps.now());
  try {
    return await call(importerFor(source, token));
  } catch (error) {
    if (error instanceof SourceAuthError) {
      await forgetRejectedToken(deps.db, userId, source.id);
      throw new AppError(409, 'source_reconnect_required', error.message);
    }
    if (error instanceof SourceUnavailableError) {
      throw new AppError(503, 'source_unavailable', error.message);
    }
    if (error instanceof SourceRequestError) {
      throw new AppError(502, 'source_error', error.message);
    }
    throw error;
  }
}
