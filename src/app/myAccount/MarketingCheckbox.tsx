import { Checkbox } from 'react-aria-components';
import styles from './MyAccount.module.css';

/** The marketing-email opt-in, the same in account details and email preferences. */
export function MarketingCheckbox({
  isSelected,
  onChange,
}: {
  isSelected: boolean;
  onChange: (selected: boolean) => void;
}) {
  return (
    <Checkbox
      name="acceptsMarketing"
      isSelected={isSelected}
      onChange={onChange}
      className={styles.checkbox}
    >
      {({ isSelected: checked }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {checked ? '✓' : ''}
          </span>
          Send me offers and news by email
        </>
      )}
    </Checkbox>
  );
}
