import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildWorker } from '../../../src/server/app';
import { configFromEnv } from '../../../src/server/config';
import { photos } from '../../../src/server/db/schema/photos';
import { jobs } from '../../../src/server/db/schema/platform';
import { PRINT_FILE_JOB, printManifestKey } from '../../../src/server/design/print/printJobs';
import { ORDER_CONFIRMATION_MAIL_JOB } from '../../../src/server/flows/checkout/startFulfilment';
import { createServerJobRunner } from '../../../src/server/routes/jobHandlers';
import { type RunningServer, startProductionServer } from '../../e2e/support/productionServer';
import { makePhoto } from '../../print/support/printFixtures';
import {
  customerWithCart,
  nonce,
  type OrderingServer,
  placeOrder,
  startOrderingServer,
} from '../ordering/orderingSupport';
import { type SmtpMailbox, startSmtpMailbox } from '../support/smtpMailbox';

/*
 * A web process and a worker on one database (ROLE=web and ROLE=worker): the web process answers
 * Pay at once and leaves the print file and the confirmation mail queued; the worker builds the
 * one and sends the other. The test's shop is the web process (a server given no job runner, as
 * main.ts builds it for ROLE=web). The worker runs in this process on PGlite, and as a real
 * `ROLE=worker` process of the production entry on PostgreSQL, mailing through an SMTP server.
 */

let web: OrderingServer;
beforeAll(async () => {
  web = await startOrderingServer();
  // The worker's clock is the real one: the order is placed now, not on the tests' fixed day.
  web.clock.now = new Date();
}, 300_000);
afterAll(() => web.close());

/** A customer whose cart holds a card with a real photo, and the order placed through web. */
async function orderPlacedOnWeb(name: string) {
  const buyer = await customerWithCart(web, name);
  const [photo] = await web.database.db
    .select({ id: photos.id })
    .from(photos)
    .where(eq(photos.ownerId, buyer.userId));
  const key = `photos/${buyer.userId}/roles-test/original`;
  await web.blobs.put(key, await makePhoto(1200, 1200, 30));
  await web.database.db.update(photos).set({ blobKey: key }).where(eq(photos.id, photo!.id));
  const placed = await placeOrder(buyer.agent, {
    payment_method_nonce: nonce(),
    expected_total_cents: buyer.cart.total_cents,
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return {
    ...buyer,
    orderId: placed.json().order_id as number,
    number: placed.json().number as string,
  };
}

/** The jobs of a kind for a payload field's value. */
async function jobsOf(kind: string, field: string, value: number) {
  const rows = await web.database.db
    .select({ status: jobs.status, payload: jobs.payload, lastError: jobs.lastError })
    .from(jobs)
    .where(eq(jobs.kind, kind));
  return rows.filter((row) => row.payload[field] === value);
}

describe('ROLE', () => {
  it('is all unless told, and refuses a role it does not know', () => {
    expect(configFromEnv({}).role).toBe('all');
    expect(configFromEnv({ ROLE: 'web' }).role).toBe('web');
    expect(configFromEnv({ ROLE: 'worker' }).role).toBe('worker');
    expect(() => configFromEnv({ ROLE: 'wroker' })).toThrow(/ROLE must be one of/);
  });
});

describe.skipIf(process.env.TEST_DB === 'postgres')(
  'a web process and a worker in one process, on PGlite',
  () => {
    let worker: FastifyInstance | undefined;
    afterAll(() => worker?.close());

    it('queues the print file and the mail on Pay; the worker builds and sends them', async () => {
      const buyer = await orderPlacedOnWeb('roles-pglite');
      // Pay has answered: the print file and the confirmation are still queued.
      const [print] = await jobsOf(PRINT_FILE_JOB, 'projectId', buyer.projectId);
      expect(print?.status).toBe('queued');
      const [mail] = await jobsOf(ORDER_CONFIRMATION_MAIL_JOB, 'orderId', buyer.orderId);
      expect(mail?.status).toBe('queued');
      const subject = `Your order ${buyer.number} is placed`;
      expect(web.mail.some((m) => m.subject === subject)).toBe(false);

      const deps = web.recoveryDeps();
      worker = await buildWorker({
        db: web.database.db,
        now: () => new Date(Date.now() + 1_000),
        jobs: createServerJobRunner(
          { ...deps, now: () => new Date(Date.now() + 1_000), blobs: web.blobs },
          { pollMs: 50 },
        ),
      });
      await worker.ready();
      await vi.waitFor(
        async () => {
          const [done] = await jobsOf(PRINT_FILE_JOB, 'projectId', buyer.projectId);
          expect(done?.status, done?.lastError ?? '').toBe('done');
          expect(web.mail.some((m) => m.subject === subject)).toBe(true);
        },
        { timeout: 60_000, interval: 100 },
      );
      expect(await web.blobs.get(printManifestKey(buyer.projectId))).toBeDefined();
      const health = await worker.inject({ method: 'GET', url: '/healthz' });
      expect(health.json()).toEqual({ ok: true, role: 'worker' });
    }, 90_000);
  },
);

describe.skipIf(process.env.TEST_DB !== 'postgres')(
  'a web process and a ROLE=worker process on one PostgreSQL database',
  () => {
    let worker: RunningServer | undefined;
    let mailbox: SmtpMailbox | undefined;
    afterAll(async () => {
      await worker?.stop();
      await mailbox?.close();
    });

    it('the worker process builds the print file and mails the confirmation', async () => {
      const buyer = await orderPlacedOnWeb('roles-postgres');
      const [mail] = await jobsOf(ORDER_CONFIRMATION_MAIL_JOB, 'orderId', buyer.orderId);
      expect(mail?.status).toBe('queued');
      mailbox = await startSmtpMailbox();
      const pool = (
        web.database.db as unknown as { $client: { options: { connectionString: string } } }
      ).$client;
      worker = await startProductionServer({
        ROLE: 'worker',
        DATABASE_URL: pool.options.connectionString,
        // The web process's data dir: on one machine, its blob store is the worker's too.
        DATA_DIR: web.dataDir,
        SMTP_URL: mailbox.url,
        PUBLIC_ORIGIN: 'http://shop.example',
      });
      const health = await fetch(`${worker.url}/healthz`);
      expect(await health.json()).toEqual({ ok: true, role: 'worker' });
      const received = await mailbox.waitFor(
        (m) => m.subject === `Your order ${buyer.number} is placed`,
        120_000,
      );
      expect(received.envelope.to).toEqual([buyer.email]);
      await vi.waitFor(
        async () => {
          const [done] = await jobsOf(PRINT_FILE_JOB, 'projectId', buyer.projectId);
          expect(done?.status, done?.lastError ?? '').toBe('done');
        },
        { timeout: 120_000, interval: 200 },
      );
      expect(await web.blobs.get(printManifestKey(buyer.projectId))).toBeDefined();
    }, 300_000);
  },
);
