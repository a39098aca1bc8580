import { z } from 'zod';
import { defineActions } from '../defineActions';
import {
  bodyId,
  bodyIdList,
  emailInput,
  emptyInput,
  idParam,
  listOf,
  okOutput,
  pagination,
  queryBoolean,
  queryInt,
} from '../schemaHelpers';

const positiveInt = z.number().int().positive();
const sizeMap = z.record(z.string(), z.number().int().nonnegative());

/** The indexed photo fields of spec §3; urls, widths and heights are keyed by derivative size. */
export const photo = z.object({
  id: positiveInt,
  name: z.string(),
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
  createdAt: z.string(),
  takenAt: z.string().optional(),
  albumIds: z.array(positiveInt),
  urls: z.record(z.string(), z.string()),
  widths: sizeMap,
  heights: sizeMap,
  sourceId: z.number().int().nonnegative(),
  externalId: z.string().optional(),
  focusRelativeX: z.number().min(0).max(1).optional(),
  focusRelativeY: z.number().min(0).max(1).optional(),
  isOriginalUploaded: z.boolean(),
  isDuplicate: z.boolean(),
  isGeoTagged: z.boolean(),
  creatorId: positiveInt.optional(),
});

export const album = z.object({
  id: positiveInt,
  name: z.string(),
  sourceId: z.number().int().nonnegative(),
  photoCount: z.number().int().nonnegative(),
  coverPhotoId: positiveInt.optional(),
  isSeen: z.boolean(),
  createdAt: z.string(),
});

export const photoSort = z.enum([
  'date-taken-desc',
  'date-taken-asc',
  'date-added-desc',
  'date-added-asc',
]);

const albumName = z.string().trim().min(1).max(200);

export const photoActions = defineActions('photos', {
  'my/photos': {
    method: 'GET',
    input: z.object({
      sortBy: photoSort.optional(),
      hideDuplicates: queryBoolean.optional(),
      albumId: idParam.optional(),
      sourceId: queryInt.min(0).optional(),
      // Sync cursor for the client's photo index: only records changed after it.
      updatedSince: z.string().optional(),
      ...pagination,
    }),
    output: listOf(photo),
  },
  // Registers a photo from a finished upload or an external source; a known checksum answers
  // with the existing photo and duplicate true (design.md convention 6).
  'my/photos#create': {
    method: 'POST',
    input: z.object({
      uploadId: z.string().min(1).optional(),
      sourceId: z.number().int().nonnegative(),
      externalId: z.string().optional(),
      name: z.string().max(255).optional(),
      checksum: z.string().max(128).optional(),
      albumId: bodyId.optional(),
      projectId: bodyId.optional(),
    }),
    output: z.object({ photo, duplicate: z.boolean() }),
  },
  'my/photos/{id}': { method: 'GET', input: z.object({ id: idParam }), output: photo },
  'my/photos/summary': {
    method: 'GET',
    input: emptyInput,
    output: z.object({
      total: z.number().int().nonnegative(),
      duplicates: z.number().int().nonnegative(),
      albums: z.number().int().nonnegative(),
      bySource: z.array(
        z.object({ sourceId: z.number().int().nonnegative(), count: z.number().int() }),
      ),
    }),
  },
  'my/photos/recent': {
    method: 'GET',
    input: z.object({ limit: queryInt.min(1).max(200).optional() }),
    output: z.object({ items: z.array(photo) }),
  },
  'my/photos/batch_destroy': {
    method: 'POST',
    input: z.object({ photoIds: bodyIdList }),
    output: z.object({ deleted: z.number().int().nonnegative() }),
  },
  'my/albums': {
    method: 'GET',
    input: z.object({ sourceId: queryInt.min(0).optional(), ...pagination }),
    output: listOf(album),
  },
  'my/albums#create': {
    method: 'POST',
    input: z.object({ name: albumName, photoIds: z.array(bodyId).max(1000).optional() }),
    output: album,
  },
  'my/albums/{id}#update': {
    method: 'PUT',
    input: z.object({ id: idParam, name: albumName }),
    output: album,
  },
  'my/albums/{id}#delete': { method: 'DELETE', input: z.object({ id: idParam }), output: okOutput },
  'my/albums/{id}/add_photos': {
    method: 'POST',
    input: z.object({ id: idParam, photoIds: bodyIdList }),
    output: album,
  },
  'my/albums/{id}/remove_photos': {
    method: 'POST',
    input: z.object({ id: idParam, photoIds: bodyIdList }),
    output: album,
  },
  'my/albums/{id}/mark_as_seen': {
    method: 'POST',
    input: z.object({ id: idParam }),
    output: okOutput,
  },
});

/** What a friend or a phone needs to upload into someone's project without signing in. */
const signedUpload = {
  projectId: z.number().int().positive(),
  signature: z.string().min(1).max(200),
};
const signedUploadParams = { projectId: idParam, signature: z.string().min(1).max(200) };

export const uploadActions = defineActions('uploads', {
  'my/photo_import_tokens': {
    method: 'GET',
    input: emptyInput,
    output: z.object({
      items: z.array(
        z.object({
          sourceId: z.number().int().nonnegative(),
          connected: z.boolean(),
          expiresAt: z.string().optional(),
        }),
      ),
    }),
  },
  // Opens a resumable (tus) upload session; the files then go to uploadUrl.
  'my/upload_sessions': {
    method: 'POST',
    input: z.object({
      projectId: bodyId.optional(),
      albumId: bodyId.optional(),
      fileCount: z.number().int().positive().max(10_000),
    }),
    output: z.object({ id: z.string(), uploadUrl: z.string(), expiresAt: z.string() }),
  },
  'pages/mobile_upload': {
    method: 'GET',
    input: z.object({
      projectOrUserId: idParam,
      signature: z.string().min(1).max(200),
      type: z.string().max(40).optional(),
    }),
    output: z.object({
      uploadSessionId: z.string(),
      uploadUrl: z.string(),
      projectName: z.string().optional(),
    }),
  },
  'my/friends/photo_upload_qr_code_link': {
    method: 'GET',
    input: z.object({ projectId: idParam }),
    output: z.object({ url: z.string() }),
  },
  'my/friends/project_creator_name': {
    method: 'GET',
    input: z.object(signedUploadParams),
    output: z.object({ name: z.string() }),
  },
  'my/friends/create_guest_album': {
    method: 'POST',
    input: z.object({ ...signedUpload, name: z.string().trim().min(1).max(80) }),
    output: z.object({ albumId: positiveInt, uploadUrl: z.string() }),
  },
  'my/friends/send_link_to_email': {
    method: 'POST',
    input: z.object({ projectId: bodyId, email: emailInput }),
    output: okOutput,
  },
});
