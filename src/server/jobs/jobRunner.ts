import type { Db } from '../db/database';
import {
  claimDueJob,
  failJob,
  finishJob,
  type JobRow,
  renewJobLease,
  retryJobLater,
} from './jobs.repo';

/** Does one job. Throwing retries it later; throwing a PermanentJobError gives up at once. */
export type JobHandler = (payload: Record<string, unknown>, job: JobRow) => Promise<void>;

/**
 * The runner's port: the handler of each job kind. The areas implement them and a composition
 * root (routes/jobHandlers.ts) gathers them, so the runner itself knows no area.
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
  /**
   * How long a claimed job stays this runner's without news before another may assume the runner
   * died. The runner renews the lease while the job runs (every `renewMs`), so a long job (a
   * hundred-page print file) keeps it however long it takes, and a dead runner's job is taken over
   * soon after it stopped renewing.
   */
  leaseMs?: number;
  /** How often a running job's lease is renewed; a third of the lease unless told. */
  renewMs?: number;
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
const DEFAULT_LEASE_MS = 60_000;
/** 5 s, 25 s, 2 min, 10 min…: quick for a hiccup, patient for an outage. */
const defaultBackoff = (attempt: number) => Math.min(5_000 * 5 ** (attempt - 1), 60 * 60_000);

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, now, handlers } = options;
  const kinds = Object.keys(handlers);
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const renewMs = options.renewMs ?? Math.max(1, Math.floor(leaseMs / 3));
  const backoff = options.backoffMs ?? defaultBackoff;
  const inHand = new Set<Promise<void>>();
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let loop: Promise<void> | undefined;

  /**
   * Renews the job's lease until `stop` is called. A renewal that finds the claim gone (the
   * runner stalled past its lease and another took the job) stops renewing; the handler runs on,
   * but its outcome is no longer recorded (the claim no longer matches), so the job is the new
   * holder's alone.
   */
  function holdLease(job: JobRow): () => void {
    let held = true;
    const timer = setInterval(() => {
      const at = now();
      renewJobLease(db, job, new Date(at.getTime() + leaseMs), at)
        .then((still) => {
          if (!still && held) {
            held = false;
            clearInterval(timer);
            options.onError?.(new Error(`job ${job.id} was taken over: its lease ran out`), job);
          }
        })
        .catch((error: unknown) => options.onError?.(error, job));
    }, renewMs);
    return () => {
      held = false;
      clearInterval(timer);
    };
  }

  async function runOne(job: JobRow): Promise<void> {
    const handler = handlers[job.kind]!;
    const release = holdLease(job);
    try {
      await handler(job.payload, job);
      release();
      await finishJob(db, job, now());
    } catch (error) {
      release();
      options.onError?.(error, job);
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
        await failJob(db, job, message, now());
      } else {
        const runAt = new Date(now().getTime() + backoff(job.attempts));
        await retryJobLater(db, job, message, runAt, now());
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
