import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * The accounts area (identity: myAccount, accounts, accountDeletion): who a user is, sign-ups
 * waiting for confirmation, mail preferences and newsletter subscriptions, one-time links.
 */

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    acceptsMarketing: boolean('accepts_marketing').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Emails compare case-insensitively; the unique index makes two sign-ups of one address a conflict, not a race.
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

/**
 * Single-use secrets sent by email or handed to an app: password reset keys, account deletion
 * confirmations, confirmations of a new address. Only the hash is stored; `usedAt` makes a
 * second use a refusal.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['password_reset', 'account_deletion', 'email_change'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** An email_change token's new address: the account takes it only once the link is followed. */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_key').on(t.tokenHash),
    index('one_time_tokens_user_kind_idx').on(t.userId, t.kind),
  ],
);

/**
 * Sign-ups waiting for the emailed key to come back (issue 3): the account is created only then,
 * so signing up never tells whether an address is taken. Only the key's hash is stored; a row is
 * deleted when its key is used, and expired rows are swept when new ones are written.
 */
export const pendingSignUps = pgTable(
  'pending_sign_ups',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    acceptsMarketing: boolean('accepts_marketing').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pending_sign_ups_token_hash_key').on(t.tokenHash),
    index('pending_sign_ups_email_lower_idx').on(sql`lower(${t.email})`),
    index('pending_sign_ups_expires_idx').on(t.expiresAt),
  ],
);

/** How often a user hears from us (spec §3 email frequency), one row per user. */
export const emailPreferences = pgTable('email_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  frequency: text('frequency', {
    enum: ['never', 'daily', 'weekly', 'monthly', 'announcements'],
  })
    .notNull()
    .default('weekly'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Newsletter sign-ups by address, for visitors without an account too (`subscriptions`). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscriptions_email_lower_key').on(sql`lower(${t.email})`)],
);
