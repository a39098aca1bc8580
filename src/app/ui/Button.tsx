import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { type ButtonLook, buttonClass, spinnerClass } from './buttonClass';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'>, ButtonLook {
  children: ReactNode;
  /** Shown to screen readers while isPending is set (the visible label stays). */
  pendingLabel?: string;
}

export function Button({ variant, size, fullWidth, children, pendingLabel, ...rest }: ButtonProps) {
  return (
    <AriaButton {...rest} className={buttonClass({ variant, size, fullWidth })}>
      {({ isPending }) => (
        <>
          {isPending ? <span className={spinnerClass} aria-hidden="true" /> : null}
          {children}
          {isPending && pendingLabel ? (
            <span className="visually-hidden">{pendingLabel}</span>
          ) : null}
        </>
      )}
    </AriaButton>
  );
}
