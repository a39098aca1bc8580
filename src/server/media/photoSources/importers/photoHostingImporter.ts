import {
  type ImporterFactory,
  SOURCE_PAGE_SIZE,
  type SourcePage,
  type SourcePhoto,
} from './importerTypes';
import { SourceRequestError, sourceFile, sourceJson, withQuery } from './sourceHttp';

const NAME = 'Photo hosting';
/** Flickr's "Invalid auth token" and "Invalid signature/expired" failures. */
const AUTH_FAILURE_CODES = new Set([96, 97, 98, 99]);

interface FlickrPhoto {
  id: string;
  title?: string;
  url_q?: string;
  datetaken?: string;
  width_o?: number | string;
  height_o?: number | string;
}
interface FlickrPaged {
  page: number | string;
  pages: number | string;
}
type FlickrAnswer = { stat: 'ok' | 'fail'; code?: number; message?: string };

/** Flickr counts pages from 1 and says how many there are; our cursor is the next page number. */
const nextPage = (paged: FlickrPaged) =>
  Number(paged.page) < Number(paged.pages) ? String(Number(paged.page) + 1) : undefined;

const toPhoto = (p: FlickrPhoto): SourcePhoto => ({
  id: p.id,
  name: p.title?.slice(0, 200) || `Photo ${p.id}`,
  thumbnailRef: p.url_q ?? '',
  width: p.width_o === undefined ? undefined : Number(p.width_o),
  height: p.height_o === undefined ? undefined : Number(p.height_o),
  takenAt: p.datetaken,
});

/**
 * The photo hosting service, Flickr REST shape: `services/rest?method=…&format=json&nojsoncallback=1`,
 * albums are photosets, `getSizes` lists a photo's renditions with "Original" the largest.
 * Failures come back as HTTP 200 with stat "fail" and a code.
 */
export const photoHostingImporter: ImporterFactory = ({ apiUrl }, token) => {
  const call = async <T>(method: string, query: Record<string, string | number | undefined>) => {
    const answer = await sourceJson<T & FlickrAnswer>(
      NAME,
      withQuery(`${apiUrl}/services/rest/`, {
        ...query,
        method,
        format: 'json',
        nojsoncallback: 1,
        oauth_token: token,
      }),
      {},
      (_status, body) => AUTH_FAILURE_CODES.has((body as FlickrAnswer | undefined)?.code ?? 0),
    );
    if (answer.stat !== 'ok') {
      throw new SourceRequestError(`${NAME} refused the request: ${answer.message ?? 'unknown'}.`);
    }
    return answer;
  };
  const extras = 'url_q,date_taken,o_dims';

  return {
    async listAlbums(cursor) {
      const { photosets } = await call<{
        photosets: FlickrPaged & {
          photoset: { id: string; title: { _content: string }; photos: number | string }[];
        };
      }>('flickr.photosets.getList', { page: cursor ?? 1, per_page: SOURCE_PAGE_SIZE });
      return {
        items: photosets.photoset.map((s) => ({
          id: s.id,
          name: s.title._content,
          photoCount: Number(s.photos),
        })),
        nextCursor: nextPage(photosets),
      };
    },
    async listPhotos({ albumId, cursor }): Promise<SourcePage<SourcePhoto>> {
      const query = { page: cursor ?? 1, per_page: SOURCE_PAGE_SIZE, extras };
      const list = albumId
        ? (
            await call<{ photoset: FlickrPaged & { photo: FlickrPhoto[] } }>(
              'flickr.photosets.getPhotos',
              { ...query, photoset_id: albumId },
            )
          ).photoset
        : (
            await call<{ photos: FlickrPaged & { photo: FlickrPhoto[] } }>(
              'flickr.people.getPhotos',
              { ...query, user_id: 'me' },
            )
          ).photos;
      return { items: list.photo.map(toPhoto), nextCursor: nextPage(list) };
    },
    async download(externalId) {
      // The title is the photo's name in the library, as it was while browsing.
      const { photo } = await call<{ photo: { title?: { _content?: string } } }>(
        'flickr.photos.getInfo',
        { photo_id: externalId },
      );
      const { sizes } = await call<{
        sizes: { size: { label: string; width: number | string; source: string }[] };
      }>('flickr.photos.getSizes', { photo_id: externalId });
      const largest =
        sizes.size.find((s) => s.label === 'Original') ??
        [...sizes.size].sort((a, b) => Number(b.width) - Number(a.width))[0];
      if (!largest) throw new SourceRequestError(`${NAME} has no picture for photo ${externalId}.`);
      const title = photo.title?._content?.slice(0, 200);
      return sourceFile(NAME, largest.source, title || `${externalId}.jpg`);
    },
    thumbnail: (ref) => sourceFile(NAME, ref, 'thumbnail'),
  };
};
