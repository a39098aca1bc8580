import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog } from '../../../src/server/catalog/catalog/catalogSeedData';
import { products, productTypes } from '../../../src/server/db/schema/catalog';
import { PRODUCT_TYPE_ID } from '../../../src/shared/catalog/productTypes';
import { parse } from '../../../src/shared/routes/parse';
import { TestAgent } from '../support/testServer';
import { API, customerWithCart, type OrderingServer, startOrderingServer } from './orderingSupport';

/*
 * The cart offers envelopes that match its cards: the envelope product of the cards' size, as
 * many as the cards, at the catalogue's price, and a link that designs printed ones of both.
 */

const seeded = generateCatalog();
const envelopeProducts = seeded.products.filter(
  (p) => p.productTypeId === PRODUCT_TYPE_ID.envelope,
);

let server: OrderingServer;
beforeAll(async () => {
  server = await startOrderingServer();
  const { db } = server.database;
  await db
    .insert(productTypes)
    .values(seeded.productTypes.filter((t) => t.id === PRODUCT_TYPE_ID.envelope))
    .onConflictDoNothing();
  await db.insert(products).values(envelopeProducts).onConflictDoNothing();
});
afterAll(() => server.close());

describe('envelopes for the cards in the cart', () => {
  it('seeds one envelope product per card size, not one unsized envelope', () => {
    const sizes = envelopeProducts.map((p) => `${p.widthInches}x${p.heightInches}`).sort();
    expect(sizes).toEqual(['4x8', '5x5', '5x7', '6x8']);
  });

  it('offers 25 5x7 envelopes for 25 5x7 cards at the catalogue price, and adds them', async () => {
    const buyer = await customerWithCart(server, 'envelopes');
    const cards = await buyer.agent.send('POST', `${API}/my/cart/sync_item`, {
      project_id: buyer.projectId,
      quantity: 25,
    });
    expect(cards.statusCode, cards.body).toBe(200);
    const cardLine = cards.json().items[0];
    expect(cardLine.quantity).toBe(25);

    const answer = await buyer.agent.get(`${API}/my/cart/envelope_offers`);
    expect(answer.statusCode, answer.body).toBe(200);
    const offers = answer.json().items;
    const fiveBySeven = envelopeProducts.find((p) => p.widthInches === 5 && p.heightInches === 7)!;
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({
      cart_item_id: cardLine.id,
      size_key: '5x7',
      quantity: 25,
      product: { id: fiveBySeven.id, product_type_id: PRODUCT_TYPE_ID.envelope },
      total_cents: fiveBySeven.priceCents * 25,
      each_cents: fiveBySeven.priceCents,
    });
    // "Add printed envelopes" starts the envelope design in the cards' size and quantity.
    const link = parse(offers[0].design_href);
    expect(link).toMatchObject({
      name: 'editor',
      query: { type: 'envelope', ipid: fiveBySeven.id, quantity: 25 },
    });

    const added = await buyer.agent.send('POST', `${API}/my/cart/sync_item`, {
      product_id: offers[0].product.id,
      quantity: offers[0].quantity,
    });
    expect(added.statusCode, added.body).toBe(200);
    const lines = added.json().items;
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({
      product_id: fiveBySeven.id,
      quantity: 25,
      total_cents: offers[0].total_cents,
    });
    // Once the cards have their envelopes, nothing more is offered.
    expect((await buyer.agent.get(`${API}/my/cart/envelope_offers`)).json().items).toEqual([]);
    // And the generic suggestions no longer offer a lone envelope with cards.
    const crossSell = (await buyer.agent.get(`${API}/my/cart/recommended_cross_sell_items`)).json()
      .items;
    expect(crossSell.some((p: { product_type_id: number }) => p.product_type_id === 150)).toBe(
      false,
    );
  });

  it('offers only the envelopes still missing when the cart holds some', async () => {
    const buyer = await customerWithCart(server, 'some-envelopes');
    const fiveBySeven = envelopeProducts.find((p) => p.widthInches === 5 && p.heightInches === 7)!;
    await buyer.agent.send('POST', `${API}/my/cart/sync_item`, {
      product_id: fiveBySeven.id,
      quantity: 4,
    });
    const offers = (await buyer.agent.get(`${API}/my/cart/envelope_offers`)).json().items;
    // The cart's card line is 10 cards.
    expect(offers.map((o: { quantity: number }) => o.quantity)).toEqual([6]);
  });

  it('offers a guest with no cart nothing', async () => {
    const guest = new TestAgent(server.app);
    const answer = await guest.get(`${API}/my/cart/envelope_offers`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().items).toEqual([]);
  });
});
