import type { ActionOutput } from '../../../shared/api/actionTable';
import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import type { HandlerInput } from '../../http/actionHandler';
import { badRequest } from '../../http/appError';
import type { RequestContext } from '../../http/requestContext';
import { MUSIC_TRACKS } from '../creation/musicTracks';
import { saveMemoryReel } from './projectList.repo';
import { createProject } from './projects.service';

/**
 * `my/animated_projects`: a memory reel (product type 61, spec §3) of the caller's photos, in
 * their order, with a music track. It is a project like any other (listed, shared, copied); the
 * track is kept beside it.
 */
export async function createMemoryReel(
  ctx: RequestContext,
  input: HandlerInput<'my/animated_projects'>,
): Promise<ActionOutput<'my/animated_projects'>> {
  if (
    input.musicTrackId !== undefined &&
    !MUSIC_TRACKS.some((track) => track.id === input.musicTrackId)
  ) {
    throw badRequest('invalid_input', 'Some fields are missing or invalid.', {
      musicTrackId: ['No music track has this id.'],
    });
  }
  const created = await createProject(ctx, {
    productTypeId: PRODUCT_TYPE_ID.memory_reel,
    templateId: input.templateId,
    name: input.name ?? 'My Memory Reel',
    photoIds: input.photoIds,
  });
  await saveMemoryReel(ctx.deps.db, created.id, input.musicTrackId ?? null);
  const { id, intendedProductId, type, categorySeoName, uri } = created;
  return { id, intendedProductId, type, categorySeoName, uri };
}
