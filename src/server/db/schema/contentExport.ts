import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/* What the content export serves that no other area stores, and its changelog. */

/**
 * Export-only kinds of spec §3 that nothing else in the shop stores (browser, device-type,
 * audience, curalate-container): named rows with their attributes, keyed by kind and id.
 */
export const siteReferenceEntities = pgTable(
  'site_reference_entities',
  {
    kind: text('kind').notNull(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);

/** What changed in exported content, newest last: the content-export changelog. */
export const contentChanges = pgTable(
  'content_changes',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    entityId: integer('entity_id').notNull(),
    change: text('change', { enum: ['created', 'updated', 'deleted'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('content_changes_at_idx').on(t.at, t.id)],
);
