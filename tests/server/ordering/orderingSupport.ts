import { expect } from 'vitest';
import * as Y from 'yjs';
import { seedDemoCoupons } from '../../../src/server/commerce/coupons/demoCoupons';
import { sandboxFulfilment } from '../../../src/server/commerce/fulfilment/fulfilment';
import type { PaymentGateway } from '../../../src/server/commerce/payments/paymentGateway';
import {
  type SandboxGateway,
  sandboxGateway,
} from '../../../src/server/commerce/payments/sandboxGateway';
import type { Db } from '../../../src/server/db/database';
import { products, productTypes } from '../../../src/server/db/schema/catalog';
import { photos } from '../../../src/server/db/schema/photos';
import { pushUpdate } from '../../../src/server/design/projects/projectContent.service';
import type { CheckoutStep } from '../../../src/server/flows/checkout/checkoutSteps';
import type { RecoveryDeps } from '../../../src/server/flows/checkout/recoverCheckouts';
import { orderMailJobHandlers } from '../../../src/server/flows/checkout/startFulfilment';
import type { FulfilmentDeps } from '../../../src/server/flows/orderFulfilment/orderFulfilmentJob';
import { createJobRunner } from '../../../src/server/jobs/jobRunner';
import type { MailMessage } from '../../../src/server/mail/mailer';
import { sandboxNonceFor } from '../../../src/shared/payments/sandboxCards';
import { docToY } from '../../../src/shared/project/yjs/binding';
import { productDocument } from '../../print/support/printFixtures';
import { createProject, seedProjectCatalog, signedInPerson } from '../support/projects';
import { startTestServer, type TestAgent, type TestServer } from '../support/testServer';

export const API = '/api/v2';

/** The catalogue rows the ordering tests buy: a book (9001), a 5x7 flat card, a sample kit. */
export const PRODUCTS = { book: 9001, card: 9101, sampleKit: 9102 } as const;

export interface OrderingServer extends TestServer {
  gateway: SandboxGateway;
  /** Set to a step to stop the checkout flow dead after it, as a crash would. */
  crash: { after?: CheckoutStep };
  recoveryDeps(): RecoveryDeps & FulfilmentDeps;
  /**
   * Sends the order mails Pay queued, as a worker would: this server runs no jobs, so a test sees
   * what Pay left queued and then what the job did.
   */
  sendQueuedMail(where?: Pick<RecoveryDeps, 'listenAddress'>): Promise<void>;
}

export class SimulatedCrash extends Error {}

/** A shop with the ordering catalogue; its gateway is the sandbox unless a test brings another. */
export async function startOrderingServer(
  options: { paymentGateway?: PaymentGateway } = {},
): Promise<OrderingServer> {
  let gateway: SandboxGateway | undefined;
  let paymentGateway: PaymentGateway | undefined;
  const crash: OrderingServer['crash'] = {};
  const fulfilment = sandboxFulfilment();
  const server = await startTestServer((db) => {
    gateway = sandboxGateway({ db, timeoutDelayMs: 0 });
    paymentGateway = options.paymentGateway ?? gateway;
    return {
      logger: process.env.ORDERING_LOG === '1',
      paymentGateway,
      fulfilment,
      checkout: {
        afterStep: (step) => {
          if (crash.after === step) throw new SimulatedCrash(`crashed after ${step}`);
        },
      },
    };
  });
  const { db } = server.database;
  await seedProjectCatalog(db);
  await db
    .insert(productTypes)
    .values([{ id: 60, key: 'wedding_sample_kit', name: 'Wedding Sample Kit' }])
    .onConflictDoNothing();
  await db
    .insert(products)
    .values([
      {
        id: PRODUCTS.card,
        productTypeId: 4,
        name: '5x7 Flat Card',
        sku: 'CARD-5X7',
        priceCents: 299,
        widthInches: 5,
        heightInches: 7,
      },
      {
        id: PRODUCTS.sampleKit,
        productTypeId: 60,
        name: 'Wedding Sample Kit',
        sku: 'KIT',
        priceCents: 500,
      },
    ])
    .onConflictDoNothing();
  await seedDemoCoupons(db);
  const recoveryDeps = () => ({
    db,
    now: () => server.clock.now,
    mailer: { send: async (m: MailMessage) => void server.mail.push(m) },
    paymentGateway: paymentGateway!,
    fulfilment,
  });
  return {
    ...server,
    gateway: gateway!,
    crash,
    recoveryDeps,
    async sendQueuedMail(where = {}) {
      const deps = { ...recoveryDeps(), ...where, blobs: server.blobs };
      const handlers = orderMailJobHandlers(deps);
      await createJobRunner({ db, now: deps.now, handlers }).drain();
    },
  };
}

export const nonce = (number = '4111111111111111') => sandboxNonceFor(number, 12, 2030) as string;

export async function addAddress(agent: TestAgent): Promise<number> {
  const response = await agent.send('POST', `${API}/my/addresses/create`, {
    first_name: 'Robin',
    line1: '1 Market St',
    city: 'San Francisco',
    state: 'CA',
    postal_code: '94105',
    country: 'US',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id;
}

/** A flat card project with a sharp photo of the owner's and real words: preflight has no errors. */
export async function cardProject(server: TestServer, agent: TestAgent, ownerId: number) {
  const db: Db = server.database.db;
  const [photo] = await db
    .insert(photos)
    .values({ ownerId, name: 'beach.jpg', status: 'ready', width: 6000, height: 6000 })
    .returning({ id: photos.id });
  const created = await createProject(agent, { product_type_id: 4 });
  expect(created.statusCode, created.body).toBe(200);
  const projectId = created.json().id as number;
  const doc = productDocument(4, '5x7', [String(photo!.id)], {}, { quantity: 10 });
  for (const element of Object.values(doc.elements)) {
    if (element.type === 'text') Object.assign(element, { placeholder: false, text: 'Hello' });
  }
  await pushUpdate(db, {
    projectId,
    update: Y.encodeStateAsUpdate(docToY(doc)),
    byUserId: ownerId,
    at: new Date(),
  });
  return projectId;
}

/** A signed-in customer with a card project in their cart and an address chosen. */
export async function customerWithCart(server: OrderingServer, name = 'buyer') {
  const person = await signedInPerson(server, name);
  const projectId = await cardProject(server, person.agent, person.userId);
  const added = await person.agent.send('POST', `${API}/my/cart/sync_item`, {
    project_id: projectId,
    quantity: 10,
  });
  expect(added.statusCode, added.body).toBe(200);
  const addressId = await addAddress(person.agent);
  const withAddress = await person.agent.send('POST', `${API}/my/cart/set_shipping_address`, {
    address_id: addressId,
  });
  expect(withAddress.statusCode, withAddress.body).toBe(200);
  return { ...person, projectId, addressId, cart: withAddress.json() };
}

let keys = 0;
export const newKey = () => `order-key-${Date.now()}-${++keys}`;

export function placeOrder(agent: TestAgent, body: object, key = newKey()) {
  return agent.send('POST', `${API}/my/payment/order`, body, { 'idempotency-key': key });
}
