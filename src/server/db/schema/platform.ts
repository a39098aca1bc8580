import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { TransactionStatus } from '../../commerce/payments/paymentGateway';

/** Secrets generated on first start and shared by every server process through the database. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The first answer to a state-changing call made with an idempotency key. A retry with the same key
 * replays it; the primary key makes two concurrent first attempts a conflict instead of a double effect.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    action: text('action').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/**
 * Hits counted by a rate limit, keyed by a bucket such as `reset:ip:1.2.3.4` or
 * `reset:account:7`. In the database, so every server process shares the same limits.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serial('id').primaryKey(),
    bucket: text('bucket').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_bucket_created_idx').on(t.bucket, t.createdAt)],
);

/**
 * When each periodic sweep last ran, across every process of the shop: a worker takes a sweep's
 * advisory lock, reads its row and runs the pass only if no process ran it within its interval
 * (src/server/jobs/sweeps.ts), so a sweep runs once per interval however many workers there are.
 */
export const sweepRuns = pgTable('sweep_runs', {
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }).notNull(),
});

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/**
 * Background work kept in the database, so it survives a restart and any server process may take
 * it. `ownerId` names whose data the job touches, so erasing an account can drop its jobs too.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    ownerId: integer('owner_id'),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_runnable_idx').on(t.runAt).where(sql`${t.status} in ('queued', 'running')`)],
);

/**
 * The sandbox card processor's ledger (src/server/commerce/payments/sandboxGateway.ts). A real processor
 * keeps its records on its side of the wire, so a crash of the shop loses none of them; the
 * sandbox keeps them here for the same reason: what it authorised before a kill is still there
 * for the recovery pass to void or capture.
 */
export const sandboxTransactions = pgTable('sandbox_transactions', {
  id: serial('id').primaryKey(),
  transactionId: text('transaction_id').notNull().unique(),
  /** The shop's reference: one authorisation per reference, however often it is asked. */
  reference: text('reference').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  capturedCents: integer('captured_cents').notNull().default(0),
  refundedCents: integer('refunded_cents').notNull().default(0),
  status: text('status').$type<TransactionStatus>().notNull().default('authorised'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
