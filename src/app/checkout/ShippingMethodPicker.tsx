import { useQuery } from '@tanstack/react-query';
import { Label, RadioGroup } from 'react-aria-components';
import { userMessage } from '../../shared/errors';
import { formatDate } from '../../shared/format/dates';
import { formatCents } from '../../shared/format/money';
import { useApi } from '../apiContext';
import type { Cart } from '../cart/cartCache';
import { Alert } from '../ui/Alert';
import { ChoiceRadio } from '../ui/ChoiceRadio';
import styles from './Checkout.module.css';
import { cartShippingOptionsQuery } from './deliveryEstimatesQuery';
import { useSetShippingMethod } from './useSetShippingMethod';

/** How the cart ships: each option with its price and the date it arrives by. */
export function ShippingMethodPicker({ cart }: { cart: Cart }) {
  const api = useApi();
  const estimates = useQuery(cartShippingOptionsQuery(api.call, cart));
  const setMethod = useSetShippingMethod();
  const options = estimates.data?.estimates ?? [];

  return (
    <section aria-labelledby="shipping-title" className={styles.step}>
      <h2 id="shipping-title" className={styles.stepTitle}>
        Shipping method
      </h2>
      {estimates.isError ? (
        <Alert>{userMessage(estimates.error)}</Alert>
      ) : !estimates.data ? (
        <p className={styles.muted}>Loading the shipping options…</p>
      ) : options.length === 0 ? (
        <p className={styles.muted}>
          We can't ship this order to the address chosen. Choose another address.
        </p>
      ) : (
        <RadioGroup
          value={cart.shippingOptionId === undefined ? null : String(cart.shippingOptionId)}
          onChange={(value) => setMethod.mutate({ shippingOptionId: Number(value) })}
          className={styles.choices}
          isDisabled={setMethod.isPending}
        >
          <Label className="visually-hidden">Shipping method</Label>
          {options.map((option) => (
            <ChoiceRadio key={option.shippingOptionId} value={String(option.shippingOptionId)}>
              <span className={styles.choiceLine}>
                <span className={styles.choiceTitle}>{option.name}</span>
                <span className={styles.choicePrice}>
                  {option.priceCents === 0 ? 'Free' : formatCents(option.priceCents)}
                </span>
              </span>
              <span className={styles.muted}>
                {option.arrivesBy
                  ? `Arrives by ${formatDate(option.arrivesBy, 'weekdayMonthDay')}`
                  : `${option.minDays}–${option.maxDays} business days`}
              </span>
            </ChoiceRadio>
          ))}
        </RadioGroup>
      )}
      {setMethod.isError ? <Alert>{userMessage(setMethod.error)}</Alert> : null}
    </section>
  );
}
