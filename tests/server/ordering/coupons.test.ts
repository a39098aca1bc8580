import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../../src/server/db/schema/coupons';
import { applyBasisPoints } from '../../../src/shared/pricing/rounding';
import { TestAgent } from '../support/testServer';
import {
  API,
  customerWithCart,
  nonce,
  type OrderingServer,
  PRODUCTS,
  placeOrder,
  startOrderingServer,
} from './orderingSupport';

let server: OrderingServer;
beforeAll(async () => {
  server = await startOrderingServer();
});
afterAll(() => server.close());

const setCoupon = (agent: TestAgent, code?: string) =>
  agent.send('POST', `${API}/my/cart/set_coupon`, code === undefined ? {} : { code });

async function guestWith(productId: number, quantity = 1) {
  const guest = new TestAgent(server.app);
  await guest.send('POST', `${API}/my/cart/sync_item`, { product_id: productId, quantity });
  return guest;
}

describe('coupons', () => {
  it('lists the public offers that are running, and shows any code', async () => {
    const guest = new TestAgent(server.app);
    const listed = (await guest.get(`${API}/coupons`))
      .json()
      .items.map((c: { code: string }) => c.code);
    expect(listed).toEqual(['WELCOME10', 'SAVE5', 'BOOKS20', 'FREESHIP']);
    const shown = await guest.get(`${API}/coupons/show?code=holiday25`);
    expect(shown.json()).toMatchObject({ code: 'HOLIDAY25', expires_at: '2026-01-01T08:00:00Z' });
    const unknown = await guest.get(`${API}/coupons/show?code=NOPE`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('coupon_not_found');
  });

  it('says why a code does not apply, one reason each', async () => {
    const empty = new TestAgent(server.app);
    const kit = await guestWith(PRODUCTS.sampleKit);
    const cases: [TestAgent, string, string][] = [
      [empty, 'WELCOME10', 'coupon_empty_cart'],
      [kit, 'HOLIDAY25', 'coupon_expired'],
      [kit, 'SPRING27', 'coupon_not_started'],
      [kit, 'BOOKS20', 'coupon_no_eligible_items'],
      [kit, 'SAVE5', 'coupon_below_minimum_spend'],
      // The kit ships free already: a shipping discount has nothing to take off.
      [kit, 'SHIP3', 'coupon_shipping_already_lower'],
      [kit, 'WHAT', 'coupon_not_found'],
    ];
    for (const [agent, code, reason] of cases) {
      const response = await setCoupon(agent, code);
      expect(response.statusCode, `${code}: ${response.body}`).toBe(
        reason === 'coupon_not_found' ? 404 : 422,
      );
      expect(response.json().error.code, code).toBe(reason);
      expect(response.json().error.fields.code[0], code).toMatch(code);
    }
    expect((await kit.get(`${API}/my/cart/show`)).json().coupon_code).toBeUndefined();
  });

  it('applies percentage, fixed and shipping codes, and clears them', async () => {
    const buyer = await customerWithCart(server, 'saver');
    const subtotal = buyer.cart.subtotal_cents;
    const applied = await buyer.agent.send('POST', `${API}/coupons/apply`, { code: 'welcome10' });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().coupon.code).toBe('WELCOME10');
    expect(applied.json().cart.discount_cents).toBe(Math.round(subtotal / 10));
    expect((await buyer.agent.get(`${API}/my/coupons/current`)).json().coupon.code).toBe(
      'WELCOME10',
    );

    const fixed = (await setCoupon(buyer.agent, 'SAVE5')).json();
    expect(fixed).toMatchObject({ coupon_code: 'SAVE5', discount_cents: 500 });
    expect(fixed.total_cents).toBe(subtotal - 500 + fixed.shipping_cents);

    const half = (await setCoupon(buyer.agent, 'SHIPHALF')).json();
    expect(half.shipping_cents).toBe(
      buyer.cart.shipping_cents - applyBasisPoints(buyer.cart.shipping_cents, 5000),
    );

    await buyer.agent.send('POST', `${API}/my/cart/set_shipping_method`, { shipping_option_id: 3 });
    const upgrade = (await setCoupon(buyer.agent, 'UPGRADE')).json();
    expect(upgrade).toMatchObject({
      shipping_option_id: 3,
      shipping_cents: buyer.cart.shipping_cents,
    });

    const cleared = (await setCoupon(buyer.agent)).json();
    expect(cleared.coupon_code).toBeUndefined();
    expect(cleared.discount_cents).toBe(0);
    expect((await buyer.agent.get(`${API}/my/coupons/current`)).json()).toEqual({});
  });

  it('charges the discounted total and allows one use per customer', async () => {
    const buyer = await customerWithCart(server, 'once');
    const cart = (await setCoupon(buyer.agent, 'WELCOME10')).json();
    const placed = await placeOrder(buyer.agent, {
      payment_method_nonce: nonce(),
      expected_total_cents: cart.total_cents,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = (
      await buyer.agent.get(`${API}/my/order/details?order_id=${placed.json().order_id}`)
    ).json();
    expect(order).toMatchObject({
      total_cents: cart.total_cents,
      discount_cents: cart.discount_cents,
    });
    expect((await server.gateway.transactions()).at(-1)?.capturedCents).toBe(cart.total_cents);

    await buyer.agent.send('POST', `${API}/my/cart/sync_item`, {
      product_id: PRODUCTS.sampleKit,
      quantity: 1,
    });
    const again = await setCoupon(buyer.agent, 'WELCOME10');
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('coupon_already_used');
    // Cancelling the order gives the use back.
    await buyer.agent.send('POST', `${API}/my/order/cancel`, { order_id: order.id });
    expect((await setCoupon(buyer.agent, 'WELCOME10')).statusCode).toBe(200);
  });

  it('gives the last use of a capped code to one order, and releases the other payment', async () => {
    await server.database.db
      .update(coupons)
      .set({ usageCap: 1 })
      .where(eq(coupons.code, 'FIRST100'));
    const first = await customerWithCart(server, 'capped1');
    const second = await customerWithCart(server, 'capped2');
    const firstCart = (await setCoupon(first.agent, 'FIRST100')).json();
    const secondCart = (await setCoupon(second.agent, 'FIRST100')).json();
    const before = (await server.gateway.transactions()).length;
    // Both customers press "Place order" at once, each cart priced with the code.
    const [a, b] = await Promise.all([
      placeOrder(first.agent, {
        payment_method_nonce: nonce(),
        expected_total_cents: firstCart.total_cents,
      }),
      placeOrder(second.agent, {
        payment_method_nonce: nonce(),
        expected_total_cents: secondCart.total_cents,
      }),
    ]);
    const answers = [a, b].sort((x, y) => x.statusCode - y.statusCode);
    expect(answers[0]!.statusCode).toBe(200);
    // The loser learns why: the cap was reached in the order's transaction (its payment voided),
    // or, if its cart was priced after the winner's order, its total changed.
    expect([409, 422]).toContain(answers[1]!.statusCode);
    expect(['coupon_usage_cap_reached', 'total_changed']).toContain(answers[1]!.json().error.code);
    const made = (await server.gateway.transactions()).slice(before);
    expect(made.filter((t) => t.status === 'captured')).toHaveLength(1);
    expect(made.filter((t) => t.status === 'authorised')).toHaveLength(0);
    const loser = answers[0] === a ? second : first;
    const later = await setCoupon(loser.agent, 'FIRST100');
    expect(later.json().error.code).toBe('coupon_usage_cap_reached');
    expect((await setCoupon(loser.agent)).statusCode).toBe(200);
    const hints = (await loser.agent.get(`${API}/my/cart/coupon_hints`)).json().hints;
    expect(hints.join(' ')).toMatch(/WELCOME10/);
  });
});
