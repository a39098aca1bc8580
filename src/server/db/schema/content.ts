import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Content entries (pages, components, articles, media references, redirects…), one row per kind,
 * release and key. `published` is what the site shows; `draft` is the editors' next version,
 * shown only to content previewers. Both are checked by the shared content schemas on the way in.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** The content release (spec §2: the catch-all is keyed by content version and slug). */
    release: text('release').notNull(),
    key: text('key').notNull(),
    published: jsonb('published'),
    draft: jsonb('draft'),
    /** Published version number; 0 while the entry has never been published. */
    version: integer('version').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_entries_kind_release_key').on(t.kind, t.release, t.key)],
);

/** Every published version of an entry, kept for the changelog and for going back. */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => contentEntries.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_revisions_entry_version').on(t.entryId, t.version)],
);

/** Users holding the content previewer role (spec §6): they see drafts in previews. */
export const contentPreviewers = pgTable('content_previewers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});
