import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../src/server/app';
import { RECENT_ORDER_MS } from '../../../src/server/commerce/orders/orders.service';
import { orders } from '../../../src/server/db/schema/orders';
import { DEFAULT_STALE_MS } from '../../../src/server/flows/checkout/checkoutSteps';
import {
  checkoutJobHandlers,
  recoverCheckouts,
  recoverCheckoutsAtStart,
} from '../../../src/server/flows/checkout/recoverCheckouts';
import { createJobRunner } from '../../../src/server/jobs/jobRunner';
import { signedInPerson } from '../support/projects';
import {
  API,
  customerWithCart,
  newKey,
  nonce,
  type OrderingServer,
  placeOrder,
  startOrderingServer,
} from './orderingSupport';

/*
 * The checkout's promise under faults: one order, one charge, never one without the other —
 * whatever clicks twice, retries, or dies between steps.
 */

let server: OrderingServer;
beforeAll(async () => {
  server = await startOrderingServer();
});
afterAll(() => server.close());

/** The sandbox's transactions made for exactly this amount since `before` transactions existed. */
async function transactionsSince(before: number) {
  return (await server.gateway.transactions()).slice(before);
}

async function ordersOf(userId: number) {
  return server.database.db.select().from(orders).where(eq(orders.userId, userId));
}

/** Moves the clock past the stale period: a dead request's attempt has lapsed by then. */
function laterByStalePeriod() {
  server.clock.now = new Date(server.clock.now.getTime() + DEFAULT_STALE_MS + 1_000);
}

/** Runs the flow with the server dying right after `step`; the request answers 500. */
async function crashingAfter(
  step: NonNullable<OrderingServer['crash']['after']>,
  send: () => ReturnType<typeof placeOrder>,
) {
  server.crash.after = step;
  try {
    const crashed = await send();
    expect(crashed.statusCode).toBe(500);
  } finally {
    server.crash.after = undefined;
  }
}

