import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Tracking and conversion events, stored only in the categories the visitor consented to. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    anonymousId: text('anonymous_id').notNull(),
    // Essential events (checkout errors) are stored whatever the visitor chose; a text column, so
    // the list is the code's to keep (src/shared/catalog/trackedEvents.ts).
    category: text('category', {
      enum: ['essential', 'functional', 'analytics', 'advertising'],
    }).notNull(),
    kind: text('kind', { enum: ['event', 'conversion'] }).notNull(),
    name: text('name').notNull(),
    properties: jsonb('properties'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    flushedAt: timestamp('flushed_at', { withTimezone: true }),
  },
  (t) => [index('tracking_events_anonymous_idx').on(t.anonymousId, t.createdAt)],
);
