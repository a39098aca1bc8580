import pg from 'pg';
import { type BusEnvelope, type LiveBus, parseEnvelope } from './liveBus';

const CHANNEL = 'printshop_live';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; updates past this go by reference. */
const MAX_PAYLOAD = 7500;

/**
 * The live bus over PostgreSQL LISTEN/NOTIFY: every process on the database hears every other.
 * One connection of its own (LISTEN holds it), reconnected when the server drops it.
 */
export async function pgLiveBus(url: string): Promise<LiveBus> {
  const handlers = new Set<(message: BusEnvelope) => void>();
  let client: pg.Client | undefined;
  let closed = false;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (note) => {
      const message = note.payload ? parseEnvelope(note.payload) : undefined;
      if (message) for (const handler of handlers) handler(message);
    });
    next.on('error', (error) => {
      console.warn(`live bus: connection lost (${error.message}); reconnecting`);
      client = undefined;
      next.end().catch(() => {});
      if (!closed) setTimeout(() => void connect().catch(() => {}), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  }
  await connect();

  return {
    async publish(message) {
      let payload = JSON.stringify(message);
      if (payload.length > MAX_PAYLOAD && message.kind === 'update') {
        const { update: _dropped, ...reference } = message;
        payload = JSON.stringify(reference);
      }
      await client?.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      closed = true;
      await client?.end();
    },
  };
}
