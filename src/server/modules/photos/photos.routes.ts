import type { ActionHandlers } from '../../http/actionHandler';
import {
  addPhotosToAlbum,
  createAlbum,
  deleteAlbum,
  listMyAlbums,
  markAlbumAsSeen,
  removePhotosFromAlbum,
  renameAlbum,
} from './albums.service';
import {
  createMyPhoto,
  destroyMyPhotos,
  listMyPhotos,
  recentMyPhotos,
  showMyPhoto,
  summarizeMyPhotos,
} from './photos.service';
import { photosOfProject } from './projectPhotos.service';
import { openUploadSession } from './uploadSessions.service';

export const photoHandlers: ActionHandlers = {
  'my/photos': (input, ctx) => listMyPhotos(ctx, input),
  'my/photos#create': (input, ctx) => createMyPhoto(ctx, input),
  'my/photos/{id}': (input, ctx) => showMyPhoto(ctx, input),
  'my/photos/summary': (_input, ctx) => summarizeMyPhotos(ctx),
  'my/photos/recent': (input, ctx) => recentMyPhotos(ctx, input),
  'my/photos/batch_destroy': (input, ctx) => destroyMyPhotos(ctx, input),
  'my/projects/{project_id}/photos': (input, ctx) => photosOfProject(ctx, input),
  'my/albums': (input, ctx) => listMyAlbums(ctx, input),
  'my/albums#create': (input, ctx) => createAlbum(ctx, input),
  'my/albums/{id}#update': (input, ctx) => renameAlbum(ctx, input),
  'my/albums/{id}#delete': (input, ctx) => deleteAlbum(ctx, input),
  'my/albums/{id}/add_photos': (input, ctx) => addPhotosToAlbum(ctx, input),
  'my/albums/{id}/remove_photos': (input, ctx) => removePhotosFromAlbum(ctx, input),
  'my/albums/{id}/mark_as_seen': (input, ctx) => markAlbumAsSeen(ctx, input),
};

export const uploadHandlers: ActionHandlers = {
  'my/upload_sessions': (input, ctx) => openUploadSession(ctx, input),
};
