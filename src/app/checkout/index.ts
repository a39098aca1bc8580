/**
 * The checkout area.
 * Its public entry: what other areas may use. Another area imports only from here
 * (tests/architecture/rules.ts checks it), so what is inside the folder can move without
 * breaking them. Pages are not here: the route table loads each page file on its own chunk.
 */
export { PaymentStep } from './PaymentStep';
export { PlacedOrder } from './PlacedOrder';
export { ShippingAddressPicker } from './ShippingAddressPicker';
export { ShippingMethodPicker } from './ShippingMethodPicker';
