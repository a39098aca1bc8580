import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../src/server/db/schema/platform';
import {
  ORDER_CONFIRMATION_MAIL_JOB,
  orderMailJobHandlers,
} from '../../../src/server/flows/checkout/startFulfilment';
import { createJobRunner } from '../../../src/server/jobs/jobRunner';
import type { MailMessage } from '../../../src/server/mail/mailer';
import {
  customerWithCart,
  nonce,
  type OrderingServer,
  placeOrder,
  startOrderingServer,
} from './orderingSupport';

/*
 * Pay answers without waiting for the confirmation's pictures and the mail server: the mail is a
 * job, queued with the order, sent by whichever process runs jobs, and tried again while the mail
 * server is down.
 */

let server: OrderingServer;
beforeAll(async () => {
  server = await startOrderingServer();
});
afterAll(() => server.close());

const confirmationJobs = () =>
  server.database.db
    .select({ status: jobs.status, payload: jobs.payload, lastError: jobs.lastError })
    .from(jobs)
    .where(eq(jobs.kind, ORDER_CONFIRMATION_MAIL_JOB));

describe('the order confirmation mail', () => {
  it('is queued when Pay answers, and sent by the job, again after the mail server was down', async () => {
    const buyer = await customerWithCart(server, 'mailed');
    const placed = await placeOrder(buyer.agent, {
      payment_method_nonce: nonce(),
      expected_total_cents: buyer.cart.total_cents,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { order_id: orderId, number } = placed.json();
    const subject = `Your order ${number} is placed`;
    const mine = async () =>
      (await confirmationJobs()).filter((job) => job.payload.orderId === orderId);
    expect(await mine()).toMatchObject([{ status: 'queued' }]);
    expect(server.mail.some((m) => m.subject === subject)).toBe(false);

    let down = true;
    const sent: MailMessage[] = [];
    const mailer = {
      send: async (message: MailMessage) => {
        if (down) throw new Error('connect ECONNREFUSED (mail server down)');
        sent.push(message);
      },
    };
    const runner = () =>
      createJobRunner({
        db: server.database.db,
        now: () => server.clock.now,
        backoffMs: () => 60_000,
        handlers: orderMailJobHandlers({ ...server.recoveryDeps(), mailer, blobs: server.blobs }),
      });
    await runner().drain();
    expect(await mine()).toMatchObject([{ status: 'queued', lastError: /mail server down/ }]);
    expect(sent).toEqual([]);

    down = false;
    server.clock.now = new Date(server.clock.now.getTime() + 60_000);
    await runner().drain();
    expect(await mine()).toMatchObject([{ status: 'done' }]);
    expect(sent.map((m) => m.subject)).toEqual([subject]);
    // With the project's first page drawn for it.
    expect(sent[0]!.attachments?.some((a) => a.cid === `project-${buyer.projectId}`)).toBe(true);
  });
});
