import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Feature flags; the key is what the client asks about. */
export const featureFlags = pgTable('feature_flags', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  enabled: boolean('enabled').notNull().default(false),
  description: text('description').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Variations of an experiment with integer weights; the first is the control. */
export type ExperimentVariation = { key: string; weight: number };

export const experiments = pgTable('experiments', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  running: boolean('running').notNull().default(true),
  variations: jsonb('variations').$type<ExperimentVariation[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Staff rights of a user; `admin` may change feature flags. */
export const staffRoles = pgTable(
  'staff_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);
