/**
 * The cart area.
 * Its public entry: what other areas may use. Another area imports only from here
 * (tests/architecture/rules.ts checks it), so what is inside the folder can move without
 * breaking them. Pages are not here: the route table loads each page file on its own chunk.
 */

export { CartLink } from './CartLink';
export { CartTotals } from './CartTotals';
export { browserCartCache } from './cartCache';
export { cartKeys } from './cartQueries';
export { formatDeliveryDate } from './money';
export { OptionWords } from './OptionWords';
export { useCart } from './useCart';
export { useCartOwner } from './useCartOwner';
export { useCartWrite } from './useCartWrite';
