import type { ActionOutput } from '../../../shared/api/actionTable';
import { type Caller, requireUser } from '../../http/caller';
import type { ServerDeps, SigningDeps } from '../../http/requestContext';
import type { ParsedInput } from '../photos/photoAccess';
import { PHOTOS_SIGN_IN } from '../photos/photos.service';
import { externalSourceOr404 } from './connections.service';
import { withSource } from './sourceCalls';
import { thumbnailUrl } from './thumbnailRefs';

export async function listSourceAlbums(
  deps: Pick<ServerDeps, 'db' | 'now'>,
  caller: Caller,
  input: ParsedInput<'my/photo_sources/{source_id}/albums'>,
): Promise<ActionOutput<'my/photo_sources/{source_id}/albums'>> {
  const userId = requireUser(caller, PHOTOS_SIGN_IN);
  const source = externalSourceOr404(input.sourceId);
  if (!source.hasAlbums) return { items: [] };
  return withSource(deps, userId, source, (importer) => importer.listAlbums(input.cursor));
}

export async function listSourcePhotos(
  deps: Pick<SigningDeps, 'db' | 'now' | 'secret'>,
  caller: Caller,
  input: ParsedInput<'my/photo_sources/{source_id}/photos'>,
): Promise<ActionOutput<'my/photo_sources/{source_id}/photos'>> {
  const userId = requireUser(caller, PHOTOS_SIGN_IN);
  const source = externalSourceOr404(input.sourceId);
  const page = await withSource(deps, userId, source, (importer) =>
    importer.listPhotos({ albumId: input.albumId, cursor: input.cursor }),
  );
  return {
    items: page.items.map(({ thumbnailRef, ...photo }) => ({
      ...photo,
      thumbnailUrl: thumbnailUrl(deps.secret, userId, source, thumbnailRef),
    })),
    nextCursor: page.nextCursor,
  };
}
