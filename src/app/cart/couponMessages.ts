import { ApiActionError, HttpStatusError, userMessage } from '../../shared/errors';

/*
 * What the shopper reads when a code does not apply. The server writes the sentence for a rule it
 * checked (dates, minimum spend, product types: couponRejectionMessage in src/shared/pricing), and
 * it is shown as sent; the reasons below get a sentence here when the server sent none.
 */

function statusErrorOf(error: unknown): HttpStatusError | undefined {
  const inner = error instanceof ApiActionError ? error.cause : error;
  return inner instanceof HttpStatusError ? inner : undefined;
}

const byReason: Record<string, (code: string) => string> = {
  not_found: (code) => `We don't know the code ${code}. Check it letter by letter and try again.`,
  coupon_not_found: (code) =>
    `We don't know the code ${code}. Check it letter by letter and try again.`,
  not_started: (code) => `${code} has not started yet.`,
  expired: (code) => `${code} has ended.`,
  empty_cart: (code) => `Add something to your cart to use ${code}.`,
  no_eligible_items: (code) => `${code} does not apply to anything in your cart.`,
  below_minimum_spend: (code) => `${code} needs a larger order.`,
  no_shipping_chosen: (code) => `${code} takes money off shipping: choose a shipping method first.`,
  shipping_already_lower: (code) => `${code} would not lower your shipping.`,
  already_used: (code) => `You have already used ${code}; it is one use per customer.`,
  usage_limit_reached: (code) => `${code} has been used as many times as it allows.`,
  sign_in_required: (code) => `Sign in to use ${code}: it is for customers with an account.`,
};

/** The reason code of a refused coupon, from the server's error code (`coupon_expired` → expired). */
export function couponReason(error: unknown): string | undefined {
  const status = statusErrorOf(error);
  if (!status) return undefined;
  const code = status.serverCode?.replace(/^coupon_(?!not_found)/, '');
  if (code && code in byReason) return code;
  return status.status === 404 ? 'not_found' : code;
}

/** One sentence for a code the cart refused. */
export function couponErrorMessage(code: string, error: unknown): string {
  const status = statusErrorOf(error);
  if (status && status.status < 500) {
    if (status.serverMessage && status.serverCode !== 'invalid_input') return status.serverMessage;
    const reason = couponReason(error);
    const sentence = reason ? byReason[reason] : undefined;
    if (sentence) return sentence(code);
    if (status.serverCode === 'invalid_input') {
      return 'A code is letters and digits, up to 64 of them. Check it and try again.';
    }
  }
  return userMessage(error);
}
