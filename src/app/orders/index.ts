/**
 * The orders area (order pages, shipment tracking, purchase invites).
 * Its public entry: what other areas may use. Another area imports only from here
 * (tests/architecture/rules.ts checks it), so what is inside the folder can move without
 * breaking them. Pages are not here: the route table loads each page file on its own chunk.
 */
export { GiveAsGift } from './invites/GiveAsGift';
export { OrderSummary } from './OrderSummary';
export { type Order, orderDetailsQuery } from './orderQueries';
export { stateLabel } from './orderSteps';
