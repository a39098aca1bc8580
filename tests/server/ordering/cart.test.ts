import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  pushUpdate,
  storedDocument,
} from '../../../src/server/design/projects/projectContent.service';
import { applyDocToY, yToDoc } from '../../../src/shared/project/yjs/binding';
import { signedInPerson } from '../support/projects';
import { TestAgent } from '../support/testServer';
import {
  API,
  addAddress,
  cardProject,
  customerWithCart,
  type OrderingServer,
  PRODUCTS,
  startOrderingServer,
} from './orderingSupport';

let server: OrderingServer;
beforeAll(async () => {
  server = await startOrderingServer();
});
afterAll(() => server.close());

const sync = (agent: TestAgent, body: object) =>
  agent.send('POST', `${API}/my/cart/sync_item`, body);

describe('the cart', () => {
  it('shows an empty cart to a guest without making one', async () => {
    const guest = new TestAgent(server.app);
    const shown = await guest.get(`${API}/my/cart/show`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ items: [], subtotal_cents: 0, total_cents: 0 });
    expect((await guest.get(`${API}/my/cart/preview`)).json()).toEqual({
      item_count: 0,
      subtotal_cents: 0,
    });
  });

  it('adds, updates and removes a product for a guest, priced by the shared pricing', async () => {
    const guest = new TestAgent(server.app);
    const added = await guest.send('POST', `${API}/my/pages/cart_add`, {
      product_id: PRODUCTS.sampleKit,
      utm_source: 'mail',
    });
    expect(added.statusCode, added.body).toBe(200);
    const { cart_item_id: itemId, cart } = added.json();
    expect(cart.items).toMatchObject([{ id: itemId, product_id: PRODUCTS.sampleKit, quantity: 1 }]);
    expect(cart.subtotal_cents).toBe(500);
    // The sample kit ships free by post.
    expect(cart).toMatchObject({ shipping_cents: 0, total_cents: 500, shipping_option_id: 1 });

    const more = await sync(guest, { cart_item_id: itemId, quantity: 3 });
    expect(more.json().items[0]).toMatchObject({ quantity: 3, total_cents: 1500 });
    expect((await guest.get(`${API}/my/cart/preview`)).json()).toEqual({
      item_count: 3,
      subtotal_cents: 1500,
    });
    const gone = await sync(guest, { cart_item_id: itemId, quantity: 0 });
    expect(gone.json().items).toEqual([]);
  });

  it('refuses bad input with field errors', async () => {
    const guest = new TestAgent(server.app);
    const cases: [string, object, string][] = [
      ['my/cart/sync_item', { quantity: -1, product_id: PRODUCTS.card }, 'quantity'],
      ['my/cart/sync_item', { quantity: 1 }, 'project_id'],
      ['my/cart/sync_item', { quantity: 1, product_id: 987654 }, 'product_id'],
      ['my/cart/sync_item', { quantity: 'many', product_id: PRODUCTS.card }, 'quantity'],
      ['my/pages/cart_add', { product_id: 'x' }, 'product_id'],
      ['my/cart/set_coupon', { code: '' }, 'code'],
      ['my/cart/set_shipping_method', { shipping_option_id: 'fast' }, 'shipping_option_id'],
      ['my/cart/set_shipping_method', { shipping_option_id: 99 }, 'shipping_option_id'],
      ['my/cart/set_shipping_address', {}, 'address_id'],
      ['my/cart/set_loyalty_program_code', { code: 'x'.repeat(65) }, 'code'],
      ['coupons/apply', {}, 'code'],
    ];
    for (const [name, body, field] of cases) {
      const response = await guest.send('POST', `${API}/${name}`, body);
      expect(response.statusCode, `${name} ${response.body}`).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}), name).toContain(field);
    }
    expect((await guest.get(`${API}/coupons/show`)).statusCode).toBe(400);
    expect(
      (await guest.get(`${API}/shipping_options_prices/index?product_type_id=x`)).statusCode,
    ).toBe(400);
  });

  it("keeps people out of each other's carts and projects", async () => {
    const owner = await customerWithCart(server, 'cartowner');
    const other = await signedInPerson(server, 'cartother');
    const itemId = owner.cart.items[0].id;
    expect((await sync(other.agent, { cart_item_id: itemId, quantity: 2 })).statusCode).toBe(404);
    expect((await sync(other.agent, { project_id: owner.projectId, quantity: 1 })).statusCode).toBe(
      404,
    );
    const address = await other.agent.send('POST', `${API}/my/cart/set_shipping_address`, {
      address_id: owner.addressId,
    });
    expect(address.statusCode).toBe(404);
    const guest = new TestAgent(server.app);
    expect((await sync(guest, { project_id: owner.projectId, quantity: 1 })).statusCode).toBe(404);
    const guestAddress = await guest.send('POST', `${API}/my/cart/set_shipping_address`, {
      address_id: owner.addressId,
    });
    expect(guestAddress.statusCode).toBe(401);
    // The owner's cart is as it was.
    const mine = await owner.agent.get(`${API}/my/cart/show`);
    expect(mine.json().items).toMatchObject([{ id: itemId, quantity: 10 }]);
  });

  it("prices a project from its document's options and re-prices it when the project changes", async () => {
    const buyer = await customerWithCart(server, 'repricer');
    const before = buyer.cart.items[0];
    expect(before).toMatchObject({ project_id: buyer.projectId, product_id: PRODUCTS.card });
    // The line shows the project's first page with its photos, drawn on the server.
    expect(before.thumbnail_url).toMatch(
      new RegExp(`^/projects/${buyer.projectId}/thumbnail\\.svg\\?v=\\d+$`),
    );
    const thumbnail = await buyer.agent.get(before.thumbnail_url);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toContain('image/svg+xml');
    // The design changes in the editor: now with a gold foil, and a photo that is not the owner's.
    const { db } = server.database;
    const ydoc = new Y.Doc();
    Y.applyUpdate(ydoc, await storedDocument(db, buyer.projectId));
    const vector = Y.encodeStateVector(ydoc);
    const doc = yToDoc(ydoc);
    doc.options = { ...doc.options, foilTypeId: 3 };
    for (const element of Object.values(doc.elements))
      if (element.type === 'photoSlot') element.photoId = '999999';
    applyDocToY(ydoc, doc);
    await pushUpdate(db, {
      projectId: buyer.projectId,
      update: Y.encodeStateAsUpdate(ydoc, vector),
      byUserId: buyer.userId,
      at: new Date(Date.now() + 60_000),
    });
    const after = (await buyer.agent.get(`${API}/my/cart/show`)).json().items[0];
    expect(after.unit_price_cents).toBeGreaterThan(before.unit_price_cents);
    // …and checked again: preflight now finds the missing photo.
    expect(after.warnings.length).toBeGreaterThan(0);
  });

  it('shows each card at the line total over the quantity, its tier discount included', async () => {
    const buyer = await customerWithCart(server, 'tiered');
    const item = buyer.cart.items[0];
    const ten = (await sync(buyer.agent, { cart_item_id: item.id, quantity: 10 })).json().items[0];
    // 25 cards take the card line's 4 % tier off the line, so each card costs less than at 10.
    const line = (await sync(buyer.agent, { cart_item_id: item.id, quantity: 25 })).json().items[0];
    expect(line.quantity).toBe(25);
    expect(line.unit_price_cents).toBe(Math.round(line.total_cents / 25));
    expect(line.unit_price_cents).toBeLessThan(ten.unit_price_cents);
  });

  it("merges a guest's cart into the user's at sign-in", async () => {
    const person = await signedInPerson(server, 'merger');
    const projectId = await cardProject(server, person.agent, person.userId);
    expect((await sync(person.agent, { project_id: projectId, quantity: 5 })).statusCode).toBe(200);
    expect(
      (await sync(person.agent, { product_id: PRODUCTS.sampleKit, quantity: 1 })).statusCode,
    ).toBe(200);
    const email = (await person.agent.get(`${API}/my/sessions/current`)).json().user.email;

    const guest = new TestAgent(server.app);
    await sync(guest, { product_id: PRODUCTS.sampleKit, quantity: 2 });
    await sync(guest, { product_id: PRODUCTS.book, quantity: 1 });
    await guest.send('POST', `${API}/my/cart/set_coupon`, { code: 'welcome10' });
    const signIn = await guest.send('POST', `${API}/my/sessions`, {
      email,
      password: 'correct horse battery',
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const merged = (await guest.get(`${API}/my/cart/show`)).json();
    expect(
      merged.items.map((i: { product_id: number; quantity: number }) => [i.product_id, i.quantity]),
    ).toEqual([
      [PRODUCTS.card, 5],
      [PRODUCTS.sampleKit, 3],
      [PRODUCTS.book, 1],
    ]);
    expect(merged.coupon_code).toBe('WELCOME10');
    expect(merged.discount_cents).toBeGreaterThan(0);
  });

  it('chooses a shipping method and an address from the address book', async () => {
    const buyer = await customerWithCart(server, 'shipper');
    expect(buyer.cart).toMatchObject({
      shipping_option_id: 1,
      shipping_address_id: buyer.addressId,
    });
    const express = await buyer.agent.send('POST', `${API}/my/cart/set_shipping_method`, {
      shipping_option_id: 3,
    });
    expect(express.statusCode).toBe(200);
    expect(express.json().shipping_option_id).toBe(3);
    expect(express.json().shipping_cents).toBeGreaterThan(buyer.cart.shipping_cents);
    const second = await addAddress(buyer.agent);
    const moved = await buyer.agent.send('POST', `${API}/my/cart/set_shipping_address`, {
      address_id: second,
    });
    expect(moved.json().shipping_address_id).toBe(second);
    const loyalty = await buyer.agent.send('POST', `${API}/my/cart/set_loyalty_program_code`, {
      code: 'FF123',
    });
    expect(loyalty.json().loyalty_program_code).toBe('FF123');
  });

  it('recommends related products from the catalogue', async () => {
    const buyer = await customerWithCart(server, 'crosssell');
    const items = (await buyer.agent.get(`${API}/my/cart/recommended_cross_sell_items`)).json()
      .items;
    // A card cart is offered none of its own type; an empty cart gets the best sellers' lines.
    expect(items.every((p: { product_type_id: number }) => p.product_type_id !== 4)).toBe(true);
    const guest = new TestAgent(server.app);
    const fallback = (await guest.get(`${API}/my/cart/recommended_cross_sell_items`)).json().items;
    expect(fallback.map((p: { id: number }) => p.id)).toContain(PRODUCTS.book);
  });
});

describe('shipping', () => {
  it('lists options, which product types ship by which, and their prices', async () => {
    const guest = new TestAgent(server.app);
    const options = (await guest.get(`${API}/shipping_options`)).json().items;
    expect(options.map((o: { name: string }) => o.name)).toEqual([
      'Standard',
      'Expedited',
      'Express',
    ]);
    const mappings = (await guest.get(`${API}/shipping_option_mappings`)).json().items;
    expect(mappings).toContainEqual({ product_type_id: 60, shipping_option_ids: [1] });
    const prices = (
      await guest.get(`${API}/shipping_options_prices/index?product_type_id=1`)
    ).json().items;
    expect(prices).toHaveLength(3);
    expect(prices.every((p: { product_type_id: number }) => p.product_type_id === 1)).toBe(true);
  });
});
