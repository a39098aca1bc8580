import {
  ApiActionError,
  HttpStatusError,
  isConnectivityFailure,
  type ServerErrorCode,
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
const byCode: Partial<Record<ServerErrorCode, string>> = {
  payment_declined: `Your card was declined by its bank. ${KEPT} Try another card, or ask your bank why.`,
  total_changed:
    'Your cart changed since you saw its total. Check the new total and place the order again.',
  cart_empty: 'Your cart is empty, so there is nothing to order.',
  shipping_address_required: 'Choose where to ship the order first.',
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
  const code = status?.serverCode;
  const known = code && byCode[code];
  // 409: the same attempt is still being worked on (another tab, a double press).
  if (status?.status === 409 && !known) {
    return {
      message:
        'Your order is already being placed. Wait a moment and press Place order again to see how it went; you will be charged only once.',
      unanswered: true,
      cartChanged: false,
    };
  }
  const cartChanged = code === 'total_changed';
  const server = status && status.status < 500 ? status.serverMessage : undefined;
  return {
    message: known ?? (server ? `${server} ${KEPT}` : `${userMessage(error)} ${KEPT}`),
    unanswered: status !== undefined && status.status >= 500 && !known,
    cartChanged,
  };
}
