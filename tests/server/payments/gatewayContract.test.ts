import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountOf, braintreeGateway } from '../../../src/server/commerce/payments/braintreeGateway';
import {
  GatewayUnavailable,
  type PaymentGateway,
  type PaymentSource,
} from '../../../src/server/commerce/payments/paymentGateway';
import { sandboxGateway } from '../../../src/server/commerce/payments/sandboxGateway';
import type { Database } from '../../../src/server/db/database';
import { sandboxNonceFor } from '../../../src/shared/payments/sandboxCards';
import { type FakeBraintree, startFakeBraintree } from '../support/fakeBraintree';
import { freshDatabase } from '../support/testDatabase';

/*
 * One contract for every PaymentGateway: the sandbox, and the Braintree adapter driving the real
 * `braintree` SDK against a local fake of the gateway (tests/server/support/fakeBraintree.ts).
 * Each gateway names its own test cards; the rules are the same.
 */

interface GatewayUnderTest {
  gateway: PaymentGateway;
  visa: PaymentSource;
  amex: PaymentSource;
  declined: { source: PaymentSource; amountCents: number };
  insufficient: { source: PaymentSource; amountCents: number };
  /** The processor's settlement of a capture (Braintree refunds only settled money). */
  settle(transactionId: string): void;
}

let fake: FakeBraintree;
/** The sandbox keeps its ledger in the shop's database. */
let database: Database;
beforeAll(async () => {
  fake = await startFakeBraintree();
  database = await freshDatabase();
});
afterAll(async () => {
  await fake.close();
  await database.close();
});

const braintreeOnFake = (timeoutMs = 5_000) =>
  braintreeGateway({
    environment: new URL(fake.url),
    merchantId: fake.merchantId,
    publicKey: fake.publicKey,
    privateKey: fake.privateKey,
    timeoutMs,
  });

const sandboxNonce = (number: string) => ({ nonce: sandboxNonceFor(number, 1, 2031) as string });

const gateways: Record<string, () => GatewayUnderTest> = {
  sandbox: () => ({
    gateway: sandboxGateway({ db: database.db, timeoutDelayMs: 0 }),
    visa: sandboxNonce('4111111111111111'),
    amex: sandboxNonce('378282246310005'),
    declined: { source: sandboxNonce('4000000000000002'), amountCents: 500 },
    insufficient: { source: sandboxNonce('4000000000009995'), amountCents: 500 },
    settle: () => {},
  }),
  'Braintree (SDK against the local fake)': () => ({
    gateway: braintreeOnFake(),
    visa: { nonce: 'fake-valid-visa-nonce' },
    amex: { nonce: 'fake-valid-amex-nonce' },
    declined: { source: { nonce: 'fake-processor-declined-visa-nonce' }, amountCents: 500 },
    // Braintree's sandbox declines an amount of 2001.00 for insufficient funds.
    insufficient: { source: { nonce: 'fake-valid-visa-nonce' }, amountCents: 200_100 },
    settle: (id) => fake.settle(id),
  }),
};

const ref = () => `ref-${Math.random().toString(36).slice(2)}`;

