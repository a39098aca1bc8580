import {
  type FakePicture,
  fakeServiceStarter,
  pageOf,
  picturesIn,
  queryToken,
} from './fakeService';

/**
 * The social network as its Graph API answers: /me/albums, /{album}/photos, /me/photos and
 * /{photo} with `images[]`; `after` cursors with a `next` link while there is more; a dead token
 * is 401 with an OAuthException of code 190. Pictures come from /cdn/{id} with no token.
 */
export const startFakeSocial = fakeServiceStarter((library) => ({
  cdn: true,
  tokenOf: queryToken('access_token'),
  refusal: {
    status: 401,
    json: {
      error: { message: 'Error validating access token', type: 'OAuthException', code: 190 },
    },
  },
  routes: (request, service) => {
    const { url } = request;
    const limit = Math.min(Number(url.searchParams.get('limit') ?? 25), service.pageSize);
    const after = url.searchParams.get('after');
    const graphPhoto = (p: FakePicture) => ({
      id: p.id,
      name: p.name,
      created_time: '2024-06-01T10:30:00+0000',
      images: [
        { width: p.width, height: p.height, source: `${service.url}/cdn/${p.id}` },
        { width: 320, height: 240, source: `${service.url}/cdn/${p.id}?size=320` },
      ],
    });
    const list = <T>(items: T[]) => {
      const page = pageOf(items, after, limit);
      return {
        json: {
          data: page.items,
          paging: {
            cursors: { before: 'MA', after: page.next ?? 'END' },
            ...(page.next ? { next: `${service.url}${url.pathname}?after=${page.next}` } : {}),
          },
        },
      };
    };
    const [, first, second] = url.pathname.split('/');
    if (first === 'me' && second === 'albums') {
      return list(
        library.albums.map((a) => ({
          id: a.id,
          name: a.name,
          count: picturesIn(library, a.id).length,
        })),
      );
    }
    if (first === 'me' && second === 'photos') return list(library.pictures.map(graphPhoto));
    if (second === 'photos' && library.albums.some((a) => a.id === first)) {
      return list(picturesIn(library, first).map(graphPhoto));
    }
    const picture = library.pictures.find((p) => p.id === first);
    if (picture && !second) return { json: graphPhoto(picture) };
    return {
      status: 404,
      json: {
        error: { message: 'Unsupported get request.', type: 'GraphMethodException', code: 100 },
      },
    };
  },
}));
