import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { coupons } from './coupons';
import { orders } from './orders';

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
