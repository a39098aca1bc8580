import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditCards } from '../../../src/server/db/schema/payments';
import { signedInPerson } from '../support/projects';
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
beforeAll(async () => {
  server = await startOrderingServer();
});
afterAll(() => server.close());

describe('payment methods and saved cards', () => {
  it('names the gateway and hands the card form a client token', async () => {
    const guest = new TestAgent(server.app);
    expect((await guest.get(`${API}/payment_method`)).json()).toEqual({
      gateway_id: 3,
      methods: ['card'],
      card_form: 'sandbox',
    });
    const token = (await guest.get(`${API}/payment_method/braintree_client_token`)).json();
    expect(token.client_token).toMatch(/^sandbox-client-token:/);
    expect((await guest.get(`${API}/my/payment`)).statusCode).toBe(401);
    expect((await guest.get(`${API}/my/credit_cards`)).statusCode).toBe(401);
  });

  it('saves a card as the gateway token only, lists it without the token, and pays with it', async () => {
    const buyer = await customerWithCart(server, 'saver');
    const saved = await buyer.agent.send('POST', `${API}/my/credit_cards`, {
      payment_method_nonce: nonce('5555555555554444'),
      make_default: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      brand: 'Master',
      last4: '4444',
      exp_month: 12,
      exp_year: 2030,
    });
    const [row] = await server.database.db
      .select()
      .from(creditCards)
      .where(eq(creditCards.id, saved.json().id));
    expect(row!.gatewayToken).toMatch(/^sbxcard_/);
    expect(JSON.stringify(row)).not.toContain('5555555555554444');

    const list = (await buyer.agent.get(`${API}/my/credit_cards`)).json();
    expect(list.items).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain('sbxcard');
    expect((await buyer.agent.get(`${API}/my/payment`)).json()).toMatchObject({
      gateway_id: 3,
      default_credit_card_id: saved.json().id,
      credit_balance_cents: 0,
    });
    const synced = await buyer.agent.send('PUT', `${API}/my/payment/sync`, {
      credit_card_id: saved.json().id,
    });
    expect(synced.json()).toEqual({ ok: true });
    // The card chosen on the payment step pays when the order names none.
    const placed = await placeOrder(buyer.agent, { expected_total_cents: buyer.cart.total_cents });
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await server.gateway.transactions()).at(-1)).toMatchObject({ status: 'captured' });
  });

  it("refuses a declined card, bad input and another user's card", async () => {
    const owner = await signedInPerson(server, 'cardowner');
    const card = (
      await owner.agent.send('POST', `${API}/my/credit_cards`, { payment_method_nonce: nonce() })
    ).json();
    const declined = await owner.agent.send('POST', `${API}/my/credit_cards`, {
      payment_method_nonce: nonce('4000000000000002'),
    });
    expect(declined.statusCode).toBe(402);
    const forged = await owner.agent.send('POST', `${API}/my/credit_cards`, {
      payment_method_nonce: '4111111111111111',
    });
    expect(forged.statusCode).toBe(402);
    expect((await owner.agent.send('POST', `${API}/my/credit_cards`, {})).statusCode).toBe(400);
    expect(
      (await owner.agent.send('PUT', `${API}/my/payment/sync`, { credit_card_id: 'x' })).statusCode,
    ).toBe(400);

    const other = await customerWithCart(server, 'cardthief');
    expect((await other.agent.send('DELETE', `${API}/my/credit_cards/${card.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await other.agent.send('PUT', `${API}/my/payment/sync`, { credit_card_id: card.id }))
        .statusCode,
    ).toBe(404);
    const stolen = await placeOrder(other.agent, {
      credit_card_id: card.id,
      expected_total_cents: other.cart.total_cents,
    });
    expect(stolen.statusCode).toBe(404);

    expect((await owner.agent.send('DELETE', `${API}/my/credit_cards/${card.id}`)).json()).toEqual({
      ok: true,
    });
    expect((await owner.agent.send('DELETE', `${API}/my/credit_cards/${card.id}`)).statusCode).toBe(
      404,
    );
  });
});
