import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useApi } from '../apiContext';
import { cartKeys } from '../cart';
import {
  attemptFor,
  fingerprintOf,
  type OrderAttempt,
  readAttempt,
  settled,
  writeAttempt,
} from './orderAttempt';
import { type PaymentFailure, paymentFailure } from './paymentMessages';

export interface PaymentChoice {
  /** A saved card, or the one-time nonce of a card typed in (never its number). */
  creditCardId?: number;
  paymentMethodNonce?: string;
  /** Keep the typed-in card for next time (saved as the gateway's token by the server). */
  saveCard?: boolean;
  /** The total the customer saw; the server refuses when the cart's total is another. */
  expectedTotalCents: number;
}

export class PaymentFailedError extends Error {
  override readonly name = 'PaymentFailedError';
  constructor(readonly failure: PaymentFailure) {
    super(failure.message);
  }
}

const session = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/**
 * Places the order for the cart with `my/payment/order`, one idempotency key per attempt
 * (orderAttempt.ts): a double press while pending is ignored, a retry after a lost answer sends
 * the same key, and a declined card leaves the cart as it was.
 */
export function usePlaceOrder() {
  const api = useApi();
  const queryClient = useQueryClient();
  const attempt = useRef<OrderAttempt | undefined>(undefined);
  // Set at the press itself: two presses in one frame both see isPending false.
  const inFlight = useRef(false);

  const mutation = useMutation({
    mutationFn: async (choice: PaymentChoice) => {
      const current = attemptFor(
        attempt.current ?? readAttempt(session()),
        fingerprintOf(choice),
        () => `order-${globalThis.crypto.randomUUID()}`,
      );
      attempt.current = current;
      writeAttempt(session(), current);
      try {
        let creditCardId = choice.creditCardId;
        let paymentMethodNonce = choice.paymentMethodNonce;
        if (choice.saveCard && paymentMethodNonce) {
          if (current.savedCardId === undefined) {
            const card = await api.call(
              'my/credit_cards#create',
              { paymentMethodNonce },
              { idempotencyKey: `${current.key}-card` },
            );
            current.savedCardId = card.id;
            writeAttempt(session(), current);
          }
          creditCardId = current.savedCardId;
          paymentMethodNonce = undefined;
        }
        const placed = await api.call(
          'my/payment/order',
          { creditCardId, paymentMethodNonce, expectedTotalCents: choice.expectedTotalCents },
          // The processor may take its time; the answer is worth waiting for.
          { idempotencyKey: current.key, timeoutMs: 90_000 },
        );
        attempt.current = settled(current);
        writeAttempt(session(), attempt.current);
        return placed;
      } catch (error) {
        const failure = paymentFailure(error);
        if (!failure.unanswered) {
          attempt.current = settled(current);
          writeAttempt(session(), attempt.current);
        }
        throw new PaymentFailedError(failure);
      }
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['myAccount'] });
    },
    onSettled: () => {
      inFlight.current = false;
    },
    onError: (error) => {
      if (error instanceof PaymentFailedError && error.failure.cartChanged) {
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      }
    },
  });

  return {
    ...mutation,
    /** Sends the order unless one is already on its way (a double press). */
    place(choice: PaymentChoice, options?: Parameters<typeof mutation.mutate>[1]) {
      if (inFlight.current) return;
      inFlight.current = true;
      mutation.mutate(choice, options);
    },
  };
}
