import { SANDBOX_CARDS } from '../../shared/payments/sandboxCards';
import { TextInput } from '../ui/TextInput';
import styles from './Checkout.module.css';
import type { CardFieldErrors, CardFields } from './sandboxCardInput';

/**
 * The sandbox's stand-in for the gateway's hosted card fields. Its values stay in the page: only
 * the nonce made from a test card (sandboxCardInput.ts) is sent, as hosted fields would send one.
 */
export function SandboxCardForm({
  fields,
  errors,
  onChange,
}: {
  fields: CardFields;
  errors: CardFieldErrors;
  onChange: (fields: CardFields) => void;
}) {
  const set = (name: keyof CardFields) => (value: string) => onChange({ ...fields, [name]: value });
  return (
    <div className={styles.cardForm}>
      <TextInput
        label="Card number"
        name="cardnumber"
        inputMode="numeric"
        autoComplete="cc-number"
        value={fields.number}
        onChange={set('number')}
        isInvalid={Boolean(errors.number)}
        validate={() => errors.number ?? null}
        validationBehavior="aria"
      />
      <div className={styles.cardRow}>
        <TextInput
          label="Expiry (MM/YY)"
          name="cc-exp"
          inputMode="numeric"
          autoComplete="cc-exp"
          value={fields.expiry}
          onChange={set('expiry')}
          isInvalid={Boolean(errors.expiry)}
          validate={() => errors.expiry ?? null}
          validationBehavior="aria"
        />
        <TextInput
          label="Security code"
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={fields.cvc}
          onChange={set('cvc')}
          isInvalid={Boolean(errors.cvc)}
          validate={() => errors.cvc ?? null}
          validationBehavior="aria"
        />
      </div>
      <details className={styles.testCards}>
        <summary>Test cards of the sandbox</summary>
        <p className={styles.muted}>
          No real card is charged here. Use any future expiry date and any 3 digits (4 for Amex).
        </p>
        <ul>
          {SANDBOX_CARDS.map((card) => (
            <li key={card.number}>
              <code>{card.number}</code> — {card.label}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
