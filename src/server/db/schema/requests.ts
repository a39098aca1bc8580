import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const volumeDiscountInquiries = pgTable('volume_discount_inquiries', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  organization: text('organization'),
  productTypeId: integer('product_type_id'),
  quantity: integer('quantity').notNull(),
  message: text('message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const weddingSampleKitRequests = pgTable('wedding_sample_kit_requests', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  addressId: integer('address_id'),
  weddingDate: text('wedding_date'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
