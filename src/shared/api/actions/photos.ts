import { z } from 'zod';
import { ENCODED_SIGNATURE_LENGTH } from '../../photos/cropSignature';
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
  /** SHA-256 of the original's bytes, lower-case hex: the client's worker finds exact copies by it. */
  contentHash: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  /**
   * 64-bit perceptual hash as 16 lower-case hex digits (src/shared/photos/perceptualHash.ts), for
   * near copies; absent while the photo is processed or rehashed.
   */
  perceptualHash: z
    .string()
    .regex(/^[0-9a-f]{16}$/)
    .optional(),
  /**
   * The crop signature (src/shared/photos/cropSignature.ts) as base64: window hashes that find
   * copies cropped by up to 10 % a side; absent while the photo is processed or rehashed.
   */
  cropSignature: z
    .string()
    .length(ENCODED_SIGNATURE_LENGTH)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/)
    .optional(),
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

const photoSourceIdParam = queryInt.min(0);
/** A source's own id of a photo or album (Graph ids, Dropbox `id:…`, Library API ids). */
const externalId = z.string().min(1).max(500);
const sourceCursor = z.string().min(1).max(2000);
const sourceAlbum = z.object({
  id: z.string(),
  name: z.string(),
  photoCount: z.number().int().nonnegative().optional(),
});
/** A photo still at its source; thumbnailUrl is our proxy, so no source address reaches the page. */
const sourcePhoto = z.object({
  id: z.string(),
  name: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int().nonnegative().optional(),
  height: z.number().int().nonnegative().optional(),
  takenAt: z.string().optional(),
});
/** What an upload link leads into: a user's photo library or one of their projects. */
export const uploadLinkTarget = z.enum(['library', 'project']);

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
  // Disconnects an external photo source: its sealed token is forgotten.
  'my/photo_import_tokens/{source_id}#delete': {
    method: 'DELETE',
    input: z.object({ sourceId: photoSourceIdParam }),
    output: okOutput,
  },
  // Browsing a connected source goes through the server, so the browser never holds its token.
  'my/photo_sources/{source_id}/albums': {
    method: 'GET',
    input: z.object({ sourceId: photoSourceIdParam, cursor: sourceCursor.optional() }),
    output: z.object({ items: z.array(sourceAlbum), nextCursor: z.string().optional() }),
  },
  'my/photo_sources/{source_id}/photos': {
    method: 'GET',
    input: z.object({
      sourceId: photoSourceIdParam,
      albumId: externalId.optional(),
      cursor: sourceCursor.optional(),
    }),
    output: z.object({ items: z.array(sourcePhoto), nextCursor: z.string().optional() }),
  },
  // Copies the chosen photos into the shop's own storage by durable jobs; answers at once.
  'my/photo_sources/{source_id}/import': {
    method: 'POST',
    input: z.object({
      sourceId: photoSourceIdParam,
      externalIds: z.array(externalId).min(1).max(500),
      // Recreates the source's album as one of ours holding the imported photos.
      album: z.object({ id: externalId, name: z.string().trim().min(1).max(200) }).optional(),
    }),
    output: z.object({ batchId: z.string(), queued: z.number().int().nonnegative() }),
  },
  'my/photo_imports/{batch_id}': {
    method: 'GET',
    input: z.object({ batchId: z.string().min(1).max(64) }),
    output: z.object({
      total: z.number().int().nonnegative(),
      done: z.number().int().nonnegative(),
      failed: z.number().int().nonnegative(),
      pending: z.number().int().nonnegative(),
      errors: z.array(z.string()),
      // One entry per chosen photo, so the page can say which one failed and why.
      items: z.array(
        z.object({
          externalId,
          status: z.enum(['pending', 'retrying', 'done', 'failed']),
          error: z.string().optional(),
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
      // Whose photos these become: a user's library, or a project's (the link's signature says).
      target: uploadLinkTarget,
      ownerName: z.string(),
      expiresAt: z.string(),
    }),
  },
  // A link for the owner's phone; without projectId it uploads into the owner's library.
  'my/friends/photo_upload_qr_code_link': {
    method: 'GET',
    input: z.object({ projectId: idParam.optional() }),
    output: z.object({ url: z.string(), expiresAt: z.string().optional() }),
  },
  'my/friends/project_creator_name': {
    method: 'GET',
    input: z.object(signedUploadParams),
    output: z.object({
      name: z.string(),
      target: uploadLinkTarget.optional(),
      projectName: z.string().optional(),
    }),
  },
  // Idempotent per friend name and target: a retry answers the same album.
  'my/friends/create_guest_album': {
    method: 'POST',
    input: z.object({ ...signedUpload, name: z.string().trim().min(1).max(80) }),
    output: z.object({
      albumId: positiveInt,
      uploadUrl: z.string(),
      uploadSessionId: z.string().optional(),
      expiresAt: z.string().optional(),
    }),
  },
  // Mails the friends link (or, with link 'mobile', the phone upload link); without projectId,
  // the link is for the sender's library.
  'my/friends/send_link_to_email': {
    method: 'POST',
    input: z.object({
      projectId: bodyId.optional(),
      email: emailInput,
      link: z.enum(['friends', 'mobile']).optional(),
    }),
    output: okOutput,
  },
});
