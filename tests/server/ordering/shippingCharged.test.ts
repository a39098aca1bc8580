import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

interface ShownOption {
  shipping_option_id: number;
  name: string;
  price_cents: number;
  arrives_by?: string;
}

/** A card project and a photo book in one parcel: the book's weight raises every method's price. */
async function buyerWithBookAndCard(name: string) {
  const buyer = await customerWithCart(server, name);
  const book = await buyer.agent.send('POST', `${API}/my/cart/sync_item`, {
    product_id: PRODUCTS.book,
    quantity: 1,
  });
  expect(book.statusCode, book.body).toBe(200);
  const shown = await buyer.agent.get(`${API}/my/cart/shipping_options`);
  expect(shown.statusCode, shown.body).toBe(200);
  return { ...buyer, shown: shown.json().estimates as ShownOption[] };
}

describe('the shipping the checkout shows is the shipping charged', () => {
  it('offers every method the parcel can take, each above the bare base price a card alone pays', async () => {
    const { shown } = await buyerWithBookAndCard('methods');
    expect(shown.map((o) => o.name)).toEqual(['Standard', 'Expedited', 'Express']);
    // A book ships heavier than a card: the list is the cart's, not the option's base price.
    const cardOnly = await customerWithCart(server, 'card-only');
    const cardShown = (await cardOnly.agent.get(`${API}/my/cart/shipping_options`)).json()
      .estimates as ShownOption[];
    for (const [index, option] of shown.entries()) {
      expect(option.price_cents).toBeGreaterThan(cardShown[index]!.price_cents);
    }
  });

  for (const method of ['Standard', 'Expedited', 'Express']) {
    it(`captures the price and promises the day shown for ${method}`, async () => {
      const buyer = await buyerWithBookAndCard(`ship-${method.toLowerCase()}`);
      const option = buyer.shown.find((o) => o.name === method)!;
      const chosen = await buyer.agent.send('POST', `${API}/my/cart/set_shipping_method`, {
        shipping_option_id: option.shipping_option_id,
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
      const cart = chosen.json();
      expect(cart.shipping_cents).toBe(option.price_cents);

      const placed = await placeOrder(buyer.agent, {
        payment_method_nonce: nonce(),
        expected_total_cents: cart.total_cents,
      });
      expect(placed.statusCode, placed.body).toBe(200);
      const orderId = placed.json().order_id as number;

      const captured = (await server.gateway.transactions()).filter((t) => t.capturedCents > 0);
      expect(captured.at(-1)?.capturedCents).toBe(cart.subtotal_cents + option.price_cents);

      const order = (await buyer.agent.get(`${API}/my/order/details?order_id=${orderId}`)).json();
      expect(order.shipping_cents).toBe(option.price_cents);
      // The confirmation reads these: the method and the day the checkout showed for it.
      expect(order.shipping_method).toBe(method);
      expect(order.arrives_by).toBe(option.arrives_by);
    });
  }
});
