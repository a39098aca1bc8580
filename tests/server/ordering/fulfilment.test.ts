import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../src/server/db/schema/platform';
import { PRINT_FILE_JOB } from '../../../src/server/design/print/printJobs';
import {
  advanceOrder,
  PRINT_FILE_RECHECK_MS,
} from '../../../src/server/flows/orderFulfilment/orderFulfilmentJob';
import { ORDER_CHANGE_WINDOW_MS } from '../../../src/shared/catalog/orderWindow';
import { DAY_MS } from '../../../src/shared/catalog/time';
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

/** The print-file jobs queued for a project, oldest first. */
async function printFileJobsOf(projectId: number) {
  const rows = await server.database.db
    .select({ id: jobs.id, payload: jobs.payload, status: jobs.status })
    .from(jobs)
    .where(eq(jobs.kind, PRINT_FILE_JOB))
    .orderBy(asc(jobs.id));
  return rows.filter((row) => row.payload.projectId === projectId);
}

/** As the print runner leaves a print-file job once it has built (or given up on) the file. */
async function settleJob(id: number, status: 'done' | 'failed') {
  await server.database.db.update(jobs).set({ status }).where(eq(jobs.id, id));
}

beforeAll(async () => {
  server = await startOrderingServer();
});
afterAll(() => server.close());

