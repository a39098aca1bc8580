import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bytea } from './columns';

/** Where a photo is in its life: stored and waiting for its job, usable, or given up on. */
export type PhotoStatus = 'processing' | 'ready' | 'failed';

/**
 * A user's photo with the indexed fields of spec §3. Derivative urls and sizes are keyed by size
 * name. The unique (owner, content hash) index is what refuses a second copy of the same bytes,
 * so two uploads racing each other cannot both land (design.md convention 6).
 */
export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    urls: jsonb('urls').$type<Record<string, string>>().notNull().default({}),
    widths: jsonb('widths').$type<Record<string, number>>().notNull().default({}),
    heights: jsonb('heights').$type<Record<string, number>>().notNull().default({}),
    sourceId: integer('source_id').notNull().default(0),
    externalId: text('external_id'),
    focusRelativeX: real('focus_relative_x'),
    focusRelativeY: real('focus_relative_y'),
    isOriginalUploaded: boolean('is_original_uploaded').notNull().default(false),
    isDuplicate: boolean('is_duplicate').notNull().default(false),
    isGeoTagged: boolean('is_geo_tagged').notNull().default(false),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the original bytes, lowercase hex; absent for photos only linked from a source. */
    contentHash: text('content_hash'),
    /**
     * 64-bit perceptual (DCT) hash of the picture, signed as bigint stores it, for finding
     * near-duplicates by Hamming distance. Null until computed: migration 0006 cleared the older
     * difference hashes, and the 'photo.rehash' job fills them in again.
     */
    perceptualHash: bigint('perceptual_hash', { mode: 'bigint' }),
    /**
     * The crop signature (src/shared/photos/cropSignature.ts, 405 bytes in version 2): window
     * hashes that find copies cropped by up to 10 % a side and the thumbnail that verifies them.
     * Null until computed; the 'photo.rehash' job fills it in for photos stored before it existed
     * and replaces version 1 (141 bytes, no thumbnail).
     */
    cropSignature: bytea('crop_signature'),
    /** The tus upload the original came in by, so my/photos#create can find it. */
    uploadId: text('upload_id'),
    /** Key of the original in the blob store. */
    blobKey: text('blob_key'),
    mimeType: text('mime_type'),
    byteSize: integer('byte_size'),
    status: text('status').$type<PhotoStatus>().notNull().default('processing'),
    failureReason: text('failure_reason'),
  },
  (t) => [
    uniqueIndex('photos_owner_content_hash_key').on(t.ownerId, t.contentHash),
    // One copy per external photo: importing the same source photo twice is a no-op, not a race.
    uniqueIndex('photos_owner_source_external_key').on(t.ownerId, t.sourceId, t.externalId),
    index('photos_owner_taken_idx').on(t.ownerId, t.takenAt),
    index('photos_owner_updated_idx').on(t.ownerId, t.updatedAt),
  ],
);

/** A user's album; `seenAt` is when its owner last looked at it (mark_as_seen). */
export const albums = pgTable(
  'albums',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sourceId: integer('source_id').notNull().default(0),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    /** Set on a guest album: the name a photo friend gave when adding photos without an account. */
    guestName: text('guest_name'),
    /** The project a guest album collects photos for (no foreign key: projects come later in the file order). */
    projectId: integer('project_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('albums_owner_idx').on(t.ownerId)],
);

export const albumPhotos = pgTable(
  'album_photos',
  {
    albumId: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    photoId: integer('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.albumId, t.photoId] }),
    index('album_photos_photo_idx').on(t.photoId),
  ],
);

/** A resumable upload session opened by my/upload_sessions; its files go to the tus endpoint. */
export const uploadSessions = pgTable(
  'upload_sessions',
  {
    id: text('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    albumId: integer('album_id').references(() => albums.id, { onDelete: 'set null' }),
    projectId: integer('project_id'),
    fileCount: integer('file_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('upload_sessions_owner_idx').on(t.ownerId)],
);
