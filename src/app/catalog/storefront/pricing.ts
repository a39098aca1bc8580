import { formatCents } from '../../../shared/format/money';
import { type ProductLike, pricingCatalogue } from '../../../shared/pricing/catalogue';
import { cheapestOptions } from '../../../shared/pricing/fromPrices';
import { priceProject } from '../../../shared/pricing/priceProject';
import { PricingError } from '../../../shared/pricing/pricingError';
import { eachCents } from '../../../shared/pricing/rounding';
import type { ProductOptions } from '../../../shared/project/options';

/** The quantities a card product page offers; labels and calendars are sold one at a time. */
export const CARD_QUANTITIES = [10, 25, 50, 75, 100, 150, 200] as const;
export const SINGLE_QUANTITIES = [1, 2, 3, 5, 10] as const;

export interface QuantityPrice {
  quantity: number;
  /** What the line costs: priceProject's total, quantity tier discount included. */
  totalCents: number;
  /** The total shared out per item and rounded half up to show "each"; never charged. */
  eachCents: number;
}

/**
 * The price of `quantity` of a product at its included options (or those chosen), from priceProject, so the
 * product page shows what the editor and the cart charge (quantity tiers included). A
 * non-positive or fractional quantity is a caller's mistake and throws rather than showing a
 * wrong price; undefined when the shop does not sell it so (a quantity above the options' limit
 * from a hand-edited URL), so the page shows no price rather than breaking.
 */
export function priceForQuantity(
  product: ProductLike,
  quantity: number,
  /** Options chosen on the page (a card's trim, foil and paper) over the included ones. */
  chosen: Partial<ProductOptions> = {},
): QuantityPrice | undefined {
  if (!Number.isInteger(quantity) || quantity < 1) {
    throw new RangeError(`Quantity must be a whole number of at least 1, got ${quantity}`);
  }
  const catalogue = pricingCatalogue([product]);
  const [priced] = catalogue.products;
  const options = priced && cheapestOptions(priced, catalogue);
  if (!options) throw new RangeError(`Product ${product.id} has no option on sale`);
  let totalCents: number;
  try {
    totalCents = priceProject({ ...options, ...chosen, quantity }, catalogue).totalCents;
  } catch (error) {
    if (error instanceof PricingError) return undefined;
    throw error;
  }
  return {
    quantity,
    totalCents,
    eachCents: eachCents(totalCents, quantity),
  };
}

/** The offered quantities, with the one in the URL added when it is not one of them. */
export function quantityChoices(offered: readonly number[], chosen: number): number[] {
  return offered.includes(chosen) ? [...offered] : [...offered, chosen].sort((a, b) => a - b);
}

/** '25 for $72.96 ($2.92 each)'. */
export function priceSentence({ quantity, eachCents, totalCents }: QuantityPrice): string {
  if (quantity === 1) return formatCents(totalCents);
  return `${quantity} for ${formatCents(totalCents)} (${formatCents(eachCents)} each)`;
}
