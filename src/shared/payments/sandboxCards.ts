import { CARD_BRANDS, type CardBrand } from '../catalog/account';

/**
 * The sandbox gateway's test cards. The checkout page's sandbox card form stands in for the
 * gateway's hosted fields: it turns a test number into a one-time nonce in the browser, so even in
 * the sandbox no card number is sent to our server. Only these numbers are accepted.
 */
export const SANDBOX_OUTCOMES = ['approved', 'declined', 'insufficient_funds', 'timeout'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

export interface SandboxCard {
  number: string;
  brand: CardBrand;
  outcome: SandboxOutcome;
  label: string;
}

export const SANDBOX_CARDS: readonly SandboxCard[] = [
  { number: '4111111111111111', brand: 'Visa', outcome: 'approved', label: 'Visa, approved' },
  {
    number: '5555555555554444',
    brand: 'Master',
    outcome: 'approved',
    label: 'Mastercard, approved',
  },
  { number: '378282246310005', brand: 'Amex', outcome: 'approved', label: 'Amex, approved' },
  { number: '4000000000000002', brand: 'Visa', outcome: 'declined', label: 'Visa, declined' },
  {
    number: '4000000000009995',
    brand: 'Visa',
    outcome: 'insufficient_funds',
    label: 'Visa, insufficient funds',
  },
  {
    number: '4000000000000341',
    brand: 'Visa',
    outcome: 'timeout',
    label: 'Visa, the processor fails after a delay',
  },
];

export interface SandboxNonce {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  outcome: SandboxOutcome;
}

const NONCE_PREFIX = 'sandbox-nonce';

/** The nonce for a test card, or undefined when the number is not one of the sandbox's cards. */
export function sandboxNonceFor(
  cardNumber: string,
  expMonth: number,
  expYear: number,
): string | undefined {
  const digits = cardNumber.replace(/[\s-]/g, '');
  const card = SANDBOX_CARDS.find((c) => c.number === digits);
  if (!card) return undefined;
  const month = String(expMonth).padStart(2, '0');
  return `${NONCE_PREFIX}:${card.outcome}:${card.brand}:${digits.slice(-4)}:${month}/${expYear}`;
}

/** A nonce as sandboxNonceFor writes it, its outcomes and brands taken from their lists. */
const NONCE_PATTERN = new RegExp(
  `^${NONCE_PREFIX}:(${SANDBOX_OUTCOMES.join('|')}):(${CARD_BRANDS.join('|')}):(\\d{4}):(\\d{2})/(\\d{4})$`,
);

/** Reads a nonce made by sandboxNonceFor; undefined for anything else. */
export function parseSandboxNonce(nonce: string): SandboxNonce | undefined {
  const match = NONCE_PATTERN.exec(nonce);
  if (!match) return undefined;
  const [, outcome, brand, last4, month, year] = match;
  const expMonth = Number(month);
  if (expMonth < 1 || expMonth > 12) return undefined;
  return {
    outcome: outcome as SandboxOutcome,
    brand: brand as CardBrand,
    last4: last4 as string,
    expMonth,
    expYear: Number(year),
  };
}
