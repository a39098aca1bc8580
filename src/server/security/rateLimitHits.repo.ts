import { and, eq, gt, like, lt, or, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../db/database';
import { rateLimitHits } from '../db/schema/platform';

/** Drops the bucket's hits older than `since` (they no longer count). */
export async function dropHitsBefore(db: Db, bucket: string, since: Date): Promise<void> {
  await db
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), lt(rateLimitHits.createdAt, since)));
}

export async function insertHit(db: Db, bucket: string, at: Date): Promise<void> {
  await db.insert(rateLimitHits).values({ bucket, createdAt: at });
}

/** How many hits the bucket has after `since`, and when the oldest of them came. */
export async function hitsSince(
  db: Db,
  bucket: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, oldest: sql<Date>`min(${rateLimitHits.createdAt})` })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.createdAt, since)));
  return { count: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function deleteBucket(db: Db, bucket: string): Promise<void> {
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
