import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { PAYMENT_GATEWAY_ID } from '../../shared/catalog/payments';
import { parseSandboxNonce, type SandboxNonce } from '../../shared/payments/sandboxCards';
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
 * The default gateway: no account, no network. It accepts only the test cards of
 * src/shared/payments/sandboxCards.ts, as nonces the checkout page's sandbox form makes:
 *
 *   4111 1111 1111 1111  Visa        approved
 *   5555 5555 5555 4444  Mastercard  approved
 *   3782 822463 10005    Amex        approved
 *   4000 0000 0000 0002  Visa        declined
 *   4000 0000 0000 9995  Visa        insufficient funds
 *   4000 0000 0000 0341  Visa        the processor fails after a delay (timeoutDelayMs)
 *
 * Like a real processor it lives outside the server: its ledger is memory of this object, which
 * tests share between a "crashed" server and the one that recovers. Nonces may be reused (unlike
 * a real processor's) so a test card can be typed again.
 */

export interface SandboxTransaction {
  transactionId: string;
  reference: string;
  amountCents: number;
  capturedCents: number;
  refundedCents: number;
  status: TransactionStatus;
}

export interface SandboxGateway extends PaymentGateway {
  /** Everything the sandbox has done, for tests and the bench. */
  transactions(): SandboxTransaction[];
}

export interface SandboxOptions {
  /** How long the "fails after a delay" card keeps the caller waiting; tests set 0. */
  timeoutDelayMs?: number;
}

/** The test card's nonce inside a sandbox vault token. */
const vaultedNonce = (token: string) => token.slice(token.indexOf('|') + 1);

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

export function sandboxGateway(options: SandboxOptions = {}): SandboxGateway {
  const delayMs = options.timeoutDelayMs ?? 5_000;
  const byId = new Map<string, SandboxTransaction>();
  const byReference = new Map<string, SandboxTransaction>();

  function cardOf(source: PaymentSource): SandboxNonce {
    const card = parseSandboxNonce(
      'nonce' in source ? source.nonce : vaultedNonce(source.vaultToken),
    );
    if (!card) {
      throw new PaymentDeclined(
        'invalid_payment_method',
        'This card could not be read. Enter it again, or use another card.',
      );
    }
    return card;
  }

  async function outcome(card: SandboxNonce): Promise<void> {
    switch (card.outcome) {
      case 'approved':
        return;
      case 'declined':
        throw new PaymentDeclined(
          'declined',
          'Your card was declined. Use another card, or ask your bank why.',
        );
      case 'insufficient_funds':
        throw new PaymentDeclined(
          'insufficient_funds',
          'Your card was declined for insufficient funds. Use another card.',
        );
      case 'timeout':
        if (delayMs > 0) await sleep(delayMs);
        throw new GatewayUnavailable('The sandbox processor did not answer in time');
    }
  }

  function transaction(transactionId: string): SandboxTransaction {
    const found = byId.get(transactionId);
    if (!found) throw new Error(`No sandbox transaction ${transactionId}`);
    return found;
  }

  return {
    id: PAYMENT_GATEWAY_ID.braintreeCards,
    kind: 'sandbox',
    async clientToken(customerRef) {
      return `sandbox-client-token:${customerRef ?? 'guest'}:${randomBytes(12).toString('hex')}`;
    },
    async authorise({ amountCents, source, reference }): Promise<Authorisation> {
      if (!Number.isSafeInteger(amountCents) || amountCents < 0)
        throw new Error(`Cannot authorise ${amountCents} cents`);
      const card = cardOf(source);
      const known = byReference.get(reference);
      if (known)
        return { transactionId: known.transactionId, brand: card.brand, last4: card.last4 };
      await outcome(card);
      const tx: SandboxTransaction = {
        transactionId: id('sbx'),
        reference,
        amountCents,
        capturedCents: 0,
        refundedCents: 0,
        status: 'authorised',
      };
      byId.set(tx.transactionId, tx);
      byReference.set(reference, tx);
      return { transactionId: tx.transactionId, brand: card.brand, last4: card.last4 };
    },
    async capture(transactionId, amountCents) {
      const tx = transaction(transactionId);
      if (tx.status === 'captured') return;
      if (tx.status !== 'authorised') throw new Error(`Cannot capture a ${tx.status} transaction`);
      if (amountCents > tx.amountCents) throw new Error('Cannot capture more than authorised');
      tx.capturedCents = amountCents;
      tx.status = 'captured';
    },
    async void(transactionId) {
      const tx = transaction(transactionId);
      if (tx.status === 'voided') return;
      if (tx.status !== 'authorised') throw new Error(`Cannot void a ${tx.status} transaction`);
      tx.status = 'voided';
    },
    async refund(transactionId, amountCents) {
      const tx = transaction(transactionId);
      if (tx.status !== 'captured' && tx.status !== 'refunded')
        throw new Error(`Cannot refund a ${tx.status} transaction`);
      if (tx.refundedCents + amountCents > tx.capturedCents)
        throw new Error('Cannot refund more than captured');
      tx.refundedCents += amountCents;
      tx.status = 'refunded';
    },
    async findByReference(reference) {
      const tx = byReference.get(reference);
      return tx && { transactionId: tx.transactionId, status: tx.status };
    },
    async vault(nonce): Promise<VaultedCard> {
      const card = cardOf({ nonce });
      // A card that cannot pay is refused when saved, as processors verify a card on vaulting.
      if (card.outcome !== 'approved' && card.outcome !== 'timeout') await outcome(card);
      // The token carries the test card itself, so saved sandbox cards outlive a restart.
      return { token: `${id('sbxcard')}|${nonce}`, ...card };
    },
    async removeVaulted() {},
    transactions: () => [...byId.values()].map((tx) => ({ ...tx })),
  };
}
