import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/*
 * The site area's own data: what the header, promotions, help centre, reviews, request forms,
 * feature flags and experiments show, and the export-only reference kinds of spec §3 that no
 * other area stores. Seeded on first start by src/server/modules/startingData.ts.
 */

/** Countries the shop ships to, in the order the address form lists them. */
export const siteCountries = pgTable('site_countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

/** States, provinces and territories of a country, where its addresses name one. */
export const siteCountryRegions = pgTable(
  'site_country_regions',
  {
    countryCode: text('country_code')
      .notNull()
      .references(() => siteCountries.code, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.code] })],
);

/**
 * Holiday and slide-in promotions and placed banners; shown only between their start and end
 * (either may be open). A banner names the place it shows (`home`, `cart`…); none shows anywhere.
 */
export const sitePromotions = pgTable(
  'site_promotions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['holiday', 'slide_in', 'banner'] }).notNull(),
    placement: text('placement'),
    title: text('title').notNull(),
    message: text('message'),
    url: text('url'),
    imageUrl: text('image_url'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('site_promotions_kind_idx').on(t.kind)],
);

/** A notice for every page's header (delivery delays, maintenance); the newest live one shows. */
export const siteHeaderWarnings = pgTable('site_header_warnings', {
  id: serial('id').primaryKey(),
  message: text('message').notNull(),
  level: text('level', { enum: ['info', 'warning'] })
    .notNull()
    .default('info'),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

/** The sign-up invitation shown to visitors arriving from a campaign source (utm_source). */
export const signUpBanners = pgTable('sign_up_banners', {
  id: serial('id').primaryKey(),
  source: text('source').notNull().unique(),
  title: text('title').notNull(),
  body: text('body'),
  imageUrl: text('image_url'),
  active: boolean('active').notNull().default(true),
});

/** "As seen in" press and partner logos. */
export const siteLogos = pgTable('site_logos', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  imageUrl: text('image_url').notNull(),
  url: text('url'),
  position: integer('position').notNull().default(0),
});

/** Feature flags; the key is what the client asks about. */
export const featureFlags = pgTable('feature_flags', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  enabled: boolean('enabled').notNull().default(false),
  description: text('description').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Variations of an experiment with integer weights; the first is the control. */
export type ExperimentVariation = { key: string; weight: number };

export const experiments = pgTable('experiments', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  running: boolean('running').notNull().default(true),
  variations: jsonb('variations').$type<ExperimentVariation[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Staff rights of a user; `admin` may change feature flags. */
export const staffRoles = pgTable(
  'staff_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** Customer reviews behind the trust-rating widget, the reviews page and product ratings. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    authorName: text('author_name').notNull(),
    productTypeId: integer('product_type_id').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
    verifiedOrder: boolean('verified_order').notNull().default(false),
  },
  (t) => [
    index('reviews_type_rating_idx').on(t.productTypeId, t.rating),
    index('reviews_date_idx').on(t.reviewedAt),
  ],
);

/** Help-centre articles, searched by the help centre and the support widget. */
export const helpArticles = pgTable('help_articles', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  category: text('category').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Messages sent through the help centre's contact form; each is also mailed to the shop. */
export const helpMessages = pgTable('help_messages', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  topic: text('topic').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const volumeDiscountInquiries = pgTable('volume_discount_inquiries', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  organization: text('organization'),
  productTypeId: integer('product_type_id'),
  quantity: integer('quantity').notNull(),
  message: text('message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const weddingSampleKitRequests = pgTable('wedding_sample_kit_requests', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  addressId: integer('address_id'),
  weddingDate: text('wedding_date'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
