/**
 * The cart area.
 * Its public entry: what other areas may use. Another area imports only from here
 * (tests/architecture/rules.ts checks it), so what is inside the folder can move without
 * breaking them. Pages are not here: the route table loads each page file on its own chunk.
 */

export { CartItemRow } from './CartItemRow';
export { CartLink } from './CartLink';
export { CartTotals } from './CartTotals';
export { CouponForm } from './CouponForm';
export { browserCartCache } from './cartCache';
export { CrossSell, MatchingEnvelopes } from './cartOffers';
export { cartKeys } from './cartQueries';
export { OptionWords } from './OptionWords';
export { useApplyPendingCoupon } from './useApplyPendingCoupon';
export { useCart } from './useCart';
export { useCartOwner } from './useCartOwner';
export { useCartWrite } from './useCartWrite';
export { useSyncCartItem } from './useSyncCartItem';
