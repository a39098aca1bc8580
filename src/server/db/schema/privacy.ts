import {
  boolean,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Consent to the optional tool categories of spec §3 (essential is always on), for a user or,
 * before sign-in, for an anonymous visitor.
 */
export const privacyConsents = pgTable(
  'privacy_consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    anonymousId: text('anonymous_id'),
    functional: boolean('functional').notNull().default(false),
    analytics: boolean('analytics').notNull().default(false),
    advertising: boolean('advertising').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('privacy_consents_user_key').on(t.userId),
    uniqueIndex('privacy_consents_anonymous_key').on(t.anonymousId),
  ],
);
