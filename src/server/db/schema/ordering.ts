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
import { projects } from './projects';
import { users } from './users';

/*
 * Ordering: carts, coupons, checkout attempts (the payment side of placing an order), orders and
 * their shipments. Money is integer cents. Catalogue ids carry no foreign keys (the catalogue is
 * reseeded data); an order keeps a copy of what was bought so it never changes after the fact.
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

export const ORDER_STATES = [
  'placed',
  'cancelled',
  'in_production',
  'printing',
  'shipped',
  'delivered',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** What the customer reads and quotes, e.g. PS-2026-000042. */
    number: text('number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One order per cart: two tabs or ten clicks can never make a second one. */
    cartId: integer('cart_id').notNull().unique(),
    state: text('state', { enum: ORDER_STATES }).notNull().default('placed'),
    paymentState: text('payment_state', {
      enum: ['authorised', 'captured', 'voided', 'refunded'],
    }).notNull(),
    gatewayId: smallint('gateway_id').notNull(),
    /** The gateway's id of the authorisation this order captures. */
    transactionId: text('transaction_id').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    couponCode: text('coupon_code'),
    shippingOptionId: integer('shipping_option_id').notNull(),
    shippingAddress: jsonb('shipping_address').$type<Record<string, unknown>>().notNull(),
    arrivesBy: text('arrives_by'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    /** Until then the customer may cancel; after it the order is locked for production. */
    changeWindowEndsAt: timestamp('change_window_ends_at', { withTimezone: true }).notNull(),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    /** Print jobs queued and the confirmation mail sent: the last step of the checkout flow. */
    fulfilmentStartedAt: timestamp('fulfilment_started_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_user_idx').on(t.userId, t.placedAt)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    productId: integer('product_id').notNull(),
    productTypeId: integer('product_type_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitCents: integer('unit_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    options: jsonb('options').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** A parcel on its way; the tracking token opens its tracking page signed out (the mail link). */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    trackingToken: text('tracking_token').notNull().unique(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('shipments_order_idx').on(t.orderId)],
);

export const CHECKOUT_STATES = [
  'started',
  'authorised',
  'ordered',
  'completed',
  /** Recovery is releasing the authorisation of an attempt that never became an order. */
  'voiding',
  'failed',
  'voided',
] as const;
export type CheckoutState = (typeof CHECKOUT_STATES)[number];

/**
 * One attempt to pay for a cart: the checkout flow's own record of where it got to, so a crash
 * between authorising and capturing is settled by the recovery pass. At most one live attempt per
 * cart (the partial unique index), which is what makes concurrent submits place one order.
 */
export const checkoutAttempts = pgTable(
  'checkout_attempts',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Idempotency-Key the order call came with, so a retry finds its order. */
    idempotencyKey: text('idempotency_key').notNull(),
    state: text('state', { enum: CHECKOUT_STATES }).notNull().default('started'),
    amountCents: integer('amount_cents').notNull(),
    gatewayId: smallint('gateway_id').notNull(),
    /** Sent to the gateway with the authorisation, so recovery can find it even if we never heard back. */
    reference: text('reference').notNull().unique(),
    transactionId: text('transaction_id'),
    orderId: integer('order_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('checkout_attempts_live_cart_key')
      .on(t.cartId)
      .where(sql`${t.state} in ('started', 'authorised', 'ordered', 'completed', 'voiding')`),
    index('checkout_attempts_unsettled_idx')
      .on(t.updatedAt)
      .where(sql`${t.state} in ('started', 'authorised', 'ordered', 'voiding')`),
  ],
);

export const PURCHASE_INVITE_STATES = ['in_cart', 'paid', 'accepted', 'cancelled'] as const;
export type PurchaseInviteState = (typeof PURCHASE_INVITE_STATES)[number];

/**
 * A gift: the giver buys a product for someone by email. It waits in the giver's cart as a line
 * (in_cart), is paid when that cart's order is placed (paid: the recipient is mailed the code),
 * and is accepted by the recipient, who gets a coupon worth what the giver paid, with the product
 * in their cart. The code in /invite/purchase/{code} is the key, so it is long and random.
 */
export const purchaseInvites = pgTable(
  'purchase_invites',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    giverUserId: integer('giver_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientEmail: text('recipient_email').notNull(),
    message: text('message'),
    productId: integer('product_id').notNull(),
    productTypeId: integer('product_type_id').notNull(),
    state: text('state', { enum: PURCHASE_INVITE_STATES }).notNull().default('in_cart'),
    /** The giver's cart line that pays for it, until its order is placed. */
    cartItemId: integer('cart_item_id'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** What the giver paid for the product: the value of the recipient's coupon. */
    valueCents: integer('value_cents'),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    acceptedByUserId: integer('accepted_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('purchase_invites_giver_idx').on(t.giverUserId),
    index('purchase_invites_cart_item_idx').on(t.cartItemId),
  ],
);
