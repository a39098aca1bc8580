import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Label, RadioGroup } from 'react-aria-components';
import { build } from '../../shared/routes/build';
import { useApi } from '../apiContext';
import type { Cart } from '../cart/cartCache';
import { formatMoney } from '../cart/money';
import { creditCardsQuery } from '../myAccount/accountQueries';
import { cardName } from '../myAccount/CreditCardsPanel';
import { formatExpiry, isExpired } from '../myAccount/formatting';
import { useNavigate } from '../routing/navigation';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import styles from './Checkout.module.css';
import { ChoiceRadio } from './ChoiceRadio';
import { rememberOrderShipping } from './orderShippingChoice';
import { SandboxCardForm } from './SandboxCardForm';
import { type CardFieldErrors, type CardFields, checkSandboxCard } from './sandboxCardInput';
import { PaymentFailedError, usePlaceOrder } from './usePlaceOrder';

const NEW_CARD = 'new';
const emptyCard: CardFields = { number: '', expiry: '', cvc: '' };

/** The pay step: a saved card or a new one, and the Place order button. */
export function PaymentStep({
  cart,
  blockedBecause,
}: {
  cart: Cart;
  /** Why the order cannot be placed yet (no address, no shipping method, offline), if so. */
  blockedBecause?: string;
}) {
  const api = useApi();
  const navigate = useNavigate();
  const cards = useQuery(creditCardsQuery(api.call));
  const usable = (cards.data?.items ?? []).filter(
    (card) => !isExpired(card.expMonth, card.expYear, new Date()),
  );
  const [choice, setChoice] = useState<string | undefined>(undefined);
  const [fields, setFields] = useState<CardFields>(emptyCard);
  const [errors, setErrors] = useState<CardFieldErrors>({});
  const [saveCard, setSaveCard] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const order = usePlaceOrder();

  // The default (or first) saved card is chosen once the cards are known; none: a new card.
  useEffect(() => {
    if (choice !== undefined || !cards.data) return;
    const preferred = usable.find((card) => card.isDefault) ?? usable[0];
    setChoice(preferred ? String(preferred.id) : NEW_CARD);
  }, [cards.data, choice, usable]);

  const selected = choice ?? NEW_CARD;

  function place() {
    setFailure(null);
    let payment: { creditCardId?: number; paymentMethodNonce?: string };
    if (selected === NEW_CARD) {
      const checked = checkSandboxCard(fields, new Date());
      if (!checked.ok) {
        setErrors(checked.errors);
        return;
      }
      setErrors({});
      payment = { paymentMethodNonce: checked.nonce };
    } else {
      payment = { creditCardId: Number(selected) };
    }
    order.place(
      {
        ...payment,
        saveCard: selected === NEW_CARD && saveCard,
        expectedTotalCents: cart.totalCents,
      },
      {
        onSuccess: (placed) => {
          rememberOrderShipping(placed.orderId, cart.shippingOptionId);
          navigate(build('checkout.confirm', { oid: placed.orderId }));
        },
        onError: (error) =>
          setFailure(error instanceof PaymentFailedError ? error.message : String(error)),
      },
    );
  }

  return (
    <section aria-labelledby="payment-title" className={styles.step}>
      <h2 id="payment-title" className={styles.stepTitle}>
        Payment
      </h2>
      {usable.length > 0 ? (
        <RadioGroup
          value={selected}
          onChange={(value) => {
            setChoice(value);
            setFailure(null);
          }}
          className={styles.choices}
        >
          <Label className={styles.groupLabel}>Pay with</Label>
          {usable.map((card) => (
            <ChoiceRadio key={card.id} value={String(card.id)}>
              <span className={styles.choiceTitle}>{cardName(card)}</span>
              <span className={styles.muted}>
                Expires {formatExpiry(card.expMonth, card.expYear)}
              </span>
            </ChoiceRadio>
          ))}
          <ChoiceRadio value={NEW_CARD}>
            <span className={styles.choiceTitle}>A new card</span>
          </ChoiceRadio>
        </RadioGroup>
      ) : null}
      {selected === NEW_CARD ? (
        <>
          <SandboxCardForm
            fields={fields}
            errors={errors}
            onChange={(next) => {
              setFields(next);
              setErrors({});
            }}
            onSubmit={place}
          />
          <Checkbox isSelected={saveCard} onChange={setSaveCard}>
            Save this card for next time
          </Checkbox>
        </>
      ) : null}
      {failure ? (
        <p role="alert" className={styles.error} data-testid="payment-error">
          {failure}
        </p>
      ) : null}
      {blockedBecause ? <p className={styles.muted}>{blockedBecause}</p> : null}
      <Button
        size="large"
        fullWidth
        isDisabled={Boolean(blockedBecause)}
        isPending={order.isPending}
        pendingLabel="Placing your order…"
        onPress={place}
      >
        Place order · {formatMoney(cart.totalCents)}
      </Button>
    </section>
  );
}
