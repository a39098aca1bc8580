import {
  type FakePicture,
  fakeServiceStarter,
  NOT_FOUND,
  picturesIn,
  queryToken,
} from './fakeService';

/**
 * The photo hosting service as its REST API answers: services/rest?method=… in JSON
 * (format=json&nojsoncallback=1), page/pages paging, photosets for albums, getSizes for the
 * renditions. Failures are HTTP 200 with stat "fail"; a dead token is code 98.
 */
export const startFakePhotoHosting = fakeServiceStarter((library) => ({
  cdn: true,
  open: ({ url }) => {
    if (url.pathname !== '/services/rest/') return NOT_FOUND;
    if (
      url.searchParams.get('format') !== 'json' ||
      url.searchParams.get('nojsoncallback') !== '1'
    ) {
      return { bytes: Buffer.from('jsonFlickrApi({})'), type: 'text/javascript' };
    }
    return undefined;
  },
  tokenOf: queryToken('oauth_token'),
  refusal: { json: { stat: 'fail', code: 98, message: 'Invalid auth token' } },
  routes: (request, service) => {
    const { url } = request;
    const q = (name: string) => url.searchParams.get(name);
    const perPage = Math.min(Number(q('per_page') ?? 100), service.pageSize);
    const page = Number(q('page') ?? 1);
    const paged = <T>(items: T[]) => ({
      page,
      pages: Math.max(1, Math.ceil(items.length / perPage)),
      perpage: perPage,
      total: items.length,
      items: items.slice((page - 1) * perPage, page * perPage),
    });
    const flickrPhoto = (p: FakePicture) => ({
      id: p.id,
      title: p.name,
      datetaken: '2024-06-01 10:30:00',
      url_q: `${service.url}/cdn/${p.id}?size=q`,
      width_o: p.width,
      height_o: p.height,
    });
    switch (q('method')) {
      case 'flickr.photosets.getList': {
        const { items, ...meta } = paged(library.albums);
        return {
          json: {
            stat: 'ok',
            photosets: {
              ...meta,
              photoset: items.map((a) => ({
                id: a.id,
                title: { _content: a.name },
                photos: picturesIn(library, a.id).length,
              })),
            },
          },
        };
      }
      case 'flickr.photosets.getPhotos': {
        const id = q('photoset_id') ?? '';
        if (!library.albums.some((a) => a.id === id)) {
          return { json: { stat: 'fail', code: 1, message: 'Photoset not found' } };
        }
        const { items, ...meta } = paged(picturesIn(library, id).map(flickrPhoto));
        return { json: { stat: 'ok', photoset: { id, ...meta, photo: items } } };
      }
      case 'flickr.people.getPhotos': {
        const { items, ...meta } = paged(library.pictures.map(flickrPhoto));
        return { json: { stat: 'ok', photos: { ...meta, photo: items } } };
      }
      case 'flickr.photos.getInfo': {
        const picture = library.pictures.find((p) => p.id === q('photo_id'));
        if (!picture) return { json: { stat: 'fail', code: 1, message: 'Photo not found' } };
        return {
          json: { stat: 'ok', photo: { id: picture.id, title: { _content: picture.name } } },
        };
      }
      case 'flickr.photos.getSizes': {
        const picture = library.pictures.find((p) => p.id === q('photo_id'));
        if (!picture) return { json: { stat: 'fail', code: 1, message: 'Photo not found' } };
        return {
          json: {
            stat: 'ok',
            sizes: {
              size: [
                {
                  label: 'Large Square',
                  width: 150,
                  height: 150,
                  source: `${service.url}/cdn/${picture.id}?size=q`,
                },
                {
                  label: 'Original',
                  width: picture.width,
                  height: picture.height,
                  source: `${service.url}/cdn/${picture.id}`,
                },
              ],
            },
          },
        };
      }
      default:
        return {
          json: { stat: 'fail', code: 112, message: `Method "${q('method')}" not found` },
        };
    }
  },
}));
