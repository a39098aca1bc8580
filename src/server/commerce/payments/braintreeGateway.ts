import braintree from 'braintree';
import type { CardBrand } from '../../../shared/catalog/account';
import { PAYMENT_GATEWAY_ID } from '../../../shared/catalog/payments';
import {
  type Authorisation,
  GatewayUnavailable,
  PaymentDeclined,
  type PaymentGateway,
  type PaymentSource,
  type TransactionStatus,
  type VaultedCard,
} from './paymentGateway';

/*
 * The production gateway: Braintree through its `braintree` SDK. Card numbers never reach us:
 * the checkout page's hosted fields (braintree-web, iframes served by Braintree) turn the card
 * into a one-time nonce, and a saved card is Braintree's vault token (PCI SAQ A).
 *
 *   authorise  transaction.sale, submitForSettlement false, orderId = our reference
 *   capture    transaction.submitForSettlement
 *   void       transaction.void
 *   refund     transaction.refund (a capture not settled yet is voided instead, as Braintree asks)
 *   vault      customer (created on first use, id = our customer ref) + paymentMethod.create,
 *              verifying the card
 *   find       transaction.search by orderId, so a crash between asking and hearing is settled
 *
 * Chosen by configuration (BRAINTREE_* in the README); tests point it at a local fake of the
 * endpoints (tests/server/support/fakeBraintree.ts) with `endpoint`.
 */

export interface BraintreeConfig {
  /** 'sandbox', 'production', or the URL of a stand-in of the gateway (tests). */
  environment: 'sandbox' | 'production' | URL;
  merchantId: string;
  publicKey: string;
  privateKey: string;
  /** The merchant account that takes the money (Braintree's default when absent). */
  merchantAccountId?: string;
  /** How long one call may take before the outcome is treated as unknown. */
  timeoutMs?: number;
}

/** The SDK's answers, as far as this adapter reads them. */
interface BtCard {
  token?: string;
  cardType?: string;
  last4?: string;
  expirationMonth?: string;
  expirationYear?: string;
}
interface BtTransaction {
  id: string;
  status: string;
  orderId?: string;
  amount?: string;
  processorResponseCode?: string;
  processorResponseText?: string;
  gatewayRejectionReason?: string;
  refundIds?: string[];
  creditCard?: BtCard;
}
interface BtError {
  code: string;
  attribute?: string;
  message: string;
}
interface BtResult {
  success: boolean;
  message?: string;
  transaction?: BtTransaction;
  paymentMethod?: BtCard;
  clientToken?: string;
  verification?: { status?: string; processorResponseCode?: string };
  errors?: { deepErrors(): BtError[] };
}
interface BtSdk {
  transaction: {
    sale(input: Record<string, unknown>): Promise<BtResult>;
    submitForSettlement(id: string, amount: string): Promise<BtResult>;
    void(id: string): Promise<BtResult>;
    refund(id: string, amount: string): Promise<BtResult>;
    find(id: string): Promise<BtTransaction>;
    search(
      build: (search: { orderId(): { is(value: string): void } }) => void,
    ): NodeJS.ReadableStream;
  };
  customer: {
    find(id: string): Promise<unknown>;
    create(input: Record<string, unknown>): Promise<BtResult>;
  };
  paymentMethod: {
    create(input: Record<string, unknown>): Promise<BtResult>;
    delete(token: string): Promise<unknown>;
  };
  clientToken: { generate(input: Record<string, unknown>): Promise<BtResult> };
}

