import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A user's connection to an external photo source (spec §3 Photo sources): the access token the
 * source's callback handed over, sealed with the server secret, and when it stops working.
 */
export const photoSourceTokens = pgTable(
  'photo_source_tokens',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceId: integer('source_id').notNull(),
    sealedAccessToken: text('sealed_access_token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sourceId] })],
);
