import { fakeServiceStarter, pageOf, queryToken } from './fakeService';

/**
 * The photo sharing service as its Basic Display API answers: GET /me/media and /{id} with
 * media_type IMAGE, VIDEO or CAROUSEL_ALBUM and `after` cursors; a dead token is 400 with an
 * OAuthException of code 190. Pictures whose albumId is set become children of one carousel
 * post per album id, so carousels show up the way the real feed has them.
 */
export const startFakePhotoSharing = fakeServiceStarter((library) => ({
  cdn: true,
  tokenOf: queryToken('access_token'),
  refusal: {
    status: 400,
    json: {
      error: {
        message: 'Invalid OAuth access token - Cannot parse access token',
        type: 'OAuthException',
        code: 190,
      },
    },
  },
  routes: (request, service) => {
    const { url } = request;
    const media = (p: (typeof library.pictures)[number]) => ({
      id: p.id,
      caption: p.name,
      media_type: p.mediaType ?? 'IMAGE',
      media_url: `${service.url}/cdn/${p.id}`,
      timestamp: '2024-06-01T10:30:00+0000',
    });
    const posts: unknown[] = [];
    const carousels = new Set<string>();
    for (const p of library.pictures) {
      if (!p.albumId) posts.push(media(p));
      else if (!carousels.has(p.albumId)) {
        carousels.add(p.albumId);
        posts.push({
          id: p.albumId,
          caption: 'A carousel',
          media_type: 'CAROUSEL_ALBUM',
          media_url: `${service.url}/cdn/${p.id}`,
          timestamp: '2024-06-01T10:30:00+0000',
          children: { data: library.pictures.filter((c) => c.albumId === p.albumId).map(media) },
        });
      }
    }
    if (url.pathname === '/me/media') {
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 25), service.pageSize);
      const page = pageOf(posts, url.searchParams.get('after'), limit);
      return {
        json: {
          data: page.items,
          paging: {
            cursors: { before: 'MA', after: page.next ?? 'END' },
            ...(page.next ? { next: `${service.url}/me/media?after=${page.next}` } : {}),
          },
        },
      };
    }
    const picture = library.pictures.find((p) => `/${p.id}` === url.pathname);
    if (picture) return { json: media(picture) };
    return {
      status: 400,
      json: {
        error: { message: 'Unsupported get request', type: 'GraphMethodException', code: 100 },
      },
    };
  },
}));