/** Integer cents as Braintree's decimal amount: 1234 → "12.34", never through a float. */
export function amountOf(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`Cannot charge ${cents} cents`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const BRANDS: Record<string, CardBrand> = {
  Visa: 'Visa',
  MasterCard: 'Master',
  'American Express': 'Amex',
  Discover: 'Discover',
};
const brandOf = (card: BtCard | undefined): CardBrand => BRANDS[card?.cardType ?? ''] ?? 'Generic';

/** Braintree's processor codes: 2001 is insufficient funds; 2000–3000 the bank said no. */
function declineOf(code: string | undefined, gatewayRejected: boolean): PaymentDeclined {
  if (code === '2001')
    return new PaymentDeclined(
      'insufficient_funds',
      'Your card was declined for insufficient funds. Use another card.',
    );
  if (gatewayRejected || (code && /^[23]\d{3}$/.test(code)))
    return new PaymentDeclined(
      'declined',
      'Your card was declined. Use another card, or ask your bank why.',
    );
  return new PaymentDeclined(
    'invalid_payment_method',
    'This card could not be read. Enter it again, or use another card.',
  );
}

/** The SDK's exceptions for no answer or a broken one: the outcome is not known. */
function unavailable(error: unknown): never {
  if (error instanceof PaymentDeclined) throw error;
  const type = (error as { type?: string } | null)?.type;
  throw new GatewayUnavailable(
    `Braintree did not answer (${type ?? (error instanceof Error ? error.message : 'error')})`,
    { cause: error },
  );
}

const STATUS: Record<string, TransactionStatus> = {
  authorized: 'authorised',
  submitted_for_settlement: 'captured',
  settling: 'captured',
  settlement_pending: 'captured',
  settled: 'captured',
  settlement_confirmed: 'captured',
  voided: 'voided',
};

function statusOf(tx: BtTransaction): TransactionStatus | undefined {
  const status = STATUS[tx.status];
  if (status === 'captured' && (tx.refundIds?.length ?? 0) > 0) return 'refunded';
  return status;
}

export function braintreeGateway(config: BraintreeConfig): PaymentGateway {
  const environment =
    config.environment === 'production'
      ? braintree.Environment.Production
      : config.environment === 'sandbox'
        ? braintree.Environment.Sandbox
        : new braintree.Environment(
            config.environment.hostname,
            config.environment.port || (config.environment.protocol === 'https:' ? '443' : '80'),
            config.environment.origin,
            config.environment.protocol === 'https:',
          );
  const sdk: BtSdk = new braintree.BraintreeGateway({
    environment,
    merchantId: config.merchantId,
    publicKey: config.publicKey,
    privateKey: config.privateKey,
    timeout: config.timeoutMs ?? 30_000,
  });

  async function call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      unavailable(error);
    }
  }

  /** A refused change of a transaction is a bug of ours or a race, never the shopper's card. */
  function mustSucceed(result: BtResult, what: string): BtResult {
    if (result.success) return result;
    const detail = result.errors?.deepErrors().map((e) => `${e.code} ${e.message}`) ?? [];
    throw new Error(`Braintree refused to ${what}: ${detail.join('; ') || result.message}`);
  }

  async function findByReference(reference: string): Promise<BtTransaction | undefined> {
    return call(
      () =>
        new Promise<BtTransaction | undefined>((resolve, reject) => {
          const found: BtTransaction[] = [];
          const stream = sdk.transaction.search((search) => search.orderId().is(reference));
          stream.on('data', (tx: BtTransaction) => found.push(tx));
          stream.on('error', reject);
          // Only our sale carries the reference; a refund's credit carries it too, so skip those.
          stream.on('end', () =>
            resolve(found.find((tx) => tx.orderId === reference && STATUS[tx.status])),
          );
          stream.resume();
        }),
    );
  }

  async function ensureCustomer(customerRef: string) {
    try {
      await sdk.customer.find(customerRef);
    } catch (error) {
      if ((error as { type?: string })?.type !== 'notFoundError') unavailable(error);
      mustSucceed(
        await call(() => sdk.customer.create({ id: customerRef })),
        'create the customer',
      );
    }
  }

  return {
    id: PAYMENT_GATEWAY_ID.braintreeCards,
    kind: 'braintree',
    async clientToken() {
      const result = await call(() =>
        sdk.clientToken.generate(
          config.merchantAccountId ? { merchantAccountId: config.merchantAccountId } : {},
        ),
      );
      return mustSucceed(result, 'make a client token').clientToken as string;
    },
    async authorise({ amountCents, source, reference }): Promise<Authorisation> {
      const amount = amountOf(amountCents);
      // Asked before (a retry after a lost answer, or recovery): never reserve twice.
      const known = await findByReference(reference);
      if (known && statusOf(known) !== undefined)
        return {
          transactionId: known.id,
          brand: brandOf(known.creditCard),
          last4: known.creditCard?.last4 ?? '0000',
        };
      const result = await call(() =>
        sdk.transaction.sale({
          amount,
          orderId: reference,
          ...sourceOf(source),
          ...(config.merchantAccountId ? { merchantAccountId: config.merchantAccountId } : {}),
          options: { submitForSettlement: false },
        }),
      );
      const tx = result.transaction;
      if (!result.success || !tx || tx.status !== 'authorized')
        throw declineOf(tx?.processorResponseCode, tx?.status === 'gateway_rejected');
      return {
        transactionId: tx.id,
        brand: brandOf(tx.creditCard),
        last4: tx.creditCard?.last4 ?? '0000',
      };
    },
    async capture(transactionId, amountCents) {
      const tx = await call(() => sdk.transaction.find(transactionId));
      if (statusOf(tx) === 'captured') return;
      mustSucceed(
        await call(() => sdk.transaction.submitForSettlement(transactionId, amountOf(amountCents))),
        `capture ${transactionId}`,
      );
    },
    async void(transactionId) {
      const tx = await call(() => sdk.transaction.find(transactionId));
      if (tx.status === 'voided') return;
      mustSucceed(await call(() => sdk.transaction.void(transactionId)), `void ${transactionId}`);
    },
    async refund(transactionId, amountCents) {
      const tx = await call(() => sdk.transaction.find(transactionId));
      // Braintree refunds only settled money; before settlement the whole capture is voided.
      if (tx.status === 'submitted_for_settlement' && tx.amount === amountOf(amountCents)) {
        mustSucceed(await call(() => sdk.transaction.void(transactionId)), `void ${transactionId}`);
        return;
      }
      mustSucceed(
        await call(() => sdk.transaction.refund(transactionId, amountOf(amountCents))),
        `refund ${transactionId}`,
      );
    },
    async findByReference(reference) {
      const tx = await findByReference(reference);
      const status = tx && statusOf(tx);
      return tx && status ? { transactionId: tx.id, status } : undefined;
    },
    async vault(nonce, customerRef): Promise<VaultedCard> {
      await ensureCustomer(customerRef);
      const result = await call(() =>
        sdk.paymentMethod.create({
          customerId: customerRef,
          paymentMethodNonce: nonce,
          options: { verifyCard: true },
        }),
      );
      const card = result.paymentMethod;
      if (!result.success || !card?.token)
        throw declineOf(
          result.verification?.processorResponseCode,
          result.verification?.status === 'gateway_rejected',
        );
      return {
        token: card.token,
        brand: brandOf(card),
        last4: card.last4 ?? '0000',
        expMonth: Number(card.expirationMonth),
        expYear: Number(card.expirationYear),
      };
    },
    async removeVaulted(token) {
      try {
        await sdk.paymentMethod.delete(token);
      } catch (error) {
        // Already gone is what we wanted.
        if ((error as { type?: string })?.type !== 'notFoundError') unavailable(error);
      }
    },
  };
}

