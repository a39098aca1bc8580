import type { z } from 'zod';
import type { ActionName, actionTable } from '../../../shared/api/actionTable';
import { AppError } from '../../http/appError';
import type { ServerDeps } from '../../http/requestContext';
import type { BlobStore } from '../../storage/blobStore';

export function blobStoreOf(deps: ServerDeps): BlobStore {
  if (!deps.blobs) {
    throw new AppError(503, 'storage_unavailable', 'Photo storage is not available right now.');
  }
  return deps.blobs;
}

/** An action's input after its schema ran: ids and booleans from the query already parsed. */
export type ParsedInput<N extends ActionName> = z.output<(typeof actionTable)[N]['input']>;
