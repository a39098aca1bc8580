import { photosOfProject } from '../../design/projects/projectPhotos.service';
import type { ActionHandlers } from '../../http/actionHandler';
import {
  addPhotosToAlbum,
  createAlbum,
  deleteAlbum,
  listMyAlbums,
  markAlbumAsSeen,
  removePhotosFromAlbum,
  renameAlbum,
} from '../../media/photos/albums.service';
import {
  createMyPhoto,
  destroyMyPhotos,
  listMyPhotos,
  recentMyPhotos,
  showMyPhoto,
  summarizeMyPhotos,
} from '../../media/photos/photos.service';
import { openUploadSession } from '../../media/photos/uploadSessions.service';

export const photoHandlers: ActionHandlers = {
  'my/photos': (input, ctx, caller) => listMyPhotos(ctx.deps, caller, input),
  'my/photos#create': (input, ctx, caller) => createMyPhoto(ctx.deps, caller, input),
  'my/photos/{id}': (input, ctx, caller) => showMyPhoto(ctx.deps, caller, input),
  'my/photos/summary': (_input, ctx, caller) => summarizeMyPhotos(ctx.deps, caller),
  'my/photos/recent': (input, ctx, caller) => recentMyPhotos(ctx.deps, caller, input),
  'my/photos/batch_destroy': (input, ctx, caller) => destroyMyPhotos(ctx.deps, caller, input),
  'my/projects/{project_id}/photos': (input, ctx, caller) =>
    photosOfProject(ctx.deps, caller, input),
  'my/albums': (input, ctx, caller) => listMyAlbums(ctx.deps, caller, input),
  'my/albums#create': (input, ctx, caller) => createAlbum(ctx.deps, caller, input),
  'my/albums/{id}#update': (input, ctx, caller) => renameAlbum(ctx.deps, caller, input),
  'my/albums/{id}#delete': (input, ctx, caller) => deleteAlbum(ctx.deps, caller, input),
  'my/albums/{id}/add_photos': (input, ctx, caller) => addPhotosToAlbum(ctx.deps, caller, input),
  'my/albums/{id}/remove_photos': (input, ctx, caller) =>
    removePhotosFromAlbum(ctx.deps, caller, input),
  'my/albums/{id}/mark_as_seen': (input, ctx, caller) => markAlbumAsSeen(ctx.deps, caller, input),
};

export const uploadHandlers: ActionHandlers = {
  'my/upload_sessions': (input, ctx, caller) => openUploadSession(ctx.deps, caller, input),
};
