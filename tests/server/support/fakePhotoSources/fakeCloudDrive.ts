import { bearerToken, fakeServiceStarter, pageOf } from './fakeService';

/**
 * The cloud drive as its v2 API answers: POST /2/files/list_folder and /list_folder/continue
 * (cursor, has_more) with JSON bodies; /2/files/download and /2/files/get_thumbnail_v2 take their
 * argument in the Dropbox-API-Arg header and send the file's metadata back in Dropbox-API-Result.
 * Albums are top-level folders (`/{album name}`); a Bearer token is needed everywhere (401).
 */
export const startFakeCloudDrive = fakeServiceStarter((library) => ({
  tokenOf: bearerToken,
  refusal: {
    status: 401,
    json: {
      error_summary: 'invalid_access_token/...',
      error: { '.tag': 'invalid_access_token' },
    },
  },
  routes: (request, service) => {
    const { url } = request;
    const folderOf = (albumId?: string) =>
      albumId ? `/${library.albums.find((a) => a.id === albumId)?.name.toLowerCase()}` : '';
    // `recursive` (as the real API has it) lists the files of every folder under the path.
    const entriesIn = (path: string, recursive: boolean) => [
      ...(path === ''
        ? library.albums.map((a) => ({
            '.tag': 'folder',
            id: `id:folder-${a.id}`,
            name: a.name,
            path_lower: `/${a.name.toLowerCase()}`,
          }))
        : []),
      ...library.pictures
        .filter((p) =>
          recursive ? folderOf(p.albumId).startsWith(path) : folderOf(p.albumId) === path,
        )
        .map((p) => ({
          '.tag': 'file',
          id: `id:${p.id}`,
          name: p.name,
          path_lower: `${folderOf(p.albumId)}/${p.name.toLowerCase()}`,
          client_modified: '2024-06-01T10:30:00Z',
          size: p.bytes.length,
        })),
    ];
    const listing = (path: string, recursive: boolean, cursor?: string) => {
      const page = pageOf(entriesIn(path, recursive), cursor, service.pageSize);
      const where = Buffer.from(JSON.stringify({ path, recursive })).toString('base64url');
      return {
        json: {
          entries: page.items,
          cursor: `${where}.${page.next ?? 'end'}`,
          has_more: page.next !== undefined,
        },
      };
    };
    const arg = () => JSON.parse(String(request.headers['dropbox-api-arg'] ?? '{}'));
    const byPath = (path: string) =>
      library.pictures.find(
        (p) => `id:${p.id}` === path || `${folderOf(p.albumId)}/${p.name.toLowerCase()}` === path,
      );
    switch (`${request.method} ${url.pathname}`) {
      case 'POST /2/files/list_folder':
        return listing(String(request.json().path ?? ''), request.json().recursive === true);
      case 'POST /2/files/list_folder/continue': {
        const [where = '', next] = String(request.json().cursor ?? '').split('.');
        const { path, recursive } = JSON.parse(Buffer.from(where, 'base64url').toString('utf8'));
        return listing(path, recursive, next);
      }
      case 'POST /2/files/download':
      case 'POST /2/files/get_thumbnail_v2': {
        const a = arg();
        const picture = byPath(a.path ?? a.resource?.path ?? '');
        if (!picture) {
          return {
            status: 409,
            json: { error_summary: 'path/not_found/', error: { '.tag': 'path' } },
          };
        }
        return {
          bytes: picture.bytes,
          type: 'application/octet-stream',
          headers: {
            'dropbox-api-result': JSON.stringify({ id: `id:${picture.id}`, name: picture.name }),
          },
        };
      }
      default:
        return undefined;
    }
  },
}));
