import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** A coupon code and its rules (src/shared/pricing/coupon.ts's couponSchema, minus the code). */
export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  /** Stored upper case; codes are matched without regard to case. */
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  description: text('description'),
  rule: jsonb('rule').$type<Record<string, unknown>>().notNull(),
  /** Listed by the `coupons` call (public offers) or only known to whoever has the code. */
  listed: boolean('listed').notNull().default(false),
  oncePerCustomer: boolean('once_per_customer').notNull().default(true),
  /** How many orders may use it in all; null for no cap. */
  usageCap: integer('usage_cap'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One use of a coupon by an order; counted for usage caps and one use per customer. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_redemptions_coupon_idx').on(t.couponId, t.userId)],
);
