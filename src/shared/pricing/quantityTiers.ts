import type { QuantityTier } from '../catalog/optionPrices';

/** The discount of the highest tier a quantity reaches (tiers lowest first, as the data keeps them). */
export function quantityDiscountBasisPoints(
  tiers: readonly QuantityTier[],
  quantity: number,
): number {
  let basisPoints = 0;
  for (const tier of tiers) {
    if (quantity >= tier.minQuantity) basisPoints = tier.discountBasisPoints;
  }
  return basisPoints;
}
