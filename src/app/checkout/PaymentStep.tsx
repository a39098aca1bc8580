import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Label, RadioGroup } from 'react-aria-components';
import { formatCents } from '../../shared/format/money';
import { build } from '../../shared/routes/build';
import { cardName, creditCardsQuery, formatExpiry, isExpired } from '../account';
import { useApi } from '../apiContext';
import type { Cart } from '../cart/cartCache';
import { useNavigate } from '../navigation/navigation';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { ChoiceRadio } from '../ui/ChoiceRadio';
import styles from './Checkout.module.css';
import { HostedCardFields } from './HostedCardFields';
import { SandboxCardForm } from './SandboxCardForm';
import { type CardFieldErrors, type CardFields, checkSandboxCard } from './sandboxCardInput';
import { CardEntryError, useHostedFields } from './useHostedFields';
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
  // Braintree's hosted fields when the shop runs on Braintree; the sandbox's test-card form else.
  const methods = useQuery({
    queryKey: ['payment', 'methods'] as const,
    queryFn: () => api.call('payment_method', {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const hosted = methods.data?.cardForm === 'braintree';
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
  const hostedFields = useHostedFields(hosted && selected === NEW_CARD);
  const [tokenizing, setTokenizing] = useState(false);

  async function place() {
    if (tokenizing || order.isPending) return;
    setFailure(null);
    let payment: { creditCardId?: number; paymentMethodNonce?: string };
    if (selected === NEW_CARD && hosted) {
      setTokenizing(true);
      try {
        payment = { paymentMethodNonce: await hostedFields.tokenize() };
        setErrors({});
      } catch (error) {
        if (error instanceof CardEntryError) {
          setErrors(error.fields);
          setFailure(error.message);
        } else setFailure(String(error));
        return;
      } finally {
        setTokenizing(false);
      }
    } else if (selected === NEW_CARD) {
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
      {selected === NEW_CARD && hosted ? (
        <>
          <HostedCardFields state={hostedFields.state} errors={errors} />
          <Checkbox isSelected={saveCard} onChange={setSaveCard}>
            Save this card for next time
          </Checkbox>
        </>
      ) : selected === NEW_CARD ? (
        <>
          <SandboxCardForm
            fields={fields}
            errors={errors}
            onChange={(next) => {
              setFields(next);
              setErrors({});
            }}
            onSubmit={() => void place()}
          />
          <Checkbox isSelected={saveCard} onChange={setSaveCard}>
            Save this card for next time
          </Checkbox>
        </>
      ) : null}
      {failure ? <Alert data-testid="payment-error">{failure}</Alert> : null}
      {blockedBecause ? <p className={styles.muted}>{blockedBecause}</p> : null}
      <Button
        size="large"
        fullWidth
        isDisabled={Boolean(blockedBecause)}
        isPending={order.isPending || tokenizing}
        pendingLabel="Placing your order…"
        onPress={() => void place()}
      >
        Place order · {formatCents(cart.totalCents)}
      </Button>
    </section>
  );
}
