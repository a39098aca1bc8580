import type { Db } from '../db/database';
import { deleteBucket, dropHitsBefore, hitsSince, insertHit } from './rateLimitHits.repo';

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
  await dropHitsBefore(db, bucket, since);
  await insertHit(db, bucket, now);
  const { count, oldest } = await hitsSince(db, bucket, since);
  if (count <= limit) return { allowed: true, retryAfterMs: 0 };
  const oldestAt = (oldest ?? now).getTime();
  return { allowed: false, retryAfterMs: Math.max(0, oldestAt + windowMs - now.getTime()) };
}

/** Forgets a bucket, e.g. an account's failed sign-ins once the right password is given. */
export async function clearRateLimit(db: Db, bucket: string): Promise<void> {
  await deleteBucket(db, bucket);
}
