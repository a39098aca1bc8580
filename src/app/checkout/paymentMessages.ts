import {
  ApiActionError,
  HttpStatusError,
  isConnectivityFailure,
  userMessage,
} from '../../shared/errors';

export interface PaymentFailure {
  /** The sentence shown at the Place order button. */
  message: string;
  /** The answer was lost: the same attempt (and key) is what a retry must send. */
  unanswered: boolean;
  /** The cart changed under the customer (a new total): it is read again before a retry. */
  cartChanged: boolean;
}

const KEPT = 'Your cart is kept, and nothing was charged.';

/** The server's reasons for refusing a payment, in words for the customer. */
const byCode: Record<string, string> = {
  card_declined: `Your card was declined by its bank. ${KEPT} Try another card, or ask your bank why.`,
  declined: `Your card was declined by its bank. ${KEPT} Try another card, or ask your bank why.`,
  payment_declined: `Your card was declined by its bank. ${KEPT} Try another card, or ask your bank why.`,
  insufficient_funds: `The card does not have enough funds for this order. ${KEPT} Try another card.`,
  processor_unavailable: `The card processor did not answer in time. ${KEPT} Please try again in a moment.`,
  gateway_timeout: `The card processor did not answer in time. ${KEPT} Please try again in a moment.`,
  gateway_error: `The card processor did not answer in time. ${KEPT} Please try again in a moment.`,
  total_changed:
    'Your cart changed since you saw its total. Check the new total and place the order again.',
  cart_changed:
    'Your cart changed since you saw its total. Check the new total and place the order again.',
  cart_empty: 'Your cart is empty, so there is nothing to order.',
  empty_cart: 'Your cart is empty, so there is nothing to order.',
  shipping_address_required: 'Choose where to ship the order first.',
  shipping_method_required: 'Choose a shipping method first.',
  card_expired: `That card has expired. ${KEPT} Use another card.`,
};

function statusErrorOf(error: unknown): HttpStatusError | undefined {
  const inner = error instanceof ApiActionError ? error.cause : error;
  return inner instanceof HttpStatusError ? inner : undefined;
}

export function paymentFailure(error: unknown): PaymentFailure {
  if (isConnectivityFailure(error)) {
    return {
      message:
        'We lost the connection before the answer came. Press Place order again: your order will be placed and charged only once.',
      unanswered: true,
      cartChanged: false,
    };
  }
  const status = statusErrorOf(error);
  const code = status?.serverCode ?? '';
  // 409: the same attempt is still being worked on (another tab, a double press).
  if (status?.status === 409 && !(code in byCode)) {
    return {
      message:
        'Your order is already being placed. Wait a moment and press Place order again to see how it went; you will be charged only once.',
      unanswered: true,
      cartChanged: false,
    };
  }
  const cartChanged = code === 'total_changed' || code === 'cart_changed';
  const known = byCode[code];
  const server = status && status.status < 500 ? status.serverMessage : undefined;
  return {
    message: known ?? (server ? `${server} ${KEPT}` : `${userMessage(error)} ${KEPT}`),
    unanswered: status !== undefined && status.status >= 500 && !known,
    cartChanged,
  };
}
