import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_CHANGE_WINDOW_MS } from '../../../src/shared/catalog/orderWindow';
import { signedInPerson } from '../support/projects';
import { TestAgent } from '../support/testServer';
import {
  API,
  customerWithCart,
  nonce,
  type OrderingServer,
  placeOrder,
  startOrderingServer,
} from './orderingSupport';

let server: OrderingServer;
beforeAll(async () => {
  server = await startOrderingServer();
});
afterAll(() => server.close());

describe('placing an order', () => {
  it('charges the cart total once, makes the order, mails a confirmation and empties the cart', async () => {
    const buyer = await customerWithCart(server, 'happy');
    const cart = buyer.cart;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].warnings).toEqual([]);
    expect(cart.total_cents).toBeGreaterThan(0);
    // What the customer chose, in words, on the cart line, the order and the mail.
    expect(cart.items[0].options).toContainEqual({ label: 'Size', value: '5 × 7 in' });

    const placed = await placeOrder(buyer.agent, {
      payment_method_nonce: nonce(),
      expected_total_cents: cart.total_cents,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { order_id: orderId, number } = placed.json();
    expect(number).toMatch(/^PS-2026-\d{6}$/);

    const details = await buyer.agent.get(`${API}/my/order/details?order_id=${orderId}`);
    expect(details.statusCode, details.body).toBe(200);
    const order = details.json();
    // The order's total is the cart's total, line for line.
    expect(order.total_cents).toBe(cart.total_cents);
    expect(order.subtotal_cents).toBe(cart.subtotal_cents);
    expect(order.items.map((i: { total_cents: number }) => i.total_cents)).toEqual(
      cart.items.map((i: { total_cents: number }) => i.total_cents),
    );
    expect(order.can_cancel).toBe(true);
    expect(order.shipping_address.city).toBe('San Francisco');
    expect(order.items[0].options).toEqual(cart.items[0].options);

    const charges = (await server.gateway.transactions()).filter((t) => t.capturedCents > 0);
    expect(charges.at(-1)).toMatchObject({ status: 'captured', capturedCents: cart.total_cents });
    await server.sendQueuedMail();
    const confirmation = server.mail.find((m) => m.subject === `Your order ${number} is placed`);
    expect(confirmation).toBeDefined();
    // The project's first page goes with it as an inline PNG: mail clients show no SVG, and
    // nothing behind a sign-in.
    const cid = `project-${buyer.projectId}`;
    expect(confirmation!.html).toContain(`src="cid:${cid}"`);
    const picture = confirmation!.attachments?.find((a) => a.cid === cid);
    expect(picture?.contentType).toBe('image/png');
    const meta = await sharp(picture!.content).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(320);
    expect(confirmation?.text).toContain('(Size 5 × 7 in');

    const list = await buyer.agent.get(`${API}/my/account/orders`);
    expect(list.json()).toMatchObject({
      total: 1,
      items: [{ id: orderId, number, item_count: 10 }],
    });
    const after = await buyer.agent.get(`${API}/my/cart/show`);
    expect(after.json().items).toEqual([]);
  });

  it('keeps the cart and says why when the card is declined', async () => {
    const buyer = await customerWithCart(server, 'declined');
    const declined = await placeOrder(buyer.agent, {
      payment_method_nonce: nonce('4000000000000002'),
      expected_total_cents: buyer.cart.total_cents,
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.code).toBe('payment_declined');
    const poor = await placeOrder(buyer.agent, {
      payment_method_nonce: nonce('4000000000009995'),
      expected_total_cents: buyer.cart.total_cents,
    });
    expect(poor.json().error.code).toBe('payment_insufficient_funds');
    const slow = await placeOrder(buyer.agent, {
      payment_method_nonce: nonce('4000000000000341'),
      expected_total_cents: buyer.cart.total_cents,
    });
    expect(slow.statusCode).toBe(503);
    expect((await buyer.agent.get(`${API}/my/cart/show`)).json().items).toHaveLength(1);
    // And a good card goes through afterwards: the failed attempts do not hold the cart.
    const ok = await placeOrder(buyer.agent, {
      payment_method_nonce: nonce(),
      expected_total_cents: buyer.cart.total_cents,
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses a stale total, a missing key, a guest and bad input', async () => {
    const buyer = await customerWithCart(server, 'careful');
    const stale = await placeOrder(buyer.agent, {
      payment_method_nonce: nonce(),
      expected_total_cents: buyer.cart.total_cents + 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('total_changed');
    const noKey = await buyer.agent.send('POST', `${API}/my/payment/order`, {
      payment_method_nonce: nonce(),
      expected_total_cents: buyer.cart.total_cents,
    });
    expect(noKey.statusCode).toBe(400);
    const bad = await placeOrder(buyer.agent, { expected_total_cents: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('expected_total_cents');
    const noCard = await placeOrder(buyer.agent, { expected_total_cents: buyer.cart.total_cents });
    expect(noCard.statusCode).toBe(400);
    const forged = await placeOrder(buyer.agent, {
      payment_method_nonce: 'tok_4111111111111111',
      expected_total_cents: buyer.cart.total_cents,
    });
    expect(forged.statusCode).toBe(402);
    const guest = new TestAgent(server.app);
    const anonymous = await placeOrder(guest, { expected_total_cents: 100 });
    expect(anonymous.statusCode).toBe(401);
  });

  it("hides another user's order and refuses to cancel it", async () => {
    const buyer = await customerWithCart(server, 'owner');
    const placed = await placeOrder(buyer.agent, {
      payment_method_nonce: nonce(),
      expected_total_cents: buyer.cart.total_cents,
    });
    const orderId = placed.json().order_id;
    const other = (await signedInPerson(server, 'nosy')).agent;
    expect((await other.get(`${API}/my/order/details?order_id=${orderId}`)).statusCode).toBe(404);
    expect(
      (await other.send('POST', `${API}/my/order/cancel`, { order_id: orderId })).statusCode,
    ).toBe(404);
    expect((await other.get(`${API}/my/account/orders`)).json()).toEqual({ items: [], total: 0 });
    expect((await buyer.agent.get(`${API}/my/order/details?order_id=abc`)).statusCode).toBe(400);
    expect((await buyer.agent.get(`${API}/my/order/details`)).statusCode).toBe(400);
    const badCancel = await buyer.agent.send('POST', `${API}/my/order/cancel`, { order_id: 'x' });
    expect(badCancel.statusCode).toBe(400);
    expect(badCancel.json().error.fields).toHaveProperty('order_id');
    expect((await buyer.agent.get(`${API}/my/account/orders?page=0`)).statusCode).toBe(400);
    expect((await other.get(`${API}/shipping_options?country=USA`)).statusCode).toBe(400);
    const guest = new TestAgent(server.app);
    expect((await guest.get(`${API}/my/account/orders`)).statusCode).toBe(401);
    expect((await guest.get(`${API}/my/order/details?order_id=${orderId}`)).statusCode).toBe(401);
  });

  it('cancels inside the change window (the money is released), and not after it', async () => {
    const buyer = await customerWithCart(server, 'changer');
    const placed = await placeOrder(buyer.agent, {
      payment_method_nonce: nonce(),
      expected_total_cents: buyer.cart.total_cents,
    });
    const orderId = placed.json().order_id;
    const cancelled = await buyer.agent.send('POST', `${API}/my/order/cancel`, {
      order_id: orderId,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', can_cancel: false });
    const tx = (await server.gateway.transactions()).at(-1)!;
    expect(tx).toMatchObject({ status: 'refunded', refundedCents: buyer.cart.total_cents });

    const later = await customerWithCart(server, 'toolate');
    const second = await placeOrder(later.agent, {
      payment_method_nonce: nonce(),
      expected_total_cents: later.cart.total_cents,
    });
    const start = server.clock.now;
    server.clock.now = new Date(start.getTime() + ORDER_CHANGE_WINDOW_MS + 1000);
    try {
      const refused = await later.agent.send('POST', `${API}/my/order/cancel`, {
        order_id: second.json().order_id,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('order_locked');
    } finally {
      server.clock.now = start;
    }
  });
});
