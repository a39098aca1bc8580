import type { Db } from '../db/database';
import { claimDueJob, failJob, finishJob, type JobRow, retryJobLater } from './jobs.repo';

/** Does one job. Throwing retries it later; throwing a PermanentJobError gives up at once. */
export type JobHandler = (payload: Record<string, unknown>, job: JobRow) => Promise<void>;

/**
 * The runner's port: the handler of each job kind. The areas implement them and a composition
 * root (modules/jobHandlers.ts) gathers them, so the runner itself knows no area.
 */
export type JobHandlers = Record<string, JobHandler>;

/** A failure that trying again cannot fix (the input itself is bad); recorded, never retried. */
export class PermanentJobError extends Error {
  override readonly name = 'PermanentJobError';
}

export interface JobRunnerOptions {
  db: Db;
  now: () => Date;
  handlers: JobHandlers;
  /** How often an idle runner looks for due jobs (other processes may have queued some). */
  pollMs?: number;
  /** How long a claimed job stays this runner's before another may assume it died. */
  leaseMs?: number;
  /** Delay before retry number `attempt` (1-based). */
  backoffMs?: (attempt: number) => number;
  onError?: (error: unknown, job?: JobRow) => void;
}

export interface JobRunner {
  start(): void;
  /** Stops claiming and waits for the jobs in hand; unfinished work stays in the table. */
  stop(): Promise<void>;
  /** Asks the loop to look now, e.g. right after a job was queued. */
  wake(): void;
  /** Runs every due job, and waits for those in hand, until none is left (tests, scripts). */
  drain(): Promise<void>;
}

const DEFAULT_POLL_MS = 2_000;
const DEFAULT_LEASE_MS = 5 * 60_000;
/** 5 s, 25 s, 2 min, 10 min…: quick for a hiccup, patient for an outage. */
const defaultBackoff = (attempt: number) => Math.min(5_000 * 5 ** (attempt - 1), 60 * 60_000);

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, now, handlers } = options;
  const kinds = Object.keys(handlers);
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const backoff = options.backoffMs ?? defaultBackoff;
  const inHand = new Set<Promise<void>>();
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let loop: Promise<void> | undefined;

  async function runOne(job: JobRow): Promise<void> {
    const handler = handlers[job.kind]!;
    try {
      await handler(job.payload, job);
      await finishJob(db, job.id, now());
    } catch (error) {
      options.onError?.(error, job);
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
        await failJob(db, job.id, message, now());
      } else {
        const runAt = new Date(now().getTime() + backoff(job.attempts));
        await retryJobLater(db, job.id, message, runAt, now());
      }
    }
  }

  /** Claims and runs one due job; false when there was none. */
  async function step(): Promise<boolean> {
    const at = now();
    const job = await claimDueJob(db, kinds, at, new Date(at.getTime() + leaseMs));
    if (!job) return false;
    const work = runOne(job);
    inHand.add(work);
    try {
      await work;
    } finally {
      inHand.delete(work);
    }
    return true;
  }

  async function cycle(): Promise<void> {
    try {
      while (running && (await step())) {}
    } catch (error) {
      options.onError?.(error);
    }
    if (running) timer = setTimeout(() => (loop = cycle()), pollMs);
  }

  return {
    start() {
      if (running || kinds.length === 0) return;
      running = true;
      loop = cycle();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await loop;
      await Promise.allSettled([...inHand]);
    },
    wake() {
      if (!running) return;
      clearTimeout(timer);
      // The current cycle, if any, picks the new job up before it sleeps.
      loop = Promise.resolve(loop).then(cycle);
    },
    async drain() {
      while (await step()) {}
      await Promise.allSettled([...inHand]);
    },
  };
}
