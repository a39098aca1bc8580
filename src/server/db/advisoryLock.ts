import pg from 'pg';
import type { Db } from './database';

/**
 * Runs `work` only if this process can take the PostgreSQL advisory lock `name` at once; another
 * process holding it means the same work is under way there, and 'busy' comes back without
 * waiting. The lock is a session lock on a connection of its own, held until `work` settles and
 * given up with it (or by the server when the connection drops, so a process that dies holding
 * it frees it). PGlite serves one process on one connection: nobody else can hold the lock, so
 * the work simply runs.
 */
export async function whileHoldingAdvisoryLock<T>(
  db: Db,
  name: string,
  work: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return { ran: true, value: await work() };
  const session = await client.connect();
  try {
    const taken = await session.query<{ taken: boolean }>(
      'select pg_try_advisory_lock(hashtext($1)) as taken',
      [name],
    );
    if (!taken.rows[0]?.taken) return { ran: false };
    try {
      return { ran: true, value: await work() };
    } finally {
      await session.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  } finally {
    session.release();
  }
}
