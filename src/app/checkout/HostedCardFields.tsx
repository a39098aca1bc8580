import styles from './Checkout.module.css';
import type { CardFieldErrors } from './sandboxCardInput';
import { HOSTED_FIELD_IDS, type HostedFieldsState } from './useHostedFields';

const FIELDS = [
  { key: 'number', id: HOSTED_FIELD_IDS.number, label: 'Card number' },
  { key: 'expiry', id: HOSTED_FIELD_IDS.expirationDate, label: 'Expiry (MM/YY)' },
  { key: 'cvc', id: HOSTED_FIELD_IDS.cvv, label: 'Security code' },
] as const;

/**
 * The containers Braintree's hosted fields fill with their iframes (useHostedFields.ts), with the
 * visible labels and each field's error. The iframes carry their own labels for screen readers.
 */
export function HostedCardFields({
  state,
  errors,
}: {
  state: HostedFieldsState;
  errors: CardFieldErrors;
}) {
  return (
    <fieldset className={styles.cardForm} aria-describedby="hosted-card-status">
      <legend className={styles.groupLabel}>Card</legend>
      {FIELDS.map((field) => (
        <div key={field.key} className={styles.hostedField}>
          <span className={styles.hostedLabel} aria-hidden="true">
            {field.label}
          </span>
          <div
            id={field.id}
            className={styles.hostedInput}
            data-invalid={Boolean(errors[field.key])}
          />
          {errors[field.key] ? <p className={styles.error}>{errors[field.key]}</p> : null}
        </div>
      ))}
      <p id="hosted-card-status" className={styles.muted} role="status">
        {state === 'loading'
          ? 'Loading the secure card form…'
          : state === 'failed'
            ? 'The secure card form could not load. Reload the page, or pay with a saved card.'
            : 'Your card details go straight to our payment processor, Braintree.'}
      </p>
    </fieldset>
  );
}