describe('following an order to the door', () => {
  it('locks the order and its projects after the window, then prints, ships and delivers it with a mail each', async () => {
    const buyer = await customerWithCart(server, 'follower');
    const placed = await placeOrder(buyer.agent, {
      payment_method_nonce: nonce(),
      expected_total_cents: buyer.cart.total_cents,
    });
    const { order_id: orderId, number } = placed.json();
    const deps = server.recoveryDeps();
    const access = () => buyer.agent.get(`${API}/my/projects/${buyer.projectId}/edit_access`);
    const state = async () =>
      (await buyer.agent.get(`${API}/my/order/details?order_id=${orderId}`)).json();

    // Inside the window nothing moves and the design may still change.
    const windowEnd = await advanceOrder(deps, orderId);
    expect(windowEnd?.getTime()).toBe(server.clock.now.getTime() + ORDER_CHANGE_WINDOW_MS);
    expect((await access()).json()).toEqual({ allowed: true });

    server.clock.now = new Date(windowEnd!.getTime() + 1_000);
    // Locked, and its print file queued again from the locked design; the partner waits for it.
    const recheck = await advanceOrder(deps, orderId);
    expect((await state()).state).toBe('in_production');
    expect(recheck?.getTime()).toBe(server.clock.now.getTime() + PRINT_FILE_RECHECK_MS);
    const printJobs = await printFileJobsOf(buyer.projectId);
    expect(printJobs.length).toBe(2); // one at checkout, one at the lock
    expect(await advanceOrder(deps, orderId)).toEqual(recheck);
    expect((await state()).state).toBe('in_production');

    // The newest print file is in the store: now it prints.
    await settleJob(printJobs.at(-1)!.id, 'done');
    const shipsAt = await advanceOrder(deps, orderId);
    expect((await state()).state).toBe('printing');
    expect((await access()).json()).toEqual({ allowed: false, reason: 'locked' });
    expect(server.mail.some((m) => m.subject === `Your order ${number} is being printed`)).toBe(
      true,
    );

    server.clock.now = new Date(shipsAt!.getTime() + 1_000);
    const deliveredAt = await advanceOrder(deps, orderId);
    const shipped = await state();
    expect(shipped.state).toBe('shipped');
    expect(shipped.shipments).toMatchObject([{ carrier: 'Sandbox Post' }]);
    const mail = server.mail.find((m) => m.subject === `Your order ${number} is on its way`);
    const link = /https?:\/\/\S*\/my\/shipments\/(\w+)\/track\?token=([\w-]+)/.exec(mail!.text);
    expect(link).not.toBeNull();

    // The mail's link works signed out; a wrong token or identifier finds nothing.
    const stranger = new TestAgent(server.app);
    const url = await stranger.get(
      `${API}/my/shipments/tracking_url?token=${link![2]}&identifier=${link![1]}`,
    );
    expect(url.statusCode, url.body).toBe(200);
    expect(url.json().url).toContain(link![1]);
    expect((await stranger.get(`${API}/my/shipments/tracking_url?token=nope`)).statusCode).toBe(
      404,
    );
    expect(
      (await stranger.get(`${API}/my/shipments/tracking_url?token=${link![2]}&identifier=other`))
        .statusCode,
    ).toBe(404);
    expect((await stranger.get(`${API}/my/shipments/tracking_url`)).statusCode).toBe(400);

    // The page's status call: steps with dates, the carrier and its number, nothing personal.
    const statusUrl = `${API}/my/shipments/status?token=${link![2]}&identifier=${link![1]}`;
    const onTheWay = await stranger.get(statusUrl);
    expect(onTheWay.statusCode, onTheWay.body).toBe(200);
    const body = onTheWay.json();
    expect(body).toMatchObject({
      order_number: number,
      state: 'shipped',
      carrier: 'Sandbox Post',
      tracking_number: link![1],
    });
    expect(body.tracking_url).toContain(link![1]);
    expect(body.steps.map((s: { step: string; done: boolean }) => [s.step, s.done])).toEqual([
      ['placed', true],
      ['printing', true],
      ['shipped', true],
      ['delivered', false],
    ]);
    expect(body.steps[2].at).toBe(shipped.shipments[0].shipped_at);
    expect(body.arrives_by).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(onTheWay.body).not.toMatch(/address|cents|email/i);
    expect((await stranger.get(`${API}/my/shipments/status?token=nope`)).statusCode).toBe(404);
    expect(
      (await stranger.get(`${API}/my/shipments/status?token=${link![2]}&identifier=other`))
        .statusCode,
    ).toBe(404);

    expect(deliveredAt!.getTime() - shipsAt!.getTime()).toBeLessThan(10 * DAY_MS);
    server.clock.now = new Date(deliveredAt!.getTime() + 1_000);
    expect(await advanceOrder(deps, orderId)).toBeUndefined();
    expect((await state()).state).toBe('delivered');
    expect(server.mail.some((m) => m.subject === `Your order ${number} was delivered`)).toBe(true);
    const arrived = (await stranger.get(statusUrl)).json();
    expect(arrived.state).toBe('delivered');
    expect(arrived.steps[3]).toMatchObject({ step: 'delivered', done: true });
    expect(arrived.steps[3].at).toEqual(expect.any(String));
    expect(arrived.arrives_by).toBeUndefined();
    // Once locked it cannot be cancelled.
    const cancel = await buyer.agent.send('POST', `${API}/my/order/cancel`, { order_id: orderId });
    expect(cancel.json().error.code).toBe('order_locked');
  });

  it('holds an order in production while a print file has failed, and never prints it', async () => {
    const buyer = await customerWithCart(server, 'held');
    const placed = await placeOrder(buyer.agent, {
      payment_method_nonce: nonce(),
      expected_total_cents: buyer.cart.total_cents,
    });
    const orderId = placed.json().order_id as number;
    const deps = server.recoveryDeps();
    const windowEnd = await advanceOrder(deps, orderId);
    server.clock.now = new Date(windowEnd!.getTime() + 1_000);
    await advanceOrder(deps, orderId);
    const newest = (await printFileJobsOf(buyer.projectId)).at(-1)!;
    await settleJob(newest.id, 'failed');
    const later = await advanceOrder(deps, orderId);
    expect(later!.getTime()).toBeGreaterThan(server.clock.now.getTime() + PRINT_FILE_RECHECK_MS);
    const details = await buyer.agent.get(`${API}/my/order/details?order_id=${orderId}`);
    expect(details.json().state).toBe('in_production');
  });
});
