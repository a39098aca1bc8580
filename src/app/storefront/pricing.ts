import { formatCents } from '../../shared/catalog/money';

/** The quantities a card product page offers; labels and calendars are sold one at a time. */
export const CARD_QUANTITIES = [10, 25, 50, 75, 100, 150, 200] as const;
export const SINGLE_QUANTITIES = [1, 2, 3, 5, 10] as const;

export interface QuantityPrice {
  quantity: number;
  unitCents: number;
  totalCents: number;
}

/**
 * The price of `quantity` items at `unitCents` each, in integer cents. There is no volume
 * discount in the catalogue, so the total is exact multiplication; a non-positive or fractional
 * quantity is a caller's mistake and throws rather than showing a wrong price.
 */
export function priceForQuantity(unitCents: number, quantity: number): QuantityPrice {
  if (!Number.isInteger(quantity) || quantity < 1) {
    throw new RangeError(`Quantity must be a whole number of at least 1, got ${quantity}`);
  }
  if (!Number.isInteger(unitCents) || unitCents < 0) {
    throw new RangeError(`Unit price must be whole cents, got ${unitCents}`);
  }
  return { quantity, unitCents, totalCents: unitCents * quantity };
}

/** The offered quantities, with the one in the URL added when it is not one of them. */
export function quantityChoices(offered: readonly number[], chosen: number): number[] {
  return offered.includes(chosen) ? [...offered] : [...offered, chosen].sort((a, b) => a - b);
}

/** '25 for $76.00 ($3.04 each)'. */
export function priceSentence({ quantity, unitCents, totalCents }: QuantityPrice): string {
  if (quantity === 1) return formatCents(totalCents);
  return `${quantity} for ${formatCents(totalCents)} (${formatCents(unitCents)} each)`;
}
