/**
 * The outbox drain: from "back online" to an empty outbox with 100 changes queued offline
 * (address creations, replayed in order with their idempotency keys), beside the same 100 calls
 * sent directly one after another in the same run (the baseline). The ratio is the outbox's own
 * cost: reading and deleting IndexedDB entries (fake-indexeddb here, in Node).
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openAppDatabase } from '../../browser-storage/appDatabase';
import { idbOutboxStore } from '../../browser-storage/outboxStore';
import { createOutbox } from '../../src/app/offline/outbox';
import { actionTable } from '../../src/shared/api/actionTable';
import { createApiClient } from '../../src/shared/api/client';

const CHANGES = 100;

/** A fetch that keeps the server's cookies, as a browser tab does. */
function cookieFetch(): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
}

const addressOf = (n: number) => ({
  firstName: 'Bench',
  lastName: `Change ${n}`,
  line1: `${n} Market Street`,
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94103',
  country: 'US',
});

export async function benchOutboxDrain(shopUrl: string): Promise<void> {
  const api = createApiClient({
    actionRoutes: actionTable,
    baseUrl: shopUrl,
    fetch: cookieFetch(),
  });
  const session = await api.call('my/sessions', {
    email: 'demo@printshop.test',
    password: 'demo-printshop',
  } as never);
  const owner = `user:${(session as { user?: { id: number } }).user?.id}`;

  let started = performance.now();
  for (let n = 0; n < CHANGES; n++) {
    await api.call('my/addresses/create', addressOf(n), {
      idempotencyKey: `bench-direct-${n}-${Date.now()}`,
    });
  }
  const direct = performance.now() - started;

  Object.assign(globalThis, { indexedDB: new IDBFactory() });
  const store = idbOutboxStore(await openAppDatabase());
  let online = false;
  const outbox = createOutbox({
    api,
    store: async () => store,
    owner: () => owner,
    isOnline: () => online,
  });
  for (let n = 0; n < CHANGES; n++)
    await outbox.write('my/addresses/create', addressOf(n), `Address ${n}`);
  if (outbox.status().waiting !== CHANGES) throw new Error('the outbox did not keep every change');
  online = true;
  started = performance.now();
  const result = await outbox.replay();
  const drain = performance.now() - started;
  if (result?.sent !== CHANGES || outbox.status().waiting !== 0) {
    throw new Error(`the outbox sent ${result?.sent} of ${CHANGES} changes`);
  }

  console.log(`\nOutbox drain, ${CHANGES} queued address creations, loopback\n`);
  console.log('| run | total ms | ms per change | vs baseline |');
  console.log('|---|---:|---:|---:|');
  console.log(
    `| ${CHANGES} direct calls (baseline) | ${direct.toFixed(0)} | ${(direct / CHANGES).toFixed(1)} | 1.00 |`,
  );
  console.log(
    `| online → empty outbox | ${drain.toFixed(0)} | ${(drain / CHANGES).toFixed(1)} | ${(drain / direct).toFixed(2)} |`,
  );
}
