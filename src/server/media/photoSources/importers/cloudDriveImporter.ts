import type { ImporterFactory, SourcePhoto } from './importerTypes';
import { SOURCE_PAGE_SIZE } from './importerTypes';
import { sourceFile, sourceJson } from './sourceHttp';

const NAME = 'Cloud drive';
const PICTURE_NAME = /\.(jpe?g|png|webp|gif|tiff?|avif|heic|heif)$/i;

interface Entry {
  '.tag': 'file' | 'folder' | 'deleted';
  id: string;
  name: string;
  path_lower?: string;
  client_modified?: string;
  media_info?: { metadata?: { dimensions?: { width: number; height: number } } };
}
interface Listing {
  entries: Entry[];
  cursor: string;
  has_more: boolean;
}

/**
 * The cloud drive, Dropbox API v2 shape: POST /2/files/list_folder (then /continue with the
 * cursor) on the API host; /2/files/download and /2/files/get_thumbnail_v2 on the content host
 * with their argument in the Dropbox-API-Arg header. Albums are the top-level folders.
 */
export const cloudDriveImporter: ImporterFactory = ({ apiUrl, contentUrl }, token) => {
  const auth = { authorization: `Bearer ${token}` };
  const rpc = (route: string, body: unknown) =>
    sourceJson<Listing>(NAME, `${apiUrl}/2/${route}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const list = (path: string, recursive: boolean, cursor?: string) =>
    cursor
      ? rpc('files/list_folder/continue', { cursor })
      : rpc('files/list_folder', {
          path,
          recursive,
          limit: SOURCE_PAGE_SIZE,
          include_media_info: true,
        });
  const content = (route: string, arg: unknown, name: string) =>
    sourceFile(NAME, `${contentUrl}/2/${route}`, name, {
      method: 'POST',
      headers: { ...auth, 'dropbox-api-arg': JSON.stringify(arg) },
    });

  return {
    async listAlbums(cursor) {
      const page = await list('', false, cursor);
      return {
        items: page.entries
          .filter((e) => e['.tag'] === 'folder')
          .map((e) => ({ id: e.path_lower ?? e.id, name: e.name })),
        nextCursor: page.has_more ? page.cursor : undefined,
      };
    },
    async listPhotos({ albumId, cursor }) {
      // "All photos" is every picture in the drive, however deep in folders it sits.
      const page = await list(albumId ?? '', albumId === undefined, cursor);
      const items: SourcePhoto[] = page.entries
        .filter((e) => e['.tag'] === 'file' && PICTURE_NAME.test(e.name))
        .map((e) => ({
          id: e.id,
          name: e.name.slice(0, 200),
          thumbnailRef: e.id,
          width: e.media_info?.metadata?.dimensions?.width,
          height: e.media_info?.metadata?.dimensions?.height,
          takenAt: e.client_modified,
        }));
      return { items, nextCursor: page.has_more ? page.cursor : undefined };
    },
    async download(externalId) {
      const file = await content('files/download', { path: externalId }, externalId);
      // The file's metadata rides in a header beside the bytes; its name is the photo's name.
      const meta = file.headers?.get('dropbox-api-result');
      const name = meta ? (JSON.parse(meta) as { name?: string }).name : undefined;
      return { ...file, name: name?.slice(0, 200) || file.name };
    },
    // The content host labels every file octet-stream; a thumbnail asked for as jpeg is one.
    thumbnail: async (ref) => ({
      ...(await content(
        'files/get_thumbnail_v2',
        { resource: { '.tag': 'path', path: ref }, format: 'jpeg', size: 'w256h256' },
        'thumbnail',
      )),
      mimeType: 'image/jpeg',
    }),
  };
};
