import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Saved cards: never the number, only what the gateway's token and the card list need. */
export const creditCards = pgTable(
  'credit_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gatewayId: smallint('gateway_id').notNull(),
    gatewayToken: text('gateway_token').notNull(),
    brand: text('brand', { enum: ['Visa', 'Master', 'Amex', 'Discover', 'Generic'] }).notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    holderName: text('holder_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_cards_user_idx').on(t.userId)],
);
