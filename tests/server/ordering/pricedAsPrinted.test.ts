import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { products } from '../../../src/server/db/schema/catalog';
import { photos } from '../../../src/server/db/schema/photos';
import {
  pushUpdate,
  storedDocument,
} from '../../../src/server/design/projects/projectContent.service';
import { bookPageCount, growBook } from '../../../src/shared/project/autofill/bookPages';
import type { ProjectDocument } from '../../../src/shared/project/document';
import { makeSurface } from '../../../src/shared/project/products/makeSurface';
import { applyDocToY, docToY, yToDoc } from '../../../src/shared/project/yjs/binding';
import { productDocument } from '../../print/support/printFixtures';
import { DESIGNS, photosOf, seedDesigns } from '../creation/creationSupport';
import { eventually, listening, livePeer } from '../support/livePeers';
import { createProject, signedInPerson, toBase64 } from '../support/projects';
import {
  API,
  addAddress,
  nonce,
  type OrderingServer,
  PRODUCTS,
  placeOrder,
  startOrderingServer,
} from './orderingSupport';

/*
 * What an order is charged for is what prints: the price reads the size the pages are made in,
 * a design whose product, options and pages disagree cannot be ordered, and once ordered, the
 * design cannot be edited into something that costs another amount (over HTTP or the live
 * channel), so the locked design that prints is the one that was priced.
 */

let server: OrderingServer;
/** An 8x11 book beside the ordering catalogue's 8x8 one (PRODUCTS.book). */
const BOOK_8X11 = 9201;

beforeAll(async () => {
  server = await startOrderingServer();
  await server.database.db
    .insert(products)
    .values({
      id: BOOK_8X11,
      productTypeId: 1,
      name: '8x11 Hardcover',
      sku: 'BOOK-8X11',
      priceCents: 3999,
      widthInches: 8,
      heightInches: 11,
    })
    .onConflictDoNothing();
  await seedDesigns(server.database.db);
});
afterAll(() => server.close());

type Person = Awaited<ReturnType<typeof signedInPerson>>;

/** A book design in `size` of 20 pages, with the owner's sharp photos and real words. */
async function bookDesign(person: Person, size: string, productId: number) {
  const [photo] = await server.database.db
    .insert(photos)
    .values({
      ownerId: person.userId,
      name: 'lake.jpg',
      status: 'ready',
      width: 8000,
      height: 8000,
    })
    .returning({ id: photos.id });
  const doc = productDocument(1, size, [String(photo!.id)], {}, { productId, pageCount: 20 });
  for (const element of Object.values(doc.elements)) {
    if (element.type === 'text') Object.assign(element, { placeholder: false, text: 'Our lake' });
  }
  return doc;
}

