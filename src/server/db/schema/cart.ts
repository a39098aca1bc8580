import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { projects } from './projects';

/*
 * Carts and their lines. Money is integer cents. Catalogue ids carry no foreign keys (the
 * catalogue is reseeded data).
 */

/**
 * A shopper's cart: a signed-in user's (userId) or a guest's (anonymousId). One open cart each;
 * at checkout it becomes `ordered` and the next add starts a new one.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    anonymousId: text('anonymous_id'),
    status: text('status', { enum: ['open', 'ordered'] })
      .notNull()
      .default('open'),
    couponCode: text('coupon_code'),
    loyaltyProgramCode: text('loyalty_program_code'),
    // The address book row; the order copies the address itself when it is placed.
    shippingAddressId: integer('shipping_address_id'),
    shippingOptionId: integer('shipping_option_id'),
    /** The saved card chosen on the payment step (my/payment/sync). */
    creditCardId: integer('credit_card_id'),
    useCreditBalance: boolean('use_credit_balance').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_open_user_key').on(t.userId).where(sql`${t.status} = 'open'`),
    uniqueIndex('carts_open_guest_key')
      .on(t.anonymousId)
      .where(sql`${t.status} = 'open' and ${t.userId} is null`),
  ],
);

/**
 * A line of a cart: a project (its design and product options) or a catalogue product bought as
 * it is. `options` is the product options it was last priced with; `checkedAt` tells whether the
 * project changed since (then it is read, priced and preflighted again).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    options: jsonb('options').$type<Record<string, unknown>>().notNull(),
    /** Preflight messages of the project at checkedAt (warnings the customer may accept). */
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    /** The warnings the customer accepted in the editor, at checkedAt: shown, not blocking. */
    acceptedWarnings: jsonb('accepted_warnings').$type<string[]>().notNull().default([]),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where the add came from (/checkout's utm_* and view key), kept for the shop's reports. */
    source: jsonb('source').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_items_cart_idx').on(t.cartId)],
);
