import { useEffect, useRef, useState } from 'react';
import type { CartRead } from './cartQueries';
import { couponErrorMessage, couponReason } from './couponMessages';
import { clearPendingCoupon, readPendingCoupon } from './pendingCoupon';
import { useSetCoupon } from './useSetCoupon';

/** Reasons that may change as the cart fills: the code keeps waiting for them. */
const WAIT_FOR = new Set([
  'empty_cart',
  'no_eligible_items',
  'below_minimum_spend',
  'no_shipping_chosen',
]);

/**
 * Applies the code claimed at /claim-offer (kept in localStorage through sign-in) to the cart,
 * once per visit of the page, when the cart was read from the server and has something in it.
 * Answers the sentence to show about it.
 */
export function useApplyPendingCoupon(cart: CartRead | undefined): string | undefined {
  const apply = useSetCoupon().mutate;
  const tried = useRef(false);
  const [notice, setNotice] = useState<string>();
  const ready = Boolean(cart && !cart.fromDevice);
  const itemCount = cart?.items.length ?? 0;
  const current = cart?.couponCode;

  useEffect(() => {
    if (!ready || tried.current || typeof window === 'undefined') return;
    const pending = readPendingCoupon(window.localStorage);
    if (!pending) return;
    if (current === pending.code) {
      clearPendingCoupon(window.localStorage);
      return;
    }
    if (itemCount === 0) {
      setNotice(`Your code ${pending.code} is saved: it is applied when you add something.`);
      return;
    }
    tried.current = true;
    apply(
      { code: pending.code },
      {
        onSuccess: ({ written }) => {
          if (written.queued) return;
          clearPendingCoupon(window.localStorage);
          setNotice(`Your offer ${pending.code} was applied.`);
        },
        onError: (error) => {
          const reason = couponReason(error);
          if (!reason || !WAIT_FOR.has(reason)) clearPendingCoupon(window.localStorage);
          setNotice(couponErrorMessage(pending.code, error));
        },
      },
    );
  }, [ready, itemCount, current, apply]);

  return notice;
}