for (const [name, make] of Object.entries(gateways)) {
  describe(`the payment gateway contract: ${name}`, () => {
    it('authorises once per reference, captures once and not beyond the authorisation, refunds', async () => {
      const t = make();
      const reference = ref();
      const first = await t.gateway.authorise({ amountCents: 1234, source: t.visa, reference });
      expect(first).toMatchObject({ brand: 'Visa', last4: '1111' });
      const again = await t.gateway.authorise({ amountCents: 1234, source: t.visa, reference });
      expect(again.transactionId).toBe(first.transactionId);
      expect(await t.gateway.findByReference(reference)).toEqual({
        transactionId: first.transactionId,
        status: 'authorised',
      });
      await expect(t.gateway.capture(first.transactionId, 2000)).rejects.toThrow();
      await t.gateway.capture(first.transactionId, 1234);
      await t.gateway.capture(first.transactionId, 1234);
      expect((await t.gateway.findByReference(reference))?.status).toBe('captured');
      t.settle(first.transactionId);
      await t.gateway.refund(first.transactionId, 1234);
      expect((await t.gateway.findByReference(reference))?.status).toBe('refunded');
      expect(await t.gateway.findByReference(ref())).toBeUndefined();
    });

    it('voids an authorisation, which then cannot be captured', async () => {
      const t = make();
      const reference = ref();
      const auth = await t.gateway.authorise({ amountCents: 500, source: t.amex, reference });
      expect(auth).toMatchObject({ brand: 'Amex', last4: '0005' });
      await t.gateway.void(auth.transactionId);
      await t.gateway.void(auth.transactionId);
      expect((await t.gateway.findByReference(reference))?.status).toBe('voided');
      await expect(t.gateway.capture(auth.transactionId, 500)).rejects.toThrow();
    });

    it('says why a card is refused, and reserves nothing', async () => {
      const t = make();
      const declined = ref();
      await expect(
        t.gateway.authorise({ ...t.declined, reference: declined }),
      ).rejects.toMatchObject({ name: 'PaymentDeclined', reason: 'declined' });
      await expect(
        t.gateway.authorise({ ...t.insufficient, reference: ref() }),
      ).rejects.toMatchObject({ name: 'PaymentDeclined', reason: 'insufficient_funds' });
      await expect(
        t.gateway.authorise({
          amountCents: 100,
          source: { nonce: 'not-a-nonce' },
          reference: ref(),
        }),
      ).rejects.toMatchObject({ name: 'PaymentDeclined', reason: 'invalid_payment_method' });
      expect((await t.gateway.findByReference(declined))?.status).not.toBe('authorised');
    });

    it('vaults a card as a token that pays later, and refuses to vault a declining card', async () => {
      const t = make();
      const card = await t.gateway.vault(
        'nonce' in t.amex ? t.amex.nonce : '',
        `customer-${Math.random().toString(36).slice(2)}`,
      );
      expect(card).toMatchObject({ brand: 'Amex', last4: '0005' });
      expect(card.expMonth).toBeGreaterThanOrEqual(1);
      expect(card.expYear).toBeGreaterThan(2025);
      const paid = await t.gateway.authorise({
        amountCents: 10,
        source: { vaultToken: card.token },
        reference: ref(),
      });
      expect(paid.last4).toBe('0005');
      await expect(
        t.gateway.vault(
          'nonce' in t.declined.source ? t.declined.source.nonce : '',
          'customer-declined',
        ),
      ).rejects.toMatchObject({ name: 'PaymentDeclined' });
      await t.gateway.removeVaulted(card.token);
    });

    it('gives the card form a client token', async () => {
      const token = await make().gateway.clientToken();
      expect(token.length).toBeGreaterThan(10);
    });
  });
}

describe('the sandbox gateway, beyond the contract', () => {
  const sandbox = () => sandboxGateway({ db: database.db, timeoutDelayMs: 0 });

  it('keeps what it did across a restart, as a processor outside the shop would', async () => {
    const before = sandbox();
    const held = ref();
    const taken = ref();
    const authorised = await before.authorise({
      amountCents: 1500,
      source: sandboxNonce('4111111111111111'),
      reference: held,
    });
    const captured = await before.authorise({
      amountCents: 800,
      source: sandboxNonce('5555555555554444'),
      reference: taken,
    });
    await before.capture(captured.transactionId, 800);
    const card = await before.vault(sandboxNonce('378282246310005').nonce, 'customer-restart');

    // A new process: nothing shared with the first but the database.
    const after = sandbox();
    expect(await after.findByReference(held)).toEqual({
      transactionId: authorised.transactionId,
      status: 'authorised',
    });
    const again = await after.authorise({
      amountCents: 1500,
      source: sandboxNonce('4111111111111111'),
      reference: held,
    });
    expect(again.transactionId).toBe(authorised.transactionId);
    await after.void(authorised.transactionId);
    await after.refund(captured.transactionId, 300);
    const paidWithSaved = await after.authorise({
      amountCents: 10,
      source: { vaultToken: card.token },
      reference: ref(),
    });
    expect(paidWithSaved.last4).toBe('0005');
    const ledger = await after.transactions();
    expect(ledger.find((tx) => tx.reference === held)).toMatchObject({
      status: 'voided',
      capturedCents: 0,
    });
    expect(ledger.find((tx) => tx.reference === taken)).toMatchObject({
      status: 'refunded',
      capturedCents: 800,
      refundedCents: 300,
    });
  });

  it('authorises one reference once when two calls race, and refunds no more than captured', async () => {
    const gateway = sandbox();
    const reference = ref();
    const [one, two] = await Promise.all([
      gateway.authorise({ amountCents: 400, source: sandboxNonce('4111111111111111'), reference }),
      gateway.authorise({ amountCents: 400, source: sandboxNonce('4111111111111111'), reference }),
    ]);
    expect(two.transactionId).toBe(one.transactionId);
    expect((await gateway.transactions()).filter((tx) => tx.reference === reference)).toHaveLength(
      1,
    );
    await Promise.all([
      gateway.capture(one.transactionId, 400),
      gateway.capture(one.transactionId, 400),
    ]);
    const refunds = await Promise.allSettled([
      gateway.refund(one.transactionId, 300),
      gateway.refund(one.transactionId, 300),
    ]);
    expect(refunds.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await gateway.findByReference(reference)).toMatchObject({ status: 'refunded' });
  });

  it('times out the slow test card without reserving anything', async () => {
    const reference = ref();
    await expect(
      sandbox().authorise({
        amountCents: 100,
        source: sandboxNonce('4000000000000341'),
        reference,
      }),
    ).rejects.toBeInstanceOf(GatewayUnavailable);
    expect(await sandbox().findByReference(reference)).toBeUndefined();
  });
});

