import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps } from 'react-aria-components';
import styles from './Checkbox.module.css';

/** A checkbox and its label: react-aria's, drawn as the shop's tick box. */
export function Checkbox({
  children,
  className,
  ...props
}: Omit<CheckboxProps, 'children' | 'className'> & { children: ReactNode; className?: string }) {
  return (
    <AriaCheckbox
      {...props}
      className={className ? `${styles.checkbox} ${className}` : styles.checkbox}
    >
      {({ isSelected }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isSelected ? '✓' : ''}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
