import * as Y from 'yjs';
import type { ActionOutput } from '../../../shared/api/actionTable';
import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import { CURRENT_SCHEMA_VERSION } from '../../../shared/project/document';
import { reelDesign } from '../../../shared/project/templates/reelDesign';
import { docToY } from '../../../shared/project/yjs/binding';
import type { HandlerInput } from '../../http/actionHandler';
import { badRequest } from '../../http/appError';
import type { Caller } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';
import { isMusicTrackId } from '../autofill/music.service';
import { encodeBase64 } from './projectContent.service';
import { createProject } from './projects.service';

/**
 * `my/animated_projects`: a memory reel (product type 61, spec §3) of the caller's photos, in
 * their order, with a music track. It is a project like any other (listed, shared, copied), made
 * with its design: a frame per photo and the track in the reel's options, the one place a reel's
 * track is kept (the editor changes it there, and every device syncs it like any edit).
 */
export async function createMemoryReel(
  deps: Pick<ServerDeps, 'db' | 'now'>,
  caller: Caller,
  input: HandlerInput<'my/animated_projects'>,
): Promise<ActionOutput<'my/animated_projects'>> {
  if (input.musicTrackId !== undefined && !isMusicTrackId(input.musicTrackId)) {
    throw badRequest('invalid_input', 'Some fields are missing or invalid.', {
      musicTrackId: ['No music track has this id.'],
    });
  }
  const name = input.name ?? 'My Memory Reel';
  const design = reelDesign({ name, photoIds: input.photoIds, musicTrackId: input.musicTrackId });
  const created = await createProject(deps, caller, {
    productTypeId: PRODUCT_TYPE_ID.memory_reel,
    templateId: input.templateId,
    name,
    photoIds: input.photoIds,
    schemaVersion: CURRENT_SCHEMA_VERSION,
    update: encodeBase64(Y.encodeStateAsUpdate(docToY(design))),
  });
  const { id, intendedProductId, type, categorySeoName, uri } = created;
  return { id, intendedProductId, type, categorySeoName, uri };
}
