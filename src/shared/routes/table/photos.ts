import { p, q } from '../paramSpecs';
import { photoSorts } from '../queryEnums';
import { defineRoutes } from '../routeDef';

const libraryQuery = {
  sortBy: q.enumeration('sortBy', photoSorts),
  hideDuplicates: q.boolean('hideDuplicates', true),
};

/** The photo library and the upload flows (spec §2). */
export const photoRoutes = defineRoutes({
  'photos.library': { path: '/my/photos', query: libraryQuery },
  'photos.photo': { path: '/my/photos/photo/:photoId', query: libraryQuery },
  'photos.albums': { path: '/my/photos/albums', query: libraryQuery },
  'photos.albumsPhoto': { path: '/my/photos/albums/photo/:photoId', query: libraryQuery },
  'photos.album': { path: '/my/photos/albums/:albumId', query: libraryQuery },
  'photos.albumPhoto': { path: '/my/photos/albums/:albumId/photo/:photoId', query: libraryQuery },
  'friends.upload': {
    path: '/my/friends/upload/:projectId/:signature',
    params: { projectId: p.integer() },
    query: {
      name: q.string('name', 'required'),
      uploadSource: q.string('uploadSource', 'required'),
    },
  },
  mobileUpload: {
    path: '/mobile/upload/projects/:projectOrUserId/:signature',
    params: { projectOrUserId: p.integer() },
    query: { type: q.string('type') },
  },
  photoSourceCallback: {
    path: '/~/photo-source-callback',
    query: {
      source: q.string('source', 'required'),
      accessToken: q.string('access_token', 'required'),
      expiresAt: q.integer('expires_at', 'required'),
      returnTo: q.string('return_to', 'required'),
    },
  },
});
