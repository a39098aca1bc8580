import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { braintreeGateway } from '../../../src/server/commerce/payments/braintreeGateway';
import { orders } from '../../../src/server/db/schema/orders';
import { type FakeBraintree, startFakeBraintree } from '../support/fakeBraintree';
import { TestAgent } from '../support/testServer';
import {
  API,
  customerWithCart,
  type OrderingServer,
  placeOrder,
  startOrderingServer,
} from './orderingSupport';

/*
 * The shop over HTTP with Braintree as its gateway (the real SDK, against the local fake of the
 * gateway): the page's card form gets a client token, orders authorise then capture, a declined
 * card keeps the cart, a saved card is Braintree's vault token, and a cancel gives the money back.
 */

let fake: FakeBraintree;
let server: OrderingServer;
beforeAll(async () => {
  fake = await startFakeBraintree();
  server = await startOrderingServer({
    paymentGateway: braintreeGateway({
      environment: new URL(fake.url),
      merchantId: fake.merchantId,
      publicKey: fake.publicKey,
      privateKey: fake.privateKey,
      timeoutMs: 5_000,
    }),
  });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const salesOf = (orderId: string) =>
  [...fake.transactions.values()].filter((tx) => tx.type === 'sale' && tx.orderId === orderId);

describe('checkout with Braintree', () => {
  it('tells the page to show hosted fields and hands it a Braintree client token', async () => {
    const guest = new TestAgent(server.app);
    expect((await guest.get(`${API}/payment_method`)).json()).toMatchObject({
      card_form: 'braintree',
    });
    const token = (await guest.get(`${API}/payment_method/braintree_client_token`)).json();
    const decoded = JSON.parse(Buffer.from(token.client_token, 'base64').toString('utf8'));
    expect(decoded.merchantId).toBe(fake.merchantId);
  });

  it('authorises, orders, then captures the exact total once', async () => {
    const buyer = await customerWithCart(server, 'btbuyer');
    const placed = await placeOrder(buyer.agent, {
      payment_method_nonce: 'fake-valid-visa-nonce',
      expected_total_cents: buyer.cart.total_cents,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const [row] = await server.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.json().order_id));
    const tx = fake.transactions.get(row!.transactionId);
    expect(tx?.status).toBe('submitted_for_settlement');
    const cents = buyer.cart.total_cents as number;
    expect(tx?.amount).toBe(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
    expect(salesOf(tx!.orderId!)).toHaveLength(1);
    expect((await buyer.agent.get(`${API}/my/cart/show`)).json().items).toEqual([]);

    // Cancelled inside the window: the capture, not settled yet, is voided.
    const cancel = await buyer.agent.send('POST', `${API}/my/order/cancel`, {
      order_id: placed.json().order_id,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(fake.transactions.get(row!.transactionId)?.status).toBe('voided');
  });

  it('keeps the cart and says why when Braintree declines the card', async () => {
    const buyer = await customerWithCart(server, 'btdeclined');
    const declined = await placeOrder(buyer.agent, {
      payment_method_nonce: 'fake-processor-declined-visa-nonce',
      expected_total_cents: buyer.cart.total_cents,
    });
    expect(declined.statusCode, declined.body).toBe(402);
    expect(declined.json().error.code).toBe('payment_declined');
    const unknown = await placeOrder(buyer.agent, {
      payment_method_nonce: 'forged-nonce',
      expected_total_cents: buyer.cart.total_cents,
    });
    expect(unknown.statusCode).toBe(402);
    expect((await buyer.agent.get(`${API}/my/cart/show`)).json().items).toHaveLength(1);
  });

  it('saves a card as the vault token only and pays with it', async () => {
    const buyer = await customerWithCart(server, 'btsaver');
    const saved = await buyer.agent.send('POST', `${API}/my/credit_cards`, {
      payment_method_nonce: 'fake-valid-amex-nonce',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ brand: 'Amex', last4: '0005' });
    expect(saved.body).not.toMatch(/tok[0-9a-f]{8}/);
    const placed = await placeOrder(buyer.agent, {
      credit_card_id: saved.json().id,
      expected_total_cents: buyer.cart.total_cents,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const refused = await buyer.agent.send('POST', `${API}/my/credit_cards`, {
      payment_method_nonce: 'fake-processor-declined-visa-nonce',
    });
    expect(refused.statusCode).toBe(402);
  });
});
