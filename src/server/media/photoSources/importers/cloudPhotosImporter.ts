import type { ImporterFactory, SourcePhoto } from './importerTypes';
import { SOURCE_PAGE_SIZE } from './importerTypes';
import { sourceFile, sourceJson, withQuery } from './sourceHttp';

const NAME = 'Cloud photos';

interface MediaItem {
  id: string;
  filename?: string;
  mimeType?: string;
  baseUrl: string;
  mediaMetadata?: { creationTime?: string; width?: string; height?: string };
}

/**
 * The cloud photos service, Library API shape: GET /v1/albums and POST /v1/mediaItems:search with
 * `nextPageToken`; a media item's `baseUrl` is a short-lived address that takes size options
 * (`=w256-h256-c` a thumbnail, `=d` the original bytes), so downloads fetch the item afresh.
 */
export const cloudPhotosImporter: ImporterFactory = ({ apiUrl }, token) => {
  const auth = { authorization: `Bearer ${token}` };
  const toPhoto = (m: MediaItem): SourcePhoto => ({
    id: m.id,
    name: m.filename?.slice(0, 200) || `Photo ${m.id}`,
    thumbnailRef: `${m.baseUrl}=w256-h256-c`,
    width: m.mediaMetadata?.width ? Number(m.mediaMetadata.width) : undefined,
    height: m.mediaMetadata?.height ? Number(m.mediaMetadata.height) : undefined,
    takenAt: m.mediaMetadata?.creationTime,
  });

  return {
    async listAlbums(cursor) {
      const answer = await sourceJson<{
        albums?: { id: string; title?: string; mediaItemsCount?: string }[];
        nextPageToken?: string;
      }>(
        NAME,
        withQuery(`${apiUrl}/v1/albums`, { pageSize: SOURCE_PAGE_SIZE, pageToken: cursor }),
        {
          headers: auth,
        },
      );
      return {
        items: (answer.albums ?? []).map((a) => ({
          id: a.id,
          name: a.title || 'Untitled album',
          photoCount: a.mediaItemsCount === undefined ? undefined : Number(a.mediaItemsCount),
        })),
        nextCursor: answer.nextPageToken || undefined,
      };
    },
    async listPhotos({ albumId, cursor }) {
      const answer = await sourceJson<{ mediaItems?: MediaItem[]; nextPageToken?: string }>(
        NAME,
        `${apiUrl}/v1/mediaItems:search`,
        {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            pageSize: SOURCE_PAGE_SIZE,
            ...(cursor ? { pageToken: cursor } : {}),
            // The API refuses albumId together with filters, so "all photos" is the filter alone.
            ...(albumId
              ? { albumId }
              : { filters: { mediaTypeFilter: { mediaTypes: ['PHOTO'] } } }),
          }),
        },
      );
      // An album may hold videos too; only pictures can become photos here.
      const pictures = (answer.mediaItems ?? []).filter((m) => m.mimeType?.startsWith('image/'));
      return { items: pictures.map(toPhoto), nextCursor: answer.nextPageToken || undefined };
    },
    async download(externalId) {
      const item = await sourceJson<MediaItem>(
        NAME,
        `${apiUrl}/v1/mediaItems/${encodeURIComponent(externalId)}`,
        { headers: auth },
      );
      return sourceFile(NAME, `${item.baseUrl}=d`, item.filename || `${externalId}.jpg`);
    },
    thumbnail: (ref) => sourceFile(NAME, ref, 'thumbnail'),
  };
};
