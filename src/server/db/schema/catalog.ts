import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** PostgreSQL full-text vector; Drizzle has no built-in column type for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Product types of spec §3 (ids fixed by the spec, see src/shared/catalog/productTypes.ts). */
export const productTypes = pgTable('product_types', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  baseTypeId: integer('base_type_id'),
  uri: text('uri'),
});

/** A sellable option of a product type (size, pack, cover); prices in integer cents. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id),
    name: text('name').notNull(),
    sku: text('sku').notNull().unique(),
    priceCents: integer('price_cents').notNull(),
    widthInches: real('width_inches'),
    heightInches: real('height_inches'),
    // Business days from order to shipment for this option (spec §9 delivery estimates).
    productionDays: integer('production_days').notNull().default(3),
  },
  (t) => [index('products_type_idx').on(t.productTypeId)],
);

/** Storefront categories; id ranges per product line are fixed by spec §3. */
export const tagGroups = pgTable(
  'tag_groups',
  {
    id: integer('id').primaryKey(),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id),
    uri: text('uri').notNull(),
    name: text('name').notNull(),
    // Null falls back to name when answered (spec §3).
    title: text('title'),
    // Card tag groups are answered grouped by this category name.
    category: text('category'),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    seoHeading: text('seo_heading'),
  },
  (t) => [index('tag_groups_type_idx').on(t.productTypeId)],
);

export const designers = pgTable('designers', {
  id: integer('id').primaryKey(),
  uri: text('uri').notNull().unique(),
  name: text('name').notNull(),
  bio: text('bio'),
  imageUrl: text('image_url'),
});

/**
 * A design as shown on a storefront. Facet columns carry the values the spec §2 filters narrow by
 * (tt[], ft[], s[], psg[], c[], a[], g[], n[], ps[], fptid); launch date, units sold and the
 * favourites rank drive the three sorts.
 */
export const themes = pgTable(
  'themes',
  {
    id: integer('id').primaryKey(),
    uri: text('uri').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id),
    tagGroupIds: integer('tag_group_ids').array().notNull().default(sql`'{}'::integer[]`),
    // Space-separated search words (occasion, style); a plain text column keeps the generated
    // search vector immutable, which array_to_string over a text[] is not.
    keywords: text('keywords').notNull().default(''),
    designerId: integer('designer_id').references(() => designers.id),
    deviceRestriction: integer('device_restriction'),
    launchedAt: timestamp('launched_at', { withTimezone: true }).notNull(),
    unitsSold: integer('units_sold').notNull().default(0),
    // Lower is shown first under "our favorites"; null never featured.
    favoriteRank: integer('favorite_rank'),
    styleId: integer('style_id'),
    foilTypeId: integer('foil_type_id'),
    trimTypeId: integer('trim_type_id'),
    formatTypeId: integer('format_type_id'),
    orientation: text('orientation'),
    photoCount: integer('photo_count').notNull().default(0),
    colorIds: integer('color_ids').array().notNull().default(sql`'{}'::integer[]`),
    genderId: integer('gender_id'),
    recipient: text('recipient'),
    // Size labels (e.g. "5x7") the design is offered in: the ps[] filter.
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('english'::regconfig, name || ' ' || description || ' ' || keywords)`,
    ),
  },
  (t) => [
    index('themes_type_idx').on(t.productTypeId),
    index('themes_search_idx').using('gin', t.searchVector),
    index('themes_tag_groups_idx').using('gin', t.tagGroupIds),
  ],
);

/** One editable layout of a theme for one product type. */
export const templates = pgTable(
  'templates',
  {
    id: integer('id').primaryKey(),
    themeId: integer('theme_id')
      .notNull()
      .references(() => themes.id),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id),
    name: text('name').notNull(),
    styleId: integer('style_id'),
    photoCount: integer('photo_count').notNull().default(0),
  },
  (t) => [index('templates_theme_idx').on(t.themeId)],
);

export const storefronts = pgTable('storefronts', {
  id: integer('id').primaryKey(),
  uri: text('uri').notNull().unique(),
  name: text('name').notNull(),
  description: text('description'),
  themeIds: integer('theme_ids').array().notNull().default(sql`'{}'::integer[]`),
});

/** The shop's sites per country/locale. */
export const localizedStores = pgTable('localized_stores', {
  id: integer('id').primaryKey(),
  locale: text('locale').notNull().unique(),
  countryCode: text('country_code').notNull(),
  currency: text('currency').notNull(),
  host: text('host').notNull(),
  name: text('name').notNull(),
});

/** A signed-in user's favourite templates; the key makes add idempotent. */
export const templateFavorites = pgTable(
  'template_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.templateId] })],
);
