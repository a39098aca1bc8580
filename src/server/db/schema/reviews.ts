import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

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
