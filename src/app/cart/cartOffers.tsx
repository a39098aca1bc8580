import { deferredPart } from '../navigation/deferredPart';

/*
 * The cart's offers sit below its lines and totals: their code loads once the page has hydrated,
 * so it stays out of the cart's first load (the server still renders them in place).
 */

export const CrossSell = deferredPart(() =>
  import('./CrossSell').then((module) => ({ default: module.CrossSell })),
);

export const MatchingEnvelopes = deferredPart(() =>
  import('./MatchingEnvelopes').then((module) => ({ default: module.MatchingEnvelopes })),
);
