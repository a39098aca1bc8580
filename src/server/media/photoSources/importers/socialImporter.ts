import {
  type ImporterFactory,
  SOURCE_PAGE_SIZE,
  type SourceAlbum,
  type SourcePhoto,
} from './importerTypes';
import { graphGetter, SourceRequestError, sourceFile } from './sourceHttp';

const NAME = 'Social network';

interface GraphImage {
  width: number;
  height: number;
  source: string;
}
interface GraphPhoto {
  id: string;
  name?: string;
  created_time?: string;
  images?: GraphImage[];
}
interface GraphList<T> {
  data: T[];
  paging?: { cursors?: { after?: string }; next?: string };
}

/** Graph pages say "more" by carrying a `next` link; the cursor to pass on is `after`. */
const nextOf = (list: GraphList<unknown>) =>
  list.paging?.next ? list.paging.cursors?.after : undefined;

const bySize = (images: GraphImage[] = []) => [...images].sort((a, b) => b.width - a.width);

/**
 * The social network, Graph API shape: /me/albums, /{album}/photos and /me/photos with
 * `after` cursors; a photo's `images[]` lists its renditions, largest first by our sort.
 */
export const socialImporter: ImporterFactory = ({ apiUrl }, token) => {
  const get = graphGetter(NAME, apiUrl, token);
  const photoFields = 'id,name,created_time,images';

  return {
    async listAlbums(cursor) {
      const list = await get<GraphList<{ id: string; name: string; count?: number }>>(
        '/me/albums',
        { fields: 'id,name,count', limit: SOURCE_PAGE_SIZE, after: cursor },
      );
      const items: SourceAlbum[] = list.data.map((a) => ({
        id: a.id,
        name: a.name,
        photoCount: a.count,
      }));
      return { items, nextCursor: nextOf(list) };
    },
    async listPhotos({ albumId, cursor }) {
      const path = albumId ? `/${encodeURIComponent(albumId)}/photos` : '/me/photos';
      const list = await get<GraphList<GraphPhoto>>(path, {
        fields: photoFields,
        limit: SOURCE_PAGE_SIZE,
        after: cursor,
        type: albumId ? undefined : 'uploaded',
      });
      const items: SourcePhoto[] = [];
      for (const p of list.data) {
        const images = bySize(p.images);
        const largest = images[0];
        if (!largest) continue;
        // The smallest rendition at least 200 px wide makes a sharp enough grid thumbnail.
        const preview = [...images].reverse().find((i) => i.width >= 200) ?? largest;
        items.push({
          id: p.id,
          name: p.name?.slice(0, 200) || `Photo ${p.id}`,
          thumbnailRef: preview.source,
          width: largest.width,
          height: largest.height,
          takenAt: p.created_time,
        });
      }
      return { items, nextCursor: nextOf(list) };
    },
    async download(externalId) {
      const photo = await get<GraphPhoto>(`/${encodeURIComponent(externalId)}`, {
        fields: photoFields,
      });
      const largest = bySize(photo.images)[0];
      if (!largest) throw new SourceRequestError(`${NAME} has no picture for photo ${externalId}.`);
      // Named as it was while browsing: the caption, else the source's id.
      return sourceFile(NAME, largest.source, photo.name?.slice(0, 200) || `${externalId}.jpg`);
    },
    thumbnail: (ref) => sourceFile(NAME, ref, 'thumbnail'),
  };
};
