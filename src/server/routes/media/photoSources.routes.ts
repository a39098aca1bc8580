import type { ActionHandlers } from '../../http/actionHandler';
import { signingDeps } from '../../http/requestContext';
import { listSourceAlbums, listSourcePhotos } from '../../media/photoSources/browse.service';
import {
  disconnectPhotoSource,
  listPhotoImportTokens,
} from '../../media/photoSources/connections.service';
import { importProgress, importSourcePhotos } from '../../media/photoSources/importJobs';

export const photoSourceHandlers: ActionHandlers = {
  'my/photo_import_tokens': (_input, ctx, caller) => listPhotoImportTokens(ctx.deps, caller),
  'my/photo_import_tokens/{source_id}#delete': (input, ctx, caller) =>
    disconnectPhotoSource(ctx.deps, caller, input),
  'my/photo_sources/{source_id}/albums': (input, ctx, caller) =>
    listSourceAlbums(ctx.deps, caller, input),
  'my/photo_sources/{source_id}/photos': (input, ctx, caller) =>
    listSourcePhotos(signingDeps(ctx), caller, input),
  'my/photo_sources/{source_id}/import': (input, ctx, caller) =>
    importSourcePhotos(ctx.deps, caller, input),
  'my/photo_imports/{batch_id}': (input, ctx, caller) => importProgress(ctx.deps, caller, input),
};
