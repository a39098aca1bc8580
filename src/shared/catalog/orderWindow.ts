import { MINUTE_MS } from './time';

/**
 * After placing an order the customer may cancel it for this long; then it is locked for
 * production and its projects' designs can no longer change. Our choice: the spec names none.
 */
export const ORDER_CHANGE_WINDOW_MINUTES = 60;
export const ORDER_CHANGE_WINDOW_MS = ORDER_CHANGE_WINDOW_MINUTES * MINUTE_MS;
