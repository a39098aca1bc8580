import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useApi } from '../apiContext';
import { QUEUED_MESSAGE } from '../offline/OutboxContext';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { TextInput } from '../ui/TextInput';
import styles from './Cart.module.css';
import type { Cart } from './cartCache';
import { couponHintsQuery } from './cartQueries';
import { couponErrorMessage } from './couponMessages';
import { normalizeCouponCode } from './pendingCoupon';
import { useCartOwner } from './useCartOwner';
import { useSetCoupon } from './useSetCoupon';

/** The code box of the cart, the applied code with a way to remove it, and the shop's hints. */
export function CouponForm({ cart, notice }: { cart: Cart; notice?: string }) {
  const [text, setText] = useState('');
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const setCoupon = useSetCoupon();

  function apply(raw: string) {
    const code = normalizeCouponCode(raw);
    if (!code) {
      setMessage({
        kind: 'error',
        text: 'A code is letters and digits (and - or _), up to 64 of them. Check it and try again.',
      });
      return;
    }
    setCoupon.mutate(
      { code },
      {
        onSuccess: ({ written }) => {
          setText('');
          setMessage({
            kind: 'ok',
            text: written.queued ? QUEUED_MESSAGE : `${code} was applied to your cart.`,
          });
        },
        onError: (error) => setMessage({ kind: 'error', text: couponErrorMessage(code, error) }),
      },
    );
  }

  const shown = message ?? (notice ? { kind: 'ok' as const, text: notice } : null);
  return (
    // No heading of its own: the field's label says "Coupon code" (it said it twice before).
    <div className={styles.coupon}>
      {cart.couponCode ? (
        <p className={styles.applied}>
          <span>
            Coupon <strong>{cart.couponCode}</strong> applied
          </span>
          <Button
            variant="secondary"
            isPending={setCoupon.isPending}
            onPress={() =>
              setCoupon.mutate(
                {},
                {
                  onSuccess: () => setMessage({ kind: 'ok', text: 'The code was removed.' }),
                  onError: (error) =>
                    setMessage({ kind: 'error', text: couponErrorMessage('', error) }),
                },
              )
            }
          >
            Remove code
          </Button>
        </p>
      ) : (
        <Form
          className={styles.couponForm}
          onSubmit={(event) => {
            event.preventDefault();
            apply(text);
          }}
        >
          <TextInput
            label="Coupon code"
            name="coupon"
            value={text}
            onChange={setText}
            autoComplete="off"
          />
          <Button type="submit" variant="secondary" isPending={setCoupon.isPending}>
            Apply
          </Button>
        </Form>
      )}
      {shown ? (
        <Alert
          tone={shown.kind === 'error' ? 'error' : 'success'}
          inline
          className={styles.message}
          data-testid="coupon-message"
        >
          {shown.text}
        </Alert>
      ) : null}
      <CouponHints />
    </div>
  );
}

function CouponHints() {
  const api = useApi();
  const owner = useCartOwner();
  const hints = useQuery({
    ...couponHintsQuery(api.call, owner ?? 'pending'),
    enabled: owner !== undefined,
  });
  const items = hints.data?.hints ?? [];
  if (items.length === 0) return null;
  return (
    <ul className={styles.hints} aria-label="Offers for your cart">
      {items.map((hint) => (
        <li key={hint}>{hint}</li>
      ))}
    </ul>
  );
}