function sourceOf(source: PaymentSource) {
  return 'nonce' in source
    ? { paymentMethodNonce: source.nonce }
    : { paymentMethodToken: source.vaultToken };
}

/** BRAINTREE_* from the environment; undefined when the shop runs on the sandbox gateway. */
export function braintreeConfigFromEnv(env: NodeJS.ProcessEnv): BraintreeConfig | undefined {
  const {
    BRAINTREE_ENVIRONMENT,
    BRAINTREE_MERCHANT_ID,
    BRAINTREE_PUBLIC_KEY,
    BRAINTREE_PRIVATE_KEY,
  } = env;
  if (!BRAINTREE_MERCHANT_ID) return undefined;
  if (!BRAINTREE_PUBLIC_KEY || !BRAINTREE_PRIVATE_KEY)
    throw new Error('BRAINTREE_MERCHANT_ID needs BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY');
  const named = BRAINTREE_ENVIRONMENT || 'sandbox';
  const environment = named === 'sandbox' || named === 'production' ? named : new URL(named);
  return {
    environment,
    merchantId: BRAINTREE_MERCHANT_ID,
    publicKey: BRAINTREE_PUBLIC_KEY,
    privateKey: BRAINTREE_PRIVATE_KEY,
    ...(env.BRAINTREE_MERCHANT_ACCOUNT_ID
      ? { merchantAccountId: env.BRAINTREE_MERCHANT_ACCOUNT_ID }
      : {}),
  };
}
