/**
 * The idempotency key of a Place order press (design.md 'Ordering'). One attempt is one payment
 * choice for one total: pressing again while it is unanswered, or after its answer was lost (no
 * connection, a time-out, a 409 while the first is still being worked on), sends the same key, so
 * the server places one order and charges once. A definitive answer (placed, or refused, e.g. a
 * declined card) settles the attempt: the next press is a new attempt with a new key, as the
 * server refuses a key reused for other parameters.
 */
export interface OrderAttempt {
  /** What the attempt pays with and how much: a change means a new attempt. */
  fingerprint: string;
  key: string;
  settled: boolean;
  /** The card saved from this attempt's nonce, so a retry does not save it twice. */
  savedCardId?: number;
}

export function attemptFor(
  previous: OrderAttempt | undefined,
  fingerprint: string,
  newKey: () => string,
): OrderAttempt {
  if (previous && !previous.settled && previous.fingerprint === fingerprint) return previous;
  return { fingerprint, key: newKey(), settled: false };
}

export function settled(attempt: OrderAttempt): OrderAttempt {
  return { ...attempt, settled: true };
}

/** The payment choice of an attempt, written the same way every time. */
export function fingerprintOf(choice: {
  creditCardId?: number;
  paymentMethodNonce?: string;
  saveCard?: boolean;
  expectedTotalCents: number;
}): string {
  return JSON.stringify([
    choice.creditCardId ?? null,
    choice.paymentMethodNonce ?? null,
    Boolean(choice.saveCard),
    choice.expectedTotalCents,
  ]);
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const STORAGE_KEY = 'printshop.orderAttempt';

/**
 * The unsettled attempt survives a reload of the tab (the answer may have been lost with the
 * page); sessionStorage, so it never outlives the tab nor reaches another one.
 */
export function readAttempt(storage: KeyValueStorage | undefined): OrderAttempt | undefined {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<OrderAttempt>;
    if (typeof value.fingerprint !== 'string' || typeof value.key !== 'string') return undefined;
    return {
      fingerprint: value.fingerprint,
      key: value.key,
      settled: value.settled === true,
      savedCardId: typeof value.savedCardId === 'number' ? value.savedCardId : undefined,
    };
  } catch {
    return undefined;
  }
}

export function writeAttempt(storage: KeyValueStorage | undefined, attempt: OrderAttempt): void {
  try {
    if (attempt.settled) storage?.removeItem(STORAGE_KEY);
    else storage?.setItem(STORAGE_KEY, JSON.stringify(attempt));
  } catch {
    // Kept in memory only: a retry in this page still reuses the key.
  }
}

/** Drops the stored attempt once its outcome is known some other way (the cart shows its order). */
export function forgetAttempt(storage: KeyValueStorage | undefined): void {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
}
