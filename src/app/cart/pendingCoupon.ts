/**
 * A coupon claimed through /claim-offer before there is a cart to apply it to. It waits in
 * localStorage (it must survive sign-in and a closed tab) until the cart applies it.
 */
export const PENDING_COUPON_KEY = 'printshop.pendingCoupon';

/** Coupon codes are short letters, digits and - or _; anything else is not worth keeping. */
const COUPON_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export interface PendingCoupon {
  code: string;
  /** ISO time it was claimed, so the cart can drop very old ones. */
  claimedAt: string;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The code as the cart would send it: trimmed and upper-cased, or undefined when not a code. */
export function normalizeCouponCode(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toUpperCase();
  return COUPON_PATTERN.test(code) ? code : undefined;
}

/** Keeps the coupon for the cart; answers the stored code, or undefined when it was refused. */
export function savePendingCoupon(
  storage: KeyValueStorage,
  value: unknown,
  now = new Date(),
): string | undefined {
  const code = normalizeCouponCode(value);
  if (!code) return undefined;
  const record: PendingCoupon = { code, claimedAt: now.toISOString() };
  try {
    storage.setItem(PENDING_COUPON_KEY, JSON.stringify(record));
  } catch {
    // Private mode or a full quota: the offer can still be typed in at checkout.
    return undefined;
  }
  return code;
}

/** The waiting coupon, or undefined when there is none or what is stored is not one. */
export function readPendingCoupon(storage: KeyValueStorage): PendingCoupon | undefined {
  let raw: string | null;
  try {
    raw = storage.getItem(PENDING_COUPON_KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<PendingCoupon> | null;
    const code = normalizeCouponCode(parsed?.code);
    const claimedAt = typeof parsed?.claimedAt === 'string' ? parsed.claimedAt : undefined;
    return code && claimedAt && !Number.isNaN(Date.parse(claimedAt))
      ? { code, claimedAt }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the coupon once the cart has applied it. */
export function clearPendingCoupon(storage: KeyValueStorage): void {
  try {
    storage.removeItem(PENDING_COUPON_KEY);
  } catch {
    // Nothing stored can be read either.
  }
}
