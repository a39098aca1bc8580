import { Form } from 'react-aria-components';
import { SANDBOX_CARDS } from '../../shared/payments/sandboxCards';
import { Alert } from '../ui/Alert';
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
  onSubmit,
}: {
  fields: CardFields;
  errors: CardFieldErrors;
  onChange: (fields: CardFields) => void;
  /** Enter in a field places the order, as the button does. */
  onSubmit: () => void;
}) {
  const set = (name: keyof CardFields) => (value: string) => onChange({ ...fields, [name]: value });
  // The form's validation errors show on their fields and are announced with them.
  const validationErrors: Record<string, string> = {};
  if (errors.number) validationErrors.cardnumber = errors.number;
  if (errors.expiry) validationErrors['cc-exp'] = errors.expiry;
  if (errors.cvc) validationErrors.cvc = errors.cvc;
  return (
    <Form
      className={styles.cardForm}
      aria-label="Card"
      validationErrors={validationErrors}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
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
        />
        <TextInput
          label="Security code"
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={fields.cvc}
          onChange={set('cvc')}
        />
      </div>
      {Object.keys(validationErrors).length > 0 ? (
        // A summary announced at once: the fields' own messages are read when each is focused.
        <Alert>Check the card: {Object.values(validationErrors).join(' ')}</Alert>
      ) : null}
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
    </Form>
  );
}
