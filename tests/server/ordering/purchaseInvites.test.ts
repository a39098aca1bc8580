import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../src/server/db/schema/orders';
import { signedInPerson } from '../support/projects';
import { TestAgent } from '../support/testServer';
import {
  API,
  addAddress,
  customerWithCart,
  nonce,
  type OrderingServer,
  PRODUCTS,
  placeOrder,
  startOrderingServer,
} from './orderingSupport';

/*
 * Gifting a product (purchase invites): the giver pays for it in their own checkout, the
 * recipient is mailed a code, opens it, accepts it signed in, and finds the product in their cart
 * with a coupon that pays for it. Over HTTP, on PGlite and PostgreSQL.
 */

let server: OrderingServer;
beforeAll(async () => {
  server = await startOrderingServer();
});
afterAll(() => server.close());

const codeIn = (text: string) => /\/invite\/purchase\/([A-Z0-9]+)/.exec(text)?.[1];

async function giftPaid(giverName: string, recipient: string) {
  const giver = await customerWithCart(server, giverName);
  const created = await giver.agent.send('POST', `${API}/purchase_invite`, {
    email: recipient,
    product_id: PRODUCTS.card,
    message: 'Happy birthday! Visit https://evil.example',
  });
  expect(created.statusCode, created.body).toBe(200);
  const { code, cart_item_id: lineId } = created.json();
  const cart = (await giver.agent.get(`${API}/my/cart/show`)).json();
  const line = cart.items.find((item: { id: number }) => item.id === lineId);
  expect(line.name).toBe(`Gift for ${recipient}: 5x7 Flat Card`);
  // A catalogue product without a project is pictured by a design of its kind.
  expect(line.thumbnail_url).toMatch(/^\/artwork\/templates\/\d+\.svg$/);
  const placed = await placeOrder(giver.agent, {
    payment_method_nonce: nonce(),
    expected_total_cents: cart.total_cents,
  });
  expect(placed.statusCode, placed.body).toBe(200);
  await server.sendQueuedMail();
  return { giver, code: code as string, line, orderId: placed.json().order_id as number };
}

