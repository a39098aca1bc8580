import { and, eq, gt, like, lt, or, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../db/database';
import { rateLimitHits } from '../db/schema/platform';

export interface RateLimit {
  /** Hits allowed in the window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitAnswer {
  allowed: boolean;
  /** When refused: how long until the oldest counted hit leaves the window. */
  retryAfterMs: number;
}

/**
 * Counts one hit in `bucket` (such as `reset:ip:1.2.3.4`) and says whether it is within the limit.
 * The hit is written before counting, so two server processes racing for the last slot cannot
 * both get it (at worst both are refused); the count lives in the database for the same reason.
 * Refused hits count too: hammering a limit keeps it shut.
 */
export async function takeRateLimit(
  db: Db,
  bucket: string,
  { limit, windowMs }: RateLimit,
  now: Date,
): Promise<RateLimitAnswer> {
  const since = new Date(now.getTime() - windowMs);
  await db
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), lt(rateLimitHits.createdAt, since)));
  await db.insert(rateLimitHits).values({ bucket, createdAt: now });
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, oldest: sql<Date>`min(${rateLimitHits.createdAt})` })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.createdAt, since)));
  const count = Number(row?.n ?? 0);
  if (count <= limit) return { allowed: true, retryAfterMs: 0 };
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
  return { allowed: false, retryAfterMs: Math.max(0, oldest + windowMs - now.getTime()) };
}

/** Forgets a bucket, e.g. an account's failed sign-ins once the right password is given. */
export async function clearRateLimit(db: Db, bucket: string): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.bucket, bucket));
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Account deletion: buckets that name an account as `<limit>:account:<id>` or `<limit>:user:<id>`,
 * or end with its address (`reset:email:a@b.c`); IP buckets are not personal to one account and stay.
 */
export async function eraseAccountBuckets(
  tx: Db | DbTx,
  userId: number,
  lowerEmail: string,
): Promise<void> {
  await tx
    .delete(rateLimitHits)
    .where(
      or(
        like(rateLimitHits.bucket, `%:account:${userId}`),
        like(rateLimitHits.bucket, `%:user:${userId}`),
        like(sql`lower(${rateLimitHits.bucket})`, `%:${escapeLike(lowerEmail)}`),
      ),
    );
}