describe('checkout under faults', () => {
  it('places one order and takes one charge for 10 concurrent submits of one cart', async () => {
    const buyer = await customerWithCart(server, 'clicky');
    const before = (await server.gateway.transactions()).length;
    const body = { payment_method_nonce: nonce(), expected_total_cents: buyer.cart.total_cents };
    // Ten tabs, each with its own key (a double click in one tab shares the key: next test).
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => placeOrder(buyer.agent, body)),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode, refused.body).toBe(409);
    }
    expect(await ordersOf(buyer.userId)).toHaveLength(1);
    const made = await transactionsSince(before);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ status: 'captured', capturedCents: buyer.cart.total_cents });
  });

  it('answers a double click with one key once, and replays the first answer', async () => {
    const buyer = await customerWithCart(server, 'double');
    const before = (await server.gateway.transactions()).length;
    const key = newKey();
    const body = { payment_method_nonce: nonce(), expected_total_cents: buyer.cart.total_cents };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => placeOrder(buyer.agent, body, key)),
    );
    const orderIds = new Set(
      answers.filter((a) => a.statusCode === 200).map((a) => a.json().order_id),
    );
    expect(orderIds.size).toBe(1);
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    const replay = await placeOrder(buyer.agent, body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().order_id).toBe([...orderIds][0]);
    expect(await transactionsSince(before)).toHaveLength(1);
  });

  it('refuses the same key replayed with other parameters', async () => {
    const buyer = await customerWithCart(server, 'replayer');
    const key = newKey();
    const first = await placeOrder(
      buyer.agent,
      { payment_method_nonce: nonce(), expected_total_cents: buyer.cart.total_cents },
      key,
    );
    expect(first.statusCode).toBe(200);
    const other = await placeOrder(
      buyer.agent,
      {
        payment_method_nonce: nonce('5555555555554444'),
        expected_total_cents: buyer.cart.total_cents,
      },
      key,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency_key_reused');
    expect(await ordersOf(buyer.userId)).toHaveLength(1);
  });

  it('voids the authorisation when the server dies between authorise and order', async () => {
    const buyer = await customerWithCart(server, 'crash1');
    const before = (await server.gateway.transactions()).length;
    const body = { payment_method_nonce: nonce(), expected_total_cents: buyer.cart.total_cents };
    const key = newKey();
    server.crash.after = 'authorise';
    try {
      const crashed = await placeOrder(buyer.agent, body, key);
      expect(crashed.statusCode).toBe(500);
    } finally {
      server.crash.after = undefined;
    }
    expect(await transactionsSince(before)).toMatchObject([{ status: 'authorised' }]);
    expect(await ordersOf(buyer.userId)).toHaveLength(0);
    // The customer's retry meets the unsettled attempt: told to wait, not charged again.
    const early = await placeOrder(buyer.agent, body, key);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('checkout_in_progress');

    // A live request might still be working on it: recovery leaves it alone until it is stale.
    expect(await recoverCheckouts(server.recoveryDeps())).toMatchObject({ voided: 0 });
    laterByStalePeriod();
    expect(await recoverCheckouts(server.recoveryDeps())).toMatchObject({ voided: 1 });
    expect(await transactionsSince(before)).toMatchObject([{ status: 'voided', capturedCents: 0 }]);
    expect(await ordersOf(buyer.userId)).toHaveLength(0);

    // The cart is still there and the same retry now orders it: one order, one capture in all.
    const again = await placeOrder(buyer.agent, body, key);
    expect(again.statusCode, again.body).toBe(200);
    const replay = await placeOrder(buyer.agent, body, key);
    expect(replay.json().order_id).toBe(again.json().order_id);
    const made = await transactionsSince(before);
    expect(made.filter((t) => t.status === 'captured')).toHaveLength(1);
    expect(made.filter((t) => t.status === 'authorised')).toHaveLength(0);
    expect(await ordersOf(buyer.userId)).toHaveLength(1);
  });

  it('captures the order once when the server dies between order and capture, on restart', async () => {
    const buyer = await customerWithCart(server, 'crash2');
    const before = (await server.gateway.transactions()).length;
    const key = newKey();
    const body = { payment_method_nonce: nonce(), expected_total_cents: buyer.cart.total_cents };
    server.crash.after = 'order';
    try {
      expect((await placeOrder(buyer.agent, body, key)).statusCode).toBe(500);
    } finally {
      server.crash.after = undefined;
    }
    const [order] = await ordersOf(buyer.userId);
    expect(order).toMatchObject({ paymentState: 'authorised', fulfilmentStartedAt: null });
    expect(await transactionsSince(before)).toMatchObject([{ status: 'authorised' }]);

    // The process comes back a few minutes later: starting the server runs the recovery pass.
    laterByStalePeriod();
    const deps = server.recoveryDeps();
    const restarted = await buildServer({ ...deps, mailer: deps.mailer });
    await restarted.ready();
    await restarted.close();

    const [settled] = await ordersOf(buyer.userId);
    expect(settled).toMatchObject({ id: order!.id, paymentState: 'captured' });
    expect(settled!.fulfilmentStartedAt).not.toBeNull();
    expect(await transactionsSince(before)).toMatchObject([
      { status: 'captured', capturedCents: buyer.cart.total_cents },
    ]);
    await server.sendQueuedMail();
    expect(
      server.mail.filter((m) => m.subject === `Your order ${order!.number} is placed`),
    ).toHaveLength(1);

    // The customer's retry with the same key gets the order, and charges nothing more.
    const retry = await placeOrder(buyer.agent, body, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().order_id).toBe(order!.id);
    expect(await transactionsSince(before)).toHaveLength(1);
    expect(await recoverCheckouts(deps)).toEqual({ voided: 0, captured: 0, fulfilled: 0 });
  });

  it('frees the cart of a request that died once it lapses: paying again with another card orders it once', async () => {
    const buyer = await customerWithCart(server, 'crashother');
    const before = (await server.gateway.transactions()).length;
    const total = buyer.cart.total_cents;
    await crashingAfter('authorise', () =>
      placeOrder(buyer.agent, { payment_method_nonce: nonce(), expected_total_cents: total }),
    );
    // Seconds later, no restart and no recovery pass: the dead request stopped renewing its hold.
    laterByStalePeriod();
    const other = await placeOrder(buyer.agent, {
      payment_method_nonce: nonce('5555555555554444'),
      expected_total_cents: total,
    });
    expect(other.statusCode, other.body).toBe(200);
    const [order] = await ordersOf(buyer.userId);
    expect(order).toMatchObject({ id: other.json().order_id, paymentState: 'captured' });
    const made = await transactionsSince(before);
    expect(made.map((t) => t.status)).toEqual(['voided', 'captured']);
    expect(made[1]).toMatchObject({ capturedCents: total });
  });

  it('answers the retry of a request that died after ordering with that order, captured once', async () => {
    const buyer = await customerWithCart(server, 'crashretry');
    const before = (await server.gateway.transactions()).length;
    const key = newKey();
    const body = { payment_method_nonce: nonce(), expected_total_cents: buyer.cart.total_cents };
    await crashingAfter('order', () => placeOrder(buyer.agent, body, key));
    // The customer, without an answer, reloads the cart: it names the order, not "empty".
    const [placed] = await ordersOf(buyer.userId);
    const reloaded = await buyer.agent.get(`${API}/my/cart/show`);
    expect(reloaded.statusCode).toBe(200);
    expect(reloaded.json()).toMatchObject({
      items: [],
      placed_order: { order_id: placed!.id, number: placed!.number },
    });
    laterByStalePeriod();
    const retry = await placeOrder(buyer.agent, body, key);
    expect(retry.statusCode, retry.body).toBe(200);
    const [order] = await ordersOf(buyer.userId);
    expect(retry.json()).toMatchObject({ order_id: order!.id, number: order!.number });
    // Paid for before the answer, not by some later pass.
    expect(order).toMatchObject({ paymentState: 'captured' });
    expect(order!.fulfilmentStartedAt).not.toBeNull();
    expect(await transactionsSince(before)).toMatchObject([
      { status: 'captured', capturedCents: buyer.cart.total_cents },
    ]);
    // Another card on the emptied cart is told what became of it.
    const other = await placeOrder(buyer.agent, {
      payment_method_nonce: nonce('5555555555554444'),
      expected_total_cents: buyer.cart.total_cents,
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toMatchObject({ code: 'already_ordered' });
    expect(other.json().error.message).toContain(order!.number);
    // Someone else's empty cart names nothing; and in time this one goes back to plain empty.
    const stranger = await signedInPerson(server, 'stranger');
    expect((await stranger.agent.get(`${API}/my/cart/show`)).json().placed_order).toBeUndefined();
    server.clock.now = new Date(server.clock.now.getTime() + RECENT_ORDER_MS);
    const later = await buyer.agent.get(`${API}/my/cart/show`);
    expect(later.json()).toMatchObject({ items: [] });
    expect(later.json().placed_order).toBeUndefined();
  });

  it('waits at start for the attempt of a request killed moments ago to lapse, then settles it', async () => {
    const buyer = await customerWithCart(server, 'crashstart');
    const before = (await server.gateway.transactions()).length;
    const body = { payment_method_nonce: nonce(), expected_total_cents: buyer.cart.total_cents };
    await crashingAfter('authorise', () => placeOrder(buyer.agent, body));
    const waited: number[] = [];
    const report = await recoverCheckoutsAtStart(server.recoveryDeps(), async (ms) => {
      waited.push(ms);
      server.clock.now = new Date(server.clock.now.getTime() + ms);
    });
    expect(report).toMatchObject({ voided: 1 });
    expect(waited).toHaveLength(1);
    expect(waited[0]).toBeLessThanOrEqual(DEFAULT_STALE_MS + 1_000);
    expect(await transactionsSince(before)).toMatchObject([{ status: 'voided' }]);
    // Nothing unsettled: the next start does not wait at all.
    const none: number[] = [];
    await recoverCheckoutsAtStart(server.recoveryDeps(), async (ms) => void none.push(ms));
    expect(none).toEqual([]);
    const again = await placeOrder(buyer.agent, body);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('settles a crashed checkout by its own job, without a restart', async () => {
    const buyer = await customerWithCart(server, 'crashjob');
    const before = (await server.gateway.transactions()).length;
    server.crash.after = 'authorise';
    try {
      const body = { payment_method_nonce: nonce(), expected_total_cents: buyer.cart.total_cents };
      expect((await placeOrder(buyer.agent, body)).statusCode).toBe(500);
    } finally {
      server.crash.after = undefined;
    }
    const deps = server.recoveryDeps();
    const runner = createJobRunner({
      db: deps.db,
      now: deps.now,
      handlers: checkoutJobHandlers(deps),
    });
    await runner.drain();
    expect(await transactionsSince(before)).toMatchObject([{ status: 'authorised' }]);
    laterByStalePeriod();
    await runner.drain();
    expect(await transactionsSince(before)).toMatchObject([{ status: 'voided' }]);
  });

  it('finishes the last step when the server dies right after the capture', async () => {
    const buyer = await customerWithCart(server, 'crash3');
    server.crash.after = 'capture';
    try {
      expect(
        (
          await placeOrder(buyer.agent, {
            payment_method_nonce: nonce(),
            expected_total_cents: buyer.cart.total_cents,
          })
        ).statusCode,
      ).toBe(500);
    } finally {
      server.crash.after = undefined;
    }
    expect(await recoverCheckouts(server.recoveryDeps())).toMatchObject({ fulfilled: 1 });
    const [order] = await ordersOf(buyer.userId);
    expect(order).toMatchObject({ paymentState: 'captured' });
    expect(order!.fulfilmentStartedAt).not.toBeNull();
    const list = await buyer.agent.get(`${API}/my/account/orders`);
    expect(list.json().total).toBe(1);
  });
});
