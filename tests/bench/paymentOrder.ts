/**
 * Placing an order: `my/payment/order` p50 and p99 over loopback with the sandbox gateway, each
 * order a whole checkout (price, preflight, authorise, order in one transaction, capture, print
 * and production jobs, confirmation mail). Baseline in the same run: `my/cart/show` of the same
 * cart just before, the read every checkout page makes. One connection, sequential: an order
 * needs a cart, and a cart orders once. In-process API server on in-memory PGlite with the
 * seeded catalogue; a product bought as it is (no design), so the number is the flow's own cost.
 */
import type { AddressInfo } from 'node:net';
import { buildServer } from '../../src/server/app';
import { seedCatalog } from '../../src/server/catalog/catalog/catalogSeed';
import { seedDemoCoupons } from '../../src/server/commerce/coupons/demoCoupons';
import { sandboxGateway } from '../../src/server/commerce/payments/sandboxGateway';
import { openDatabase } from '../../src/server/db/database';
import { users } from '../../src/server/db/schema/accounts';
import { hashPassword } from '../../src/server/security/passwords';
import { sandboxNonceFor } from '../../src/shared/payments/sandboxCards';
import { table } from './support/benchTables';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 150);
const WARM_UP = 10;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** A cookie-keeping JSON client, as the browser is to the shop. */
function client(base: string) {
  const jar = new Map<string, string>();
  let csrf = '';
  return async (
    method: string,
    path: string,
    body?: object,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`${base}/api/v2/${path}`, {
      method,
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-csrf-token': csrf,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) jar.set(name, value.join('='));
    }
    const json = (await response.json()) as Record<string, unknown>;
    if (typeof json.csrf_token === 'string') csrf = json.csrf_token;
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
}

export async function benchPaymentOrder(): Promise<void> {
  const database = await openDatabase({ kind: 'pglite' });
  await seedCatalog(database.db);
  await seedDemoCoupons(database.db);
  await database.db.insert(users).values({
    email: 'bench@example.com',
    passwordHash: await hashPassword('bench password 1'),
    firstName: 'Bench',
  });
  const app = await buildServer({
    db: database.db,
    now: () => new Date(),
    mailer: { send: async () => {} },
    paymentGateway: sandboxGateway({ db: database.db, timeoutDelayMs: 0 }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  try {
    const call = client(`http://127.0.0.1:${port}`);
    await call('GET', 'my/sessions/current');
    await call('POST', 'my/sessions', { email: 'bench@example.com', password: 'bench password 1' });
    const address = await call('POST', 'my/addresses/create', {
      first_name: 'Bench',
      line1: '1 Market St',
      city: 'San Francisco',
      postal_code: '94105',
      country: 'US',
    });
    const { items } = (await call('GET', 'products?product_type_id=4')) as {
      items: { id: number }[];
    };
    const productId = items[0]?.id;
    if (!productId) throw new Error('the seeded catalogue has no flat card');
    const nonce = sandboxNonceFor('4111111111111111', 12, 2030);

    const show: number[] = [];
    const order: number[] = [];
    for (let n = 0; n < ORDERS + WARM_UP; n++) {
      await call('POST', 'my/cart/sync_item', { product_id: productId, quantity: 1 + (n % 5) });
      await call('POST', 'my/cart/set_shipping_address', { address_id: address.id });
      let started = performance.now();
      const cart = await call('GET', 'my/cart/show');
      const showMs = performance.now() - started;
      started = performance.now();
      await call(
        'POST',
        'my/payment/order',
        { payment_method_nonce: nonce, expected_total_cents: cart.total_cents },
        { 'idempotency-key': `bench-order-${n}-${Date.now()}` },
      );
      const orderMs = performance.now() - started;
      if (n >= WARM_UP) {
        show.push(showMs);
        order.push(orderMs);
      }
    }
    const rows = [
      ['GET my/cart/show (baseline)', show],
      ['POST my/payment/order', order],
    ] as const;
    const base = [...show].sort((a, b) => a - b);
    console.log(
      `\nPlacing an order: ${ORDERS} orders, one connection, loopback, sandbox gateway\n`,
    );
    console.log(
      table(
        ['call', 'p50 ms', 'p99 ms', 'p50 vs baseline', 'p99 vs baseline'],
        rows.map(([name, times]) => {
          const sorted = [...times].sort((a, b) => a - b);
          const p50 = percentile(sorted, 50);
          const p99 = percentile(sorted, 99);
          return [
            name,
            p50.toFixed(1),
            p99.toFixed(1),
            `${(p50 / percentile(base, 50)).toFixed(1)}×`,
            `${(p99 / percentile(base, 99)).toFixed(1)}×`,
          ];
        }),
      ),
    );
  } finally {
    await app.close();
    await database.close();
  }
}

if (process.argv[1]?.endsWith('paymentOrder.ts')) await benchPaymentOrder();
