import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Single-use secrets sent by email or handed to an app: password reset keys, account deletion
 * confirmations. Only the hash is stored; `usedAt` makes a second use a refusal.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['password_reset', 'account_deletion'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
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

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    company: text('company'),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    state: text('state'),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    phone: text('phone'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

/** Saved cards: never the number, only what the gateway's token and the card list need. */
export const creditCards = pgTable(
  'credit_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gatewayId: smallint('gateway_id').notNull(),
    gatewayToken: text('gateway_token').notNull(),
    brand: text('brand', { enum: ['Visa', 'Master', 'Amex', 'Discover', 'Generic'] }).notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    holderName: text('holder_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_cards_user_idx').on(t.userId)],
);

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

/** The apps allowed to ask for access: exact redirect URIs only. */
export const oauthClients = pgTable('oauth_clients', {
  clientId: text('client_id').primaryKey(),
  name: text('name').notNull(),
  redirectUris: jsonb('redirect_uris').$type<string[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Authorization codes (PKCE S256): single use, short-lived, bound to client and redirect URI. */
export const oauthCodes = pgTable('oauth_codes', {
  codeHash: text('code_hash').primaryKey(),
  clientId: text('client_id')
    .notNull()
    .references(() => oauthClients.clientId, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  redirectUri: text('redirect_uri').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
