import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { projects } from './projects';

/*
 * Orders and their shipments. Money is integer cents. Catalogue ids carry no foreign keys (the
 * catalogue is reseeded data); an order keeps a copy of what was bought so it never changes after
 * the fact.
 */

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
