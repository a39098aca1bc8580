import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { PAYMENT_GATEWAY_ID } from '../../../shared/catalog/payments';
import { parseSandboxNonce, type SandboxNonce } from '../../../shared/payments/sandboxCards';
import type { Db } from '../../db/database';
import {
  type Authorisation,
  GatewayUnavailable,
  PaymentDeclined,
  type PaymentGateway,
  type PaymentSource,
  type VaultedCard,
} from './paymentGateway';
import type { SandboxTransaction } from './sandboxTransactions.repo';
import * as ledger from './sandboxTransactions.repo';

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
 * Like a real processor it keeps its ledger apart from the shop's own state, and durable: in its
 * table (sandboxTransactions.repo.ts), so what it authorised before a crash is there after the
 * restart, for the recovery pass and for tests. Nonces may be reused (unlike a real processor's)
 * so a test card can be typed again.
 */

export type { SandboxTransaction };

export interface SandboxGateway extends PaymentGateway {
  /** Everything the sandbox has done, oldest first, for tests and the bench. */
  transactions(): Promise<SandboxTransaction[]>;
}

export interface SandboxOptions {
  /** Where the ledger is kept: the shop's database. */
  db: Db;
  /** How long the "fails after a delay" card keeps the caller waiting; tests set 0. */
  timeoutDelayMs?: number;
}

/** The test card's nonce inside a sandbox vault token. */
const vaultedNonce = (token: string) => token.slice(token.indexOf('|') + 1);

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

export function sandboxGateway(options: SandboxOptions): SandboxGateway {
  const { db } = options;
  const delayMs = options.timeoutDelayMs ?? 5_000;

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

  async function transaction(transactionId: string): Promise<SandboxTransaction> {
    const found = await ledger.byId(db, transactionId);
    if (!found) throw new Error(`No sandbox transaction ${transactionId}`);
    return found;
  }

  /** Moves the transaction from authorised, unless a concurrent call already moved it there. */
  async function settleAuthorised(
    transactionId: string,
    to: 'captured' | 'voided',
    capturedCents?: number,
  ): Promise<void> {
    const tx = await transaction(transactionId);
    if (tx.status === to) return;
    if (tx.status !== 'authorised')
      throw new Error(
        `Cannot ${to === 'captured' ? 'capture' : 'void'} a ${tx.status} transaction`,
      );
    if (capturedCents !== undefined && capturedCents > tx.amountCents)
      throw new Error('Cannot capture more than authorised');
    if (!(await ledger.moveTransaction(db, transactionId, 'authorised', to, capturedCents)))
      await settleAuthorised(transactionId, to, capturedCents);
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
      const known = await ledger.byReference(db, reference);
      if (known)
        return { transactionId: known.transactionId, brand: card.brand, last4: card.last4 };
      await outcome(card);
      // Two calls racing with one reference both get the one row stored first.
      const tx = await ledger.insertOnce(db, {
        transactionId: id('sbx'),
        reference,
        amountCents,
      });
      return { transactionId: tx.transactionId, brand: card.brand, last4: card.last4 };
    },
    capture: (transactionId, amountCents) =>
      settleAuthorised(transactionId, 'captured', amountCents),
    void: (transactionId) => settleAuthorised(transactionId, 'voided'),
    async refund(transactionId, amountCents) {
      if (await ledger.addRefund(db, transactionId, amountCents)) return;
      const tx = await transaction(transactionId);
      if (tx.status !== 'captured' && tx.status !== 'refunded')
        throw new Error(`Cannot refund a ${tx.status} transaction`);
      throw new Error('Cannot refund more than captured');
    },
    async findByReference(reference) {
      const tx = await ledger.byReference(db, reference);
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
    transactions: () => ledger.allTransactions(db),
  };
}
