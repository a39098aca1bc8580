import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { randomToken } from '../../security/tokens';
import { users } from './accounts';
import { bytea } from './columns';
import { photos } from './photos';

/**
 * A user's project. The design itself is a Yjs document kept as updates (project_updates) and a
 * compacted snapshot (project_snapshots); these columns are what lists, access and the editor's
 * configuration read without opening the document. Projects made before the editor existed (for
 * photo uploads) were photo books, hence the product type default.
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // Catalogue ids without foreign keys: the catalogue is reseeded data, a project is the
    // customer's, and the service checks the ids against the catalogue when they are set.
    productTypeId: integer('product_type_id').notNull().default(1),
    productId: integer('product_id'),
    themeId: integer('theme_id'),
    templateId: integer('template_id'),
    /** Product options (size, paper, cover…) as `projectOptions` in the projects actions checks them. */
    options: jsonb('options').notNull().default({}),
    viewableBy: text('viewable_by', { enum: ['Public', 'Unlisted', 'Invite'] })
      .notNull()
      .default('Invite'),
    // The SQL default only fills rows older than the column; new rows get a random token.
    viewKey: text('view_key')
      .notNull()
      .default(sql`md5(random()::text || clock_timestamp()::text)`)
      .$defaultFn(() => randomToken()),
    pageCount: integer('page_count'),
    /** The experience the editor last switched to (spec §3: 7, 8 or 10); null until one is. */
    editorExperience: integer('editor_experience'),
    /** The schemaVersion of the document the client last stored. */
    documentVersion: integer('document_version').notNull().default(1),
    /** Chosen by the client for a project made offline or by a guest, so creating it twice is one project. */
    clientId: uuid('client_id'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set when the project is ordered: its design is locked from then on. */
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_owner_idx').on(t.ownerId),
    uniqueIndex('projects_owner_client_idx').on(t.ownerId, t.clientId),
    // The project list's sorts (my/projects/list): a page is a walk down one of these.
    index('projects_owner_updated_idx').on(t.ownerId, t.updatedAt, t.id),
    index('projects_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
    index('projects_owner_name_idx').on(t.ownerId, sql`lower(${t.name})`, t.id),
  ],
);

/**
 * Every Yjs update a client sent, in arrival order, until compaction folds it into the snapshot.
 * `seq` orders them across the table, so "updates after the snapshot" is one range scan.
 */
export const projectUpdates = pgTable(
  'project_updates',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    update: bytea('update').notNull(),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_updates_project_seq_idx').on(t.projectId, t.seq)],
);

/** The merged document up to `compactedThroughSeq`: the state clients start from. */
export const projectSnapshots = pgTable('project_snapshots', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  state: bytea('state').notNull(),
  stateVector: bytea('state_vector').notNull(),
  compactedThroughSeq: bigint('compacted_through_seq', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Switches between editor experiences (desktop, lite, mobile), kept to see how people edit. */
export const projectEditorSwitches = pgTable(
  'project_editor_switches',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fromExperience: integer('from_experience'),
    toExperience: integer('to_experience').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_editor_switches_project_idx').on(t.projectId)],
);

/** Photos added to a project (by its owner, from a phone, or by a photo friend). */
export const projectPhotos = pgTable(
  'project_photos',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    photoId: integer('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.photoId] }),
    index('project_photos_photo_idx').on(t.photoId),
  ],
);

/**
 * A copy of a project in progress or done. The copy's project row exists from the start (so its
 * id can be answered at once); a background job fills its design page by page and counts here, so
 * `my/project/copy_status` can show progress on a big book.
 */
export const projectCopies = pgTable(
  'project_copies',
  {
    /** The new project: one copy makes one project. */
    projectId: integer('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    // No foreign key to the source: deleting the original must not undo a finished copy.
    sourceProjectId: integer('source_project_id').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    pagesDone: integer('pages_done').notNull().default(0),
    pagesTotal: integer('pages_total').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_copies_owner_idx').on(t.ownerId)],
);