describe('the Braintree adapter, beyond the contract', () => {
  it('sends integer cents as exact decimal amounts and authorises without settling', async () => {
    expect(amountOf(1)).toBe('0.01');
    expect(amountOf(1234)).toBe('12.34');
    expect(amountOf(100_000_07)).toBe('100000.07');
    expect(() => amountOf(1.5)).toThrow();
    const auth = await braintreeOnFake().authorise({
      amountCents: 1999,
      source: { nonce: 'fake-valid-nonce' },
      reference: ref(),
    });
    expect(fake.transactions.get(auth.transactionId)).toMatchObject({
      amount: '19.99',
      status: 'authorized',
    });
  });

  it('finds a sale whose answer was lost, and never reserves twice for the same reference', async () => {
    const gateway = braintreeOnFake();
    const reference = ref();
    fake.failNext(/\/transactions$/, 1, true);
    await expect(
      gateway.authorise({ amountCents: 700, source: { nonce: 'fake-valid-nonce' }, reference }),
    ).rejects.toBeInstanceOf(GatewayUnavailable);
    const found = await gateway.findByReference(reference);
    expect(found?.status).toBe('authorised');
    const retried = await gateway.authorise({
      amountCents: 700,
      source: { nonce: 'fake-valid-nonce' },
      reference,
    });
    expect(retried.transactionId).toBe(found?.transactionId);
    expect([...fake.transactions.values()].filter((tx) => tx.orderId === reference)).toHaveLength(
      1,
    );
  });

  it('treats a gateway that hangs up or refuses our keys as unavailable', async () => {
    fake.failNext(/\/transactions$/);
    await expect(
      braintreeOnFake().authorise({
        amountCents: 1,
        source: { nonce: 'fake-valid-nonce' },
        reference: ref(),
      }),
    ).rejects.toBeInstanceOf(GatewayUnavailable);
    const wrongKeys = braintreeGateway({
      environment: new URL(fake.url),
      merchantId: fake.merchantId,
      publicKey: fake.publicKey,
      privateKey: 'wrong',
    });
    await expect(wrongKeys.clientToken()).rejects.toBeInstanceOf(GatewayUnavailable);
  });

  it('refunds a capture not yet settled by voiding it, as Braintree asks', async () => {
    const gateway = braintreeOnFake();
    const reference = ref();
    const auth = await gateway.authorise({
      amountCents: 900,
      source: { nonce: 'fake-valid-nonce' },
      reference,
    });
    await gateway.capture(auth.transactionId, 900);
    await gateway.refund(auth.transactionId, 900);
    expect(fake.transactions.get(auth.transactionId)?.status).toBe('voided');
  });

  it('charges a nonce the browser made from the client token, once', async () => {
    const gateway = braintreeOnFake();
    const token = JSON.parse(Buffer.from(await gateway.clientToken(), 'base64').toString('utf8'));
    expect(token).toMatchObject({ version: 2, merchantId: fake.merchantId });
    expect(token.authorizationFingerprint).toEqual(expect.any(String));
    // What braintree-web's client does with the card the hosted fields read (no card number
    // passes through the shop's server): the gateway's client API answers a nonce.
    const tokenised = await fetch(`${token.clientApiUrl}/v1/payment_methods/credit_cards`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        authorizationFingerprint: token.authorizationFingerprint,
        credit_card: { number: '5555555555554444', expiration_date: '11/30', cvv: '123' },
      }),
    });
    const { creditCards } = (await tokenised.json()) as { creditCards: { nonce: string }[] };
    const nonce = creditCards[0]!.nonce;
    const paid = await gateway.authorise({
      amountCents: 2500,
      source: { nonce },
      reference: ref(),
    });
    expect(paid).toMatchObject({ brand: 'Master', last4: '4444' });
    await expect(
      gateway.authorise({ amountCents: 2500, source: { nonce }, reference: ref() }),
    ).rejects.toMatchObject({ reason: 'invalid_payment_method' });
  });
});
