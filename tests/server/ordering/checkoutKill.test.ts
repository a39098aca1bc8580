import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../src/server/db/seed/seedDemo';
import { type RunningServer, startProductionServer } from '../../e2e/support/productionServer';
import { type FakeBraintree, startFakeBraintree } from '../support/fakeBraintree';

/*
 * kill -9 in the middle of a checkout, on the real server process (`npm start`'s entry, PGlite in
 * its data dir) paying through the Braintree adapter against the local fake of the gateway: the
 * process dies while the processor is taking the money, the shop starts again, and the customer's
 * retry of Pay is answered with the one order placed, charged once, not "in progress".
 */

const API = '/api/v2';

/** A browser's calls over the network: cookies kept, the CSRF token sent, JSON in snake_case. */
class HttpCustomer {
  cookies = new Map<string, string>();
  csrf = '';
  constructor(public origin: string) {}

  async call(method: string, path: string, body?: object, headers: Record<string, string> = {}) {
    const response = await fetch(`${this.origin}${API}/${path}`, {
      method,
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/json', 'x-csrf-token': this.csrf } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const text = await response.text();
    const json = text ? JSON.parse(text) : {};
    if (typeof json.csrf_token === 'string') this.csrf = json.csrf_token;
    return { status: response.status, json };
  }

  async ok(method: string, path: string, body?: object) {
    const answer = await this.call(method, path, body);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return answer.json;
  }
}

let fake: FakeBraintree;
let first: RunningServer;
let second: RunningServer | undefined;

beforeAll(async () => {
  fake = await startFakeBraintree();
  first = await startProductionServer(braintreeEnv());
}, 240_000);

afterAll(async () => {
  await second?.stop();
  if (!second) await first?.stop();
  await fake?.close();
});

function braintreeEnv() {
  return {
    BRAINTREE_MERCHANT_ID: fake.merchantId,
    BRAINTREE_PUBLIC_KEY: fake.publicKey,
    BRAINTREE_PRIVATE_KEY: fake.privateKey,
    BRAINTREE_ENVIRONMENT: fake.url,
  };
}

// The process runs on its own PGlite whichever database the other server tests use: once is enough.
describe.skipIf(process.env.TEST_DB === 'postgres')(
  'a checkout killed mid-way, on the real server process',
  () => {
    it('answers the retry of Pay after the restart with the one order, charged once', async () => {
      const customer = new HttpCustomer(first.url);
      customer.csrf = (await customer.ok('GET', 'my/sessions/csrf_token')).authenticity_token;
      await customer.ok('POST', 'my/sessions', {
        email: DEMO_ACCOUNT.email,
        password: DEMO_ACCOUNT.password,
      });
      const kits = await customer.ok('GET', 'products?product_type_id=60');
      const address = await customer.ok('POST', 'my/addresses/create', {
        first_name: 'Robin',
        line1: '1 Market St',
        city: 'San Francisco',
        state: 'CA',
        postal_code: '94105',
        country: 'US',
      });
      await customer.ok('POST', 'my/cart/sync_item', { product_id: kits.items[0].id, quantity: 1 });
      const cart = await customer.ok('POST', 'my/cart/set_shipping_address', {
        address_id: address.id,
      });
      const ordersBefore = (await customer.ok('GET', 'my/account/orders')).total as number;

      // Pay; the processor takes the authorisation, then holds the capture while the shop is killed.
      const key = `order-kill-${Date.now()}`;
      const pay = {
        payment_method_nonce: 'fake-valid-visa-nonce',
        expected_total_cents: cart.total_cents,
      };
      const capturing = fake.holdNext(/\/submit_for_settlement$/);
      const lost = customer.call('POST', 'my/payment/order', pay, { 'idempotency-key': key }).then(
        () => 'answered',
        () => 'lost',
      );
      await capturing;
      await first.kill();
      expect(await lost).toBe('lost');
      const [authorised] = [...fake.transactions.values()];
      expect(fake.transactions.size).toBe(1);
      expect(authorised?.status).toBe('authorized');

      second = await startProductionServer(braintreeEnv(), {
        port: first.port,
        dataDir: first.dataDir,
      });

      // The customer reloads the cart: it names the order, not "Your cart is empty".
      const reloaded = await customer.ok('GET', 'my/cart/show');
      expect(reloaded.items).toEqual([]);
      expect(reloaded.placed_order).toMatchObject({ order_id: expect.any(Number) });

      // Pay again with the same key: the one order, not 409 "in progress".
      const retry = await customer.call('POST', 'my/payment/order', pay, {
        'idempotency-key': key,
      });
      expect(retry.status, JSON.stringify(retry.json)).toBe(200);
      expect(retry.json).toMatchObject(reloaded.placed_order);
      expect(retry.json.number).toBe(reloaded.placed_order.number);

      // Captured once, by the restarted server, before it answered.
      expect(fake.transactions.size).toBe(1);
      expect(fake.transactions.get(authorised!.id)?.status).toBe('submitted_for_settlement');
      const orders = await customer.ok('GET', 'my/account/orders');
      expect(orders.total).toBe(ordersBefore + 1);

      // Another card on the ordered cart is told what became of it.
      const other = await customer.call(
        'POST',
        'my/payment/order',
        { ...pay, payment_method_nonce: 'fake-valid-mastercard-nonce' },
        { 'idempotency-key': `${key}-other` },
      );
      expect(other.status).toBe(409);
      expect(other.json.error.code).toBe('already_ordered');
      expect(other.json.error.message).toContain(retry.json.number);
    }, 240_000);
  },
);
