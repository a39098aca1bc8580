import { sandboxNonceFor } from '../../shared/payments/sandboxCards';

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardFieldErrors = Partial<Record<keyof CardFields, string>>;

export type CardCheck = { ok: true; nonce: string } | { ok: false; errors: CardFieldErrors };

/** "MM/YY", "MM / YYYY", "MMYY": the month and the four-digit year, or undefined. */
export function parseExpiry(text: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const month = Number(match[1]);
  const rawYear = match[2] as string;
  const year = rawYear.length === 2 ? 2000 + Number(rawYear) : Number(rawYear);
  if (month < 1 || month > 12) return undefined;
  return { month, year };
}

/**
 * Checks the sandbox form and turns a test card into its nonce, in the browser: the number itself
 * is never sent anywhere. Errors are per field, in words for the customer.
 */
export function checkSandboxCard(fields: CardFields, now: Date): CardCheck {
  const errors: CardFieldErrors = {};
  const digits = fields.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) errors.number = 'Enter the card number, 12 to 19 digits.';
  const expiry = parseExpiry(fields.expiry);
  if (!expiry) errors.expiry = 'Enter the expiry date as MM/YY.';
  else if (expiry.year * 12 + expiry.month - 1 < now.getUTCFullYear() * 12 + now.getUTCMonth())
    errors.expiry = 'This card has expired.';
  if (!/^\d{3,4}$/.test(fields.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digit security code.';
  if (Object.keys(errors).length > 0 || !expiry) return { ok: false, errors };
  const nonce = sandboxNonceFor(digits, expiry.month, expiry.year);
  if (!nonce) {
    return {
      ok: false,
      errors: { number: 'This is the sandbox: use one of the test cards listed below.' },
    };
  }
  return { ok: true, nonce };
}
