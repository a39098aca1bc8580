import {
  bearerToken,
  type FakePicture,
  fakeServiceStarter,
  pageOf,
  picturesIn,
} from './fakeService';

/**
 * The cloud photos service as its Library API answers: GET /v1/albums, POST /v1/mediaItems:search
 * (albumId, or filters, never both) and GET /v1/mediaItems/{id}, paged by nextPageToken, with a
 * Bearer token (401 otherwise). A media item's baseUrl serves bytes with `=d` and previews with
 * `=w…-h…` options, and needs no token.
 */
export const startFakeCloudPhotos = fakeServiceStarter((library) => ({
  // A media item's baseUrl needs no token.
  open: ({ url }) => {
    const base = /^\/lh\/([^=]+)=(.+)$/.exec(url.pathname);
    if (!base) return undefined;
    const picture = library.pictures.find((p) => p.id === base[1]);
    if (!picture) return { status: 404, json: { error: 'gone' } };
    return { bytes: picture.bytes, type: picture.mimeType };
  },
  tokenOf: bearerToken,
  refusal: {
    status: 401,
    json: {
      error: {
        code: 401,
        message: 'Request had invalid authentication credentials.',
        status: 'UNAUTHENTICATED',
      },
    },
  },
  routes: (request, service) => {
    const { url } = request;
    const mediaItem = (p: FakePicture) => ({
      id: p.id,
      filename: p.name,
      mimeType: p.mediaType === 'VIDEO' ? 'video/mp4' : p.mimeType,
      baseUrl: `${service.url}/lh/${p.id}`,
      mediaMetadata: {
        creationTime: '2024-06-01T10:30:00Z',
        width: String(p.width),
        height: String(p.height),
      },
    });
    if (request.method === 'GET' && url.pathname === '/v1/albums') {
      const size = Math.min(Number(url.searchParams.get('pageSize') ?? 20), service.pageSize);
      const page = pageOf(library.albums, url.searchParams.get('pageToken'), size);
      return {
        json: {
          albums: page.items.map((a) => ({
            id: a.id,
            title: a.name,
            mediaItemsCount: String(picturesIn(library, a.id).length),
          })),
          ...(page.next ? { nextPageToken: page.next } : {}),
        },
      };
    }
    if (request.method === 'POST' && url.pathname === '/v1/mediaItems:search') {
      const body = request.json() as {
        albumId?: string;
        filters?: unknown;
        pageSize?: number;
        pageToken?: string;
      };
      if (body.albumId && body.filters) {
        return {
          status: 400,
          json: {
            error: {
              code: 400,
              message: 'albumId and filters cannot both be set',
              status: 'INVALID_ARGUMENT',
            },
          },
        };
      }
      const size = Math.min(body.pageSize ?? 25, service.pageSize);
      const page = pageOf(picturesIn(library, body.albumId), body.pageToken, size);
      return {
        json: {
          mediaItems: page.items.map(mediaItem),
          ...(page.next ? { nextPageToken: page.next } : {}),
        },
      };
    }
    const item = /^\/v1\/mediaItems\/(.+)$/.exec(url.pathname);
    if (request.method === 'GET' && item) {
      const picture = library.pictures.find((p) => p.id === decodeURIComponent(item[1]!));
      if (!picture) return { status: 404, json: { error: { code: 404, status: 'NOT_FOUND' } } };
      return { json: mediaItem(picture) };
    }
    return undefined;
  },
}));
