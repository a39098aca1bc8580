import type { creditCardBrand } from '../../../shared/api/actions/payments';
import type { ActionOutput } from '../../../shared/api/actionTable';

/** Display helpers of the account page's cards. */

type CreditCard = ActionOutput<'my/credit_cards'>['items'][number];

/** A card's expiry as printed on it: MM/YY. */
export function formatExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** Whether the card's expiry month is over, at the given time. */
export function isExpired(month: number, year: number, now: Date): boolean {
  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < nowMonth;
}

/** How each brand of spec §3 is written for people. */
export const brandNames: Record<(typeof creditCardBrand.options)[number], string> = {
  Visa: 'Visa',
  Master: 'Mastercard',
  Amex: 'American Express',
  Discover: 'Discover',
  Generic: 'Card',
};

export function cardName(card: Pick<CreditCard, 'brand' | 'last4'>): string {
  return `${brandNames[card.brand]} ending in ${card.last4}`;
}
