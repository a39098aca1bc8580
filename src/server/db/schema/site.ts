import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/*
 * The site area's own data: what the header, promotions and sign-up banners show, and the
 * countries the shop ships to. Seeded on first start by src/server/site/site/siteSeed.ts.
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
