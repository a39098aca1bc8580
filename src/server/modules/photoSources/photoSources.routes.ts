import type { ActionHandlers } from '../../http/actionHandler';
import { listSourceAlbums, listSourcePhotos } from './browse.service';
import { disconnectPhotoSource, listPhotoImportTokens } from './connections.service';
import { importProgress, importSourcePhotos } from './importJobs';

export const photoSourceHandlers: ActionHandlers = {
  'my/photo_import_tokens': (_input, ctx) => listPhotoImportTokens(ctx),
  'my/photo_import_tokens/{source_id}#delete': (input, ctx) => disconnectPhotoSource(ctx, input),
  'my/photo_sources/{source_id}/albums': (input, ctx) => listSourceAlbums(ctx, input),
  'my/photo_sources/{source_id}/photos': (input, ctx) => listSourcePhotos(ctx, input),
  'my/photo_sources/{source_id}/import': (input, ctx) => importSourcePhotos(ctx, input),
  'my/photo_imports/{batch_id}': (input, ctx) => importProgress(ctx, input),
};
