import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { carts } from './cart';

/* The checkout flow (src/server/flows/checkout): the payment side of placing an order. */

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
