import type { ImporterFactory, SourcePhoto } from './importerTypes';
import { SOURCE_PAGE_SIZE } from './importerTypes';
import { graphGetter, SourceRequestError, sourceFile } from './sourceHttp';

const NAME = 'Photo sharing';

interface Media {
  id: string;
  caption?: string;
  media_type: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  media_url?: string;
  timestamp?: string;
  children?: { data: Media[] };
}

const nameOf = (m: Media) => m.caption?.split('\n')[0]?.slice(0, 200) || `Photo ${m.id}`;

/**
 * The photo sharing service, Basic Display API shape: GET /me/media with `after` cursors. Posts
 * are IMAGE, VIDEO or CAROUSEL_ALBUM; only pictures are offered, a carousel by its IMAGE children.
 * There are no albums.
 */
export const photoSharingImporter: ImporterFactory = ({ apiUrl }, token) => {
  const get = graphGetter(NAME, apiUrl, token);

  return {
    async listAlbums() {
      return { items: [] };
    },
    async listPhotos({ cursor }) {
      const list = await get<{
        data: Media[];
        paging?: { cursors?: { after?: string }; next?: string };
      }>('/me/media', {
        fields:
          'id,caption,media_type,media_url,timestamp,children{id,media_type,media_url,timestamp}',
        limit: SOURCE_PAGE_SIZE,
        after: cursor,
      });
      const items: SourcePhoto[] = [];
      for (const post of list.data) {
        const pictures =
          post.media_type === 'CAROUSEL_ALBUM'
            ? (post.children?.data ?? []).map((c) => ({ ...c, caption: post.caption }))
            : [post];
        for (const m of pictures) {
          if (m.media_type !== 'IMAGE' || !m.media_url) continue;
          items.push({
            id: m.id,
            name: nameOf(m),
            thumbnailRef: m.media_url,
            takenAt: m.timestamp ?? post.timestamp,
          });
        }
      }
      return { items, nextCursor: list.paging?.next ? list.paging.cursors?.after : undefined };
    },
    async download(externalId) {
      const media = await get<Media>(`/${encodeURIComponent(externalId)}`, {
        fields: 'id,caption,media_type,media_url',
      });
      if (media.media_type !== 'IMAGE' || !media.media_url) {
        throw new SourceRequestError(`${NAME} item ${externalId} is not a picture.`);
      }
      // Named as it was while browsing (the caption's first line).
      return sourceFile(NAME, media.media_url, nameOf(media));
    },
    thumbnail: (ref) => sourceFile(NAME, ref, 'thumbnail'),
  };
};
