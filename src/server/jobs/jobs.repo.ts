import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type JobStatus, jobs } from '../db/schema/platform';

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  ownerId?: number;
  runAt?: Date;
  maxAttempts?: number;
}

export async function insertJob(db: Db, job: NewJob): Promise<number> {
  const [row] = await db.insert(jobs).values(job).returning({ id: jobs.id });
  return row!.id;
}

/** Queues several jobs in one statement: all of them or, on a failure, none. */
export async function insertJobs(db: Db, batch: readonly NewJob[]): Promise<void> {
  if (batch.length > 0) await db.insert(jobs).values([...batch]);
}

/**
 * Takes the next due job and leases it until `leaseUntil`. A running job whose lease ran out
 * belonged to a process that died or stalled, so it is due again: that is how unfinished work
 * is picked up after a restart. SKIP LOCKED lets several PostgreSQL processes claim side by side
 * without waiting on each other; PGlite has one connection, where it is simply a no-op.
 */
export async function claimDueJob(
  db: Db,
  kinds: string[],
  now: Date,
  leaseUntil: Date,
): Promise<JobRow | undefined> {
  const result = await db.execute(sql`
    update ${jobs} set
      status = 'running',
      attempts = ${jobs.attempts} + 1,
      locked_until = ${leaseUntil},
      updated_at = ${now}
    where ${jobs.id} = (
      select id from ${jobs}
      where kind in ${kinds}
        and ((status = 'queued' and run_at <= ${now})
          or (status = 'running' and locked_until < ${now}))
      order by run_at, id
      limit 1
      for update skip locked
    )
    returning id`);
  const id = (result as unknown as { rows: { id: number }[] }).rows[0]?.id;
  if (id === undefined) return undefined;
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/**
 * A claim is the job's id with the attempt number it was claimed at: a claim taken over after its
 * lease ran out (a stalled runner) no longer matches, so the late runner's renewals and results
 * touch nothing, and the job's new holder decides what becomes of it.
 */
export type JobClaim = Pick<JobRow, 'id' | 'attempts'>;

const heldBy = (claim: JobClaim) =>
  and(eq(jobs.id, claim.id), eq(jobs.attempts, claim.attempts), eq(jobs.status, 'running'));

/** Extends a running job's lease; false when the claim is no longer this runner's. */
export async function renewJobLease(
  db: Db,
  claim: JobClaim,
  leaseUntil: Date,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: leaseUntil, updatedAt: now })
    .where(heldBy(claim))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function finishJob(db: Db, claim: JobClaim, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', lockedUntil: null, lastError: null, updatedAt: now })
    .where(heldBy(claim));
}

export async function retryJobLater(
  db: Db,
  claim: JobClaim,
  error: string,
  runAt: Date,
  now: Date,
): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'queued', lockedUntil: null, lastError: error, runAt, updatedAt: now })
    .where(heldBy(claim));
}

export async function failJob(db: Db, claim: JobClaim, error: string, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'failed', lockedUntil: null, lastError: error, updatedAt: now })
    .where(heldBy(claim));
}

export async function findJob(db: Db, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/**
 * The status of the newest job of `kind` per value of a numeric payload field (e.g. the latest
 * print-file job of each project); values with no such job are absent.
 */
export async function latestJobStatuses(
  db: Db,
  kind: string,
  field: string,
  values: readonly number[],
): Promise<Map<number, JobStatus>> {
  if (!values.length) return new Map();
  const rows = await db
    .select({ value: sql<string>`${jobs.payload} ->> ${field}`, status: jobs.status })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), inArray(sql`${jobs.payload} ->> ${field}`, values.map(String))))
    .orderBy(desc(jobs.id));
  const latest = new Map<number, JobStatus>();
  for (const row of rows)
    if (!latest.has(Number(row.value))) latest.set(Number(row.value), row.status);
  return latest;
}

/** Every job of an owner, whatever its kind (the owner's account is being erased). */
export async function deleteJobsOf(db: Db, ownerId: number): Promise<void> {
  await db.delete(jobs).where(eq(jobs.ownerId, ownerId));
}

/** Values per statement in valuesWithJob: far under the bind limit, whatever the backlog. */
const VALUES_PER_QUERY = 1_000;

/**
 * Which of `values` of a numeric payload field have a job of `kind`, finished or not, whose
 * payload also holds each of `alsoMatching` (compared as text). An area asks it about its own
 * records (e.g. which photos have a rehash job); its own statement, so one run after a row lock
 * sees the jobs a process that held the lock committed.
 */
export async function valuesWithJob(
  db: Db,
  kind: string,
  field: string,
  values: readonly number[],
  alsoMatching: Record<string, string | number> = {},
): Promise<number[]> {
  const value = sql<number>`(${jobs.payload} ->> ${field})::int`;
  const also = Object.entries(alsoMatching).map(
    ([key, wanted]) => sql`(${jobs.payload} ->> ${key}) = ${String(wanted)}`,
  );
  const found = new Set<number>();
  for (let start = 0; start < values.length; start += VALUES_PER_QUERY) {
    const rows = await db
      .select({ value })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, kind),
          inArray(value, values.slice(start, start + VALUES_PER_QUERY)),
          ...also,
        ),
      );
    for (const row of rows) found.add(Number(row.value));
  }
  return [...found];
}

/** An owner's jobs of `kind` whose payload field `field` is `value`, oldest first. */
export async function ownerJobsWith(
  db: Db,
  kind: string,
  ownerId: number,
  field: string,
  value: string,
) {
  return db
    .select({ status: jobs.status, lastError: jobs.lastError, payload: jobs.payload })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, kind),
        eq(jobs.ownerId, ownerId),
        sql`${jobs.payload} ->> ${field} = ${value}`,
      ),
    )
    .orderBy(jobs.id);
}
