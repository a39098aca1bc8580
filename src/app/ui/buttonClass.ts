import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'light';
export type ButtonSize = 'normal' | 'large';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** The class list of a button-looking element; shared by Button and LinkButton. */
export function buttonClass({ variant = 'primary', size = 'normal', fullWidth }: ButtonLook) {
  return [
    styles.button,
    styles[variant],
    size === 'large' ? styles.large : '',
    fullWidth ? styles.full : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export const spinnerClass = styles.spinner;
