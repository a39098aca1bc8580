import type { ReactNode } from 'react';
import { Radio } from 'react-aria-components';
import styles from './ChoiceRadio.module.css';

/**
 * A radio drawn as a selectable card (an address, a shipping method, a saved card, an email
 * frequency), inside a react-aria RadioGroup.
 */
export function ChoiceRadio({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Radio value={value} className={styles.choice}>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.choiceBody}>{children}</span>
    </Radio>
  );
}
