import type { CardBrand } from '../../../shared/catalog/account';
import type { PaymentGatewayId } from '../../../shared/catalog/payments';

/*
 * What the shop asks of a card processor. Cards reach us only as the processor's one-time nonce
 * (from its hosted fields, or the sandbox form) or as a vaulted card's token: never a number.
 * Amounts are integer cents. Money moves in two steps, authorise then capture, so an order is
 * charged only once it exists (src/server/flows/checkout).
 */

/** Where the money comes from: a one-time nonce, or a card vaulted earlier. */
export type PaymentSource = { nonce: string } | { vaultToken: string };

export interface Authorisation {
  transactionId: string;
  brand: CardBrand;
  last4: string;
}

export interface VaultedCard {
  token: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** The processor said no; `reason` is a stable code, the message a sentence for the shopper. */
export class PaymentDeclined extends Error {
  override readonly name = 'PaymentDeclined';
  constructor(
    readonly reason: 'declined' | 'insufficient_funds' | 'invalid_payment_method',
    message: string,
  ) {
    super(message);
  }
}

/** The processor did not answer (time-out, outage): the outcome of the call is not known. */
export class GatewayUnavailable extends Error {
  override readonly name = 'GatewayUnavailable';
}

export interface PaymentGateway {
  /** The spec §3 provider id the shop reports (3: card entry). */
  readonly id: PaymentGatewayId;
  /** Which card form the checkout page shows: the sandbox's test-card form, or hosted fields. */
  readonly kind: 'sandbox' | 'braintree';
  /** A token the checkout page's card form starts with (Braintree's client token). */
  clientToken(customerRef?: string): Promise<string>;
  /**
   * Reserves the amount on the card. `reference` is ours and unique per attempt: asking again with
   * it never reserves twice, and `findByReference` finds it after a crash.
   */
  authorise(input: {
    amountCents: number;
    source: PaymentSource;
    reference: string;
  }): Promise<Authorisation>;
  capture(transactionId: string, amountCents: number): Promise<void>;
  void(transactionId: string): Promise<void>;
  refund(transactionId: string, amountCents: number): Promise<void>;
  /** The authorisation made with our reference, if the processor made one. */
  findByReference(
    reference: string,
  ): Promise<{ transactionId: string; status: TransactionStatus } | undefined>;
  /** Keeps the card for later; only the returned token and display fields are stored by us. */
  vault(nonce: string, customerRef: string): Promise<VaultedCard>;
  removeVaulted(token: string): Promise<void>;
}

export type TransactionStatus = 'authorised' | 'captured' | 'voided' | 'refunded';