/** A project holding `doc`, in the person's cart with an address chosen; the cart as shown. */
async function inCart(person: Person, doc: ProjectDocument, clientId?: string) {
  const created = await createProject(person.agent, {
    product_type_id: 1,
    ...(clientId ? { client_id: clientId } : {}),
  });
  expect(created.statusCode, created.body).toBe(200);
  const projectId = created.json().id as number;
  await pushUpdate(server.database.db, {
    projectId,
    update: Y.encodeStateAsUpdate(docToY(doc)),
    byUserId: person.userId,
    at: server.clock.now,
  });
  const added = await person.agent.send('POST', `${API}/my/cart/sync_item`, {
    project_id: projectId,
    quantity: 1,
  });
  expect(added.statusCode, added.body).toBe(200);
  const chosen = await person.agent.send('POST', `${API}/my/cart/set_shipping_address`, {
    address_id: await addAddress(person.agent),
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  return { projectId, cart: chosen.json() };
}

/** The stored design, and an update to it from `change`, as an editor would push it. */
async function editOf(projectId: number, change: (doc: ProjectDocument) => ProjectDocument) {
  const ydoc = new Y.Doc();
  Y.applyUpdate(ydoc, await storedDocument(server.database.db, projectId));
  const vector = Y.encodeStateVector(ydoc);
  const before = yToDoc(ydoc);
  applyDocToY(ydoc, change(structuredClone(before)));
  return toBase64(Y.encodeStateAsUpdate(ydoc, vector));
}

/** Pushed a second on, so the cart sees the design changed since it read it. */
function push(person: Person, projectId: number, update: string) {
  server.clock.now = new Date(server.clock.now.getTime() + 1_000);
  return person.agent.send('POST', `${API}/my/projects/${projectId}/content`, { update });
}

async function storedDesign(projectId: number) {
  const ydoc = new Y.Doc();
  Y.applyUpdate(ydoc, await storedDocument(server.database.db, projectId));
  return yToDoc(ydoc);
}

/** Forty more pages, counted nowhere: the surfaces grow, the options still say 20. */
function uncountedPages(doc: ProjectDocument): ProjectDocument {
  const model = Object.values(doc.surfaces).find((surface) => surface.kind === 'page')!;
  for (let n = 0; n < 40; n += 1) {
    const id = `extra-${n}`;
    doc.surfaces[id] = makeSurface({ ...model, id, label: `Extra ${n}`, elementIds: [] });
    doc.surfaceOrder.push(id);
  }
  return doc;
}

describe('the price is the price of what prints', () => {
  it('refuses to order a design whose options name a product of another size than its pages', async () => {
    const buyer = await signedInPerson(server, 'sizes');
    const { projectId, cart } = await inCart(buyer, await bookDesign(buyer, '8x11', BOOK_8X11));
    expect(cart.items[0]).toMatchObject({ product_id: BOOK_8X11 });
    expect(cart.items[0].warnings).toEqual([]);

    // The design's product becomes the cheaper 8x8 book; its pages stay 8x11.
    const pushed = await push(
      buyer,
      projectId,
      await editOf(projectId, (doc) => ({
        ...doc,
        options: { ...doc.options, productId: PRODUCTS.book },
      })),
    );
    expect(pushed.statusCode, pushed.body).toBe(200);
    const shown = (await buyer.agent.get(`${API}/my/cart/show`)).json();
    expect(shown.items[0].warnings[0]).toMatch(/8x8 .*8x11.*open it in the editor to fix it/i);

    const refused = await placeOrder(buyer.agent, {
      payment_method_nonce: nonce(),
      expected_total_cents: shown.total_cents,
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'cart_not_orderable' });
    expect(refused.json().error.message).toMatch(/open it in the editor/);
    const orders = (await buyer.agent.get(`${API}/my/account/orders`)).json();
    expect(orders.items).toEqual([]);
  });

  it('refuses to order a design whose pages are not the size its options make', async () => {
    const buyer = await signedInPerson(server, 'pages');
    // 8x11 pages under 8x8 options, product and price.
    const pages = await bookDesign(buyer, '8x11', BOOK_8X11);
    const eight = await bookDesign(buyer, '8x8', PRODUCTS.book);
    const { cart } = await inCart(buyer, { ...pages, options: eight.options });
    const refused = await placeOrder(buyer.agent, {
      payment_method_nonce: nonce(),
      expected_total_cents: cart.total_cents,
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'preflight_failed' });
    expect(refused.json().error.message).toMatch(
      /is 16.5 × 11.25 in, but its product \(8x8\) makes .* 16.5 × 8.25 in\. Open it in the editor/,
    );
  });
});

describe('an ordered design keeps the price it was paid for', () => {
  async function orderedBook(name: string, clientId?: string) {
    const buyer = await signedInPerson(server, name);
    const design = await bookDesign(buyer, '8x8', PRODUCTS.book);
    const { projectId, cart } = await inCart(buyer, design, clientId);
    const placed = await placeOrder(buyer.agent, {
      payment_method_nonce: nonce(),
      expected_total_cents: cart.total_cents,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = (
      await buyer.agent.get(`${API}/my/order/details?order_id=${placed.json().order_id}`)
    ).json();
    expect(order.can_cancel).toBe(true);
    return { buyer, projectId, order };
  }

  it('refuses, over HTTP, an edit in the change window that adds pages; one that keeps the price is saved', async () => {
    const { buyer, projectId, order } = await orderedBook('pages-http');

    // Pages added as the editor adds them: the page count in the options grows with them.
    const grown = await push(buyer, projectId, await editOf(projectId, (doc) => growBook(doc, 60)));
    expect(grown.statusCode, grown.body).toBe(409);
    expect(grown.json().error).toMatchObject({ code: 'ordered_design_price' });
    expect(grown.json().error.message).toContain(`order ${order.number}`);
    expect(grown.json().error.message).toMatch(/instead of the \$[\d.,]+ paid/);

    // Pages added without counting them: priced the same, printed longer.
    const uncounted = await push(buyer, projectId, await editOf(projectId, uncountedPages));
    expect(uncounted.statusCode, uncounted.body).toBe(409);
    expect(uncounted.json().error).toMatchObject({ code: 'ordered_design_price' });

    // Another product of the same size and type: refused, whatever it costs.
    const other = await push(
      buyer,
      projectId,
      await editOf(projectId, (doc) => ({ ...doc, options: { ...doc.options, coverTypeId: 1 } })),
    );
    expect(other.statusCode, other.body).toBe(409);

    const retitled = await push(
      buyer,
      projectId,
      await editOf(projectId, (doc) => ({ ...doc, title: 'Our lake, 2026' })),
    );
    expect(retitled.statusCode, retitled.body).toBe(200);

    const stored = await storedDesign(projectId);
    expect(stored.title).toBe('Our lake, 2026');
    expect(bookPageCount(stored)).toBe(20);
    expect(stored.surfaceOrder).toHaveLength(21);
    const after = (await buyer.agent.get(`${API}/my/order/details?order_id=${order.id}`)).json();
    expect(after.total_cents).toBe(order.total_cents);
  });

  it('refuses the same growth from the other ways a design is stored: a device creating it again, and autofill', async () => {
    const clientId = randomUUID();
    const { buyer, projectId, order } = await orderedBook('pages-elsewhere', clientId);
    const again = await createProject(buyer.agent, {
      client_id: clientId,
      product_type_id: 1,
      update: await editOf(projectId, (doc) => growBook(doc, 60)),
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.message).toContain(`order ${order.number}`);
    const filled = await buyer.agent.send('POST', `${API}/creation/fill_project_template`, {
      project_id: projectId,
      template_id: DESIGNS.book,
      photo_ids: await photosOf(server.database.db, buyer.userId, 150),
    });
    expect(filled.statusCode, filled.body).toBe(409);
    expect(filled.json().error).toMatchObject({ code: 'ordered_design_price' });
    expect(bookPageCount(await storedDesign(projectId))).toBe(20);
  });

  it('refuses the same edit on the live channel, and lets it in once the order is cancelled', async () => {
    const { buyer, projectId, order } = await orderedBook('pages-live');
    const host = await listening(server.app);
    const peer = livePeer(host, buyer.agent, projectId);
    await eventually(
      () => peer.channel.status() === 'live' && peer.doc.getArray('surfaceOrder').length === 21,
    );
    applyDocToY(peer.doc, growBook(yToDoc(peer.doc), 60));
    await eventually(() => peer.refused.length === 1);
    expect(peer.refused[0]).toContain(`order ${order.number}`);
    expect(bookPageCount(await storedDesign(projectId))).toBe(20);
    peer.channel.close();

    const cancelled = await buyer.agent.send('POST', `${API}/my/order/cancel`, {
      order_id: order.id,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const grown = await push(buyer, projectId, await editOf(projectId, (doc) => growBook(doc, 60)));
    expect(grown.statusCode, grown.body).toBe(200);
    expect(bookPageCount(await storedDesign(projectId))).toBe(60);
  });
});
