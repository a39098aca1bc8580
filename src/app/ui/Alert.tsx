import type { ReactNode, Ref } from 'react';
import styles from './Alert.module.css';

/** What the message is: a failure to act on, a neutral notice, or a done action. */
export type AlertTone = 'error' | 'info' | 'success';

interface AlertProps {
  tone?: AlertTone;
  /**
   * A line of text in the tone's colour instead of a tinted box: for a message inside a list row,
   * a card or a compact dialog, where a box would crowd the layout.
   */
  inline?: boolean;
  children: ReactNode;
  /** Extra layout from the page (spacing, width); the look stays the Alert's. */
  className?: string;
  id?: string;
  /** Focus target for a page that moves focus to the message after a failed submit. */
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
  'data-testid'?: string;
}

/**
 * The one message block of the app. An error is `role="alert"` (assistive technology reads it out
 * at once, as a failed action needs); info and success are `role="status"` (read when the user is
 * idle, so a confirmation does not interrupt typing). An empty Alert stays mounted but takes no
 * space: a live region announces reliably only when it exists before its text arrives.
 */
export function Alert({
  tone = 'error',
  inline = false,
  children,
  className,
  ...rest
}: AlertProps) {
  const classes = [styles.alert, styles[tone], inline ? styles.inline : styles.box, className];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={classes.filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
    </div>
  );
}