describe('purchase invites', () => {
  it('takes a signed-in giver and a product on sale; the gift waits unseen until paid', async () => {
    const guest = new TestAgent(server.app);
    await guest.fetchCsrf();
    const anonymous = await guest.send('POST', `${API}/purchase_invite`, {
      email: 'friend@example.com',
      product_id: PRODUCTS.card,
    });
    expect(anonymous.statusCode).toBe(401);
    const giver = await signedInPerson(server, 'unpaid');
    const nothing = await giver.agent.send('POST', `${API}/purchase_invite`, {
      email: 'friend@example.com',
    });
    expect(nothing.statusCode).toBe(400);
    const badEmail = await giver.agent.send('POST', `${API}/purchase_invite`, {
      email: 'not an address',
      product_id: PRODUCTS.card,
    });
    expect(badEmail.statusCode).toBe(400);
    const created = await giver.agent.send('POST', `${API}/purchase_invite`, {
      email: 'friend@example.com',
      product_type_id: 4,
    });
    expect(created.statusCode, created.body).toBe(200);
    // Not paid yet: the code opens nothing and no mail has gone.
    const early = await guest.get(`${API}/purchase_invite/${created.json().code}`);
    expect(early.statusCode).toBe(404);
    expect(server.mail.some((m) => m.to === 'friend@example.com')).toBe(false);
    expect((await guest.get(`${API}/purchase_invite/NOSUCHCODE`)).statusCode).toBe(404);
  });

  it('mails the recipient once paid; they accept and the gift is in their cart at no charge', async () => {
    const recipientEmail = 'gifted@example.com';
    const { code, line } = await giftPaid('giver', recipientEmail);
    const mail = server.mail.find((m) => m.to === recipientEmail);
    expect(mail?.subject).toMatch(/sent you a gift/);
    expect(codeIn(mail!.text)).toBe(code);
    expect(mail!.text).not.toMatch(/https:\/\/evil\.example/);

    // The page's call answers anyone with the code, and tells nothing of the giver but a name.
    const stranger = new TestAgent(server.app);
    const shown = await stranger.get(`${API}/purchase_invite/${code}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({
      code,
      product_id: PRODUCTS.card,
      product_name: '5x7 Flat Card',
      value_cents: line.unit_price_cents,
      accepted: false,
    });
    expect(shown.body).not.toContain('@');

    await stranger.fetchCsrf();
    const signedOut = await stranger.send('PUT', `${API}/purchase_invite/${code}/accept`, {});
    expect(signedOut.statusCode).toBe(401);

    const recipient = await signedInPerson(server, 'recipient');
    const accepted = await recipient.agent.send('PUT', `${API}/purchase_invite/${code}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    const couponCode = accepted.json().coupon_code;
    expect(couponCode).toMatch(/^GIFT-/);
    const cart = (await recipient.agent.get(`${API}/my/cart/show`)).json();
    expect(cart.items).toMatchObject([{ product_id: PRODUCTS.card, quantity: 1 }]);
    expect(cart.coupon_code).toBe(couponCode);
    expect(cart.discount_cents).toBe(cart.subtotal_cents);

    // They check out: they pay only the shipping.
    const addressId = await addAddress(recipient.agent);
    const withAddress = (
      await recipient.agent.send('POST', `${API}/my/cart/set_shipping_address`, {
        address_id: addressId,
      })
    ).json();
    expect(withAddress.total_cents).toBe(withAddress.shipping_cents);
    const ordered = await placeOrder(recipient.agent, {
      payment_method_nonce: nonce(),
      expected_total_cents: withAddress.total_cents,
    });
    expect(ordered.statusCode, ordered.body).toBe(200);

    // Accepting again answers the same; the coupon is spent, and nobody else may take the gift.
    const again = await recipient.agent.send('PUT', `${API}/purchase_invite/${code}/accept`, {});
    expect(again.json().coupon_code).toBe(couponCode);
    const thief = await signedInPerson(server, 'thief');
    const stolen = await thief.agent.send('PUT', `${API}/purchase_invite/${code}/accept`, {});
    expect(stolen.statusCode).toBe(409);
    expect((await stranger.get(`${API}/purchase_invite/${code}`)).json().accepted).toBe(true);
  }, 120_000);

  it('takes the gift back when the giver cancels the order', async () => {
    const { giver, code, orderId } = await giftPaid('canceller', 'taken@example.com');
    const recipient = await signedInPerson(server, 'late');
    const accepted = await recipient.agent.send('PUT', `${API}/purchase_invite/${code}/accept`, {});
    expect(accepted.statusCode).toBe(200);
    const cancel = await giver.agent.send('POST', `${API}/my/order/cancel`, { order_id: orderId });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await new TestAgent(server.app).get(`${API}/purchase_invite/${code}`)).statusCode).toBe(
      404,
    );
    const cart = (await recipient.agent.get(`${API}/my/cart/show`)).json();
    expect(cart.discount_cents).toBe(0);
  });

  it('keeps the order of a gift its recipient has spent: the giver can no longer cancel it', async () => {
    const { giver, code, orderId } = await giftPaid('spent-giver', 'spender@example.com');
    const recipient = await signedInPerson(server, 'spender');
    const accepted = await recipient.agent.send('PUT', `${API}/purchase_invite/${code}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    const addressId = await addAddress(recipient.agent);
    const cart = (
      await recipient.agent.send('POST', `${API}/my/cart/set_shipping_address`, {
        address_id: addressId,
      })
    ).json();
    expect(cart.discount_cents).toBe(cart.subtotal_cents);
    const ordered = await placeOrder(recipient.agent, {
      payment_method_nonce: nonce(),
      expected_total_cents: cart.total_cents,
    });
    expect(ordered.statusCode, ordered.body).toBe(200);

    const cancel = await giver.agent.send('POST', `${API}/my/order/cancel`, { order_id: orderId });
    expect(cancel.statusCode, cancel.body).toBe(409);
    expect(cancel.json().error).toMatchObject({ code: 'gift_spent' });
    expect(cancel.json().error.message).toMatch(/gift .* used/i);
    const order = (await giver.agent.get(`${API}/my/order/details?order_id=${orderId}`)).json();
    expect(order).toMatchObject({ state: 'placed', can_cancel: true });
    const [stored] = await server.database.db
      .select({ paymentState: orders.paymentState })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(stored?.paymentState).toBe('captured');
    // The gift is still the recipient's, and their order keeps what it paid.
    expect(
      (await new TestAgent(server.app).get(`${API}/purchase_invite/${code}`)).json(),
    ).toMatchObject({
      accepted: true,
    });
    const theirs = (
      await recipient.agent.get(`${API}/my/order/details?order_id=${ordered.json().order_id}`)
    ).json();
    expect(theirs).toMatchObject({ state: 'placed', discount_cents: cart.discount_cents });
  }, 120_000);
});
