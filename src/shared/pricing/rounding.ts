/*
 * The one rounding rule of pricing: a rate (in basis points, 1/100 of a percent) is applied to a
 * whole line's cents and the result is rounded half up to a whole cent, once per line. A quantity
 * tier rounds the line's discounted total (95 % of 18950 is 18002.5 → 18003); a percentage coupon
 * rounds the line's discount. Everything else in pricing is integer addition and multiplication,
 * so no other rounding happens (book areas such as 93.5 sq in are rounded by bookPricing, in the
 * catalogue, before they are prices). Half up, not half even, because shoppers check a receipt
 * with the rule they learnt at school.
 */

export const BASIS_POINTS_PER_WHOLE = 10_000;

/** Whether a value is whole, non-negative cents (or any other whole count). */
export function isWholeCount(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/**
 * `cents × basisPoints / 10 000`, rounded half up, in integers only. Both arguments must be whole
 * and non-negative; the product stays exact up to 9e15, far beyond any cart.
 */
export function applyBasisPoints(cents: number, basisPoints: number): number {
  if (!isWholeCount(cents)) throw new RangeError(`Cents must be whole and >= 0, got ${cents}`);
  if (!isWholeCount(basisPoints)) {
    throw new RangeError(`Basis points must be whole and >= 0, got ${basisPoints}`);
  }
  const scaled = cents * basisPoints;
  if (!Number.isSafeInteger(scaled)) throw new RangeError(`${cents} × ${basisPoints} overflows`);
  // Integer half up: floor((2x + d) / 2d) on non-negative integers.
  return Math.floor((2 * scaled + BASIS_POINTS_PER_WHOLE) / (2 * BASIS_POINTS_PER_WHOLE));
}

/**
 * A line's total shared out per item, rounded half up: the "each" the design page and the cart
 * both show, so it is the line total over the quantity (tier discount included) and never the
 * undiscounted unit price. Shown only; the line total is what is charged.
 */
export function eachCents(totalCents: number, quantity: number): number {
  if (!isWholeCount(totalCents)) {
    throw new RangeError(`Cents must be whole and >= 0, got ${totalCents}`);
  }
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError(`Quantity must be a whole number of at least 1, got ${quantity}`);
  }
  return Math.floor((2 * totalCents + quantity) / (2 * quantity));
}
