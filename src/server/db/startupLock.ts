/** One connection of either driver: PGlite's client and a pg pool's client both answer this. */
export interface LockSession {
  query(text: string, params?: unknown[]): Promise<unknown>;
}

/** The name every process of the shop locks on while it migrates and seeds one database. */
export const STARTUP_LOCK = 'printshop:migrate-and-seed';

/**
 * Runs `work` while this session holds the database-wide startup lock. Two processes starting on
 * one database at once would otherwise both apply the same migration (the second fails on the
 * table the first made) or seed the same rows twice; with the lock the second waits, then finds
 * the migrations applied and the seeds present. The lock is a session lock: it must be taken and
 * released on the same connection, which `session` is.
 */
export async function whileHoldingStartupLock<T>(
  session: LockSession,
  work: () => Promise<T>,
): Promise<T> {
  await session.query('select pg_advisory_lock(hashtext($1))', [STARTUP_LOCK]);
  try {
    return await work();
  } finally {
    await session.query('select pg_advisory_unlock(hashtext($1))', [STARTUP_LOCK]);
  }
}
