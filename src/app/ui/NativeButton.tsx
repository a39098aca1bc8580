import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { type ButtonLook, buttonClass } from './buttonClass';

export interface NativeButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>,
    ButtonLook {
  children: ReactNode;
}

/**
 * A plain <button> with the shop's button look, for the site frame that every page loads first
 * (header, status bars, footer). Pages use Button (react-aria); the frame keeps its press handling
 * out of the first download, where a native button is just as accessible.
 */
export function NativeButton({
  variant,
  size,
  fullWidth,
  type,
  children,
  ...rest
}: NativeButtonProps) {
  return (
    <button {...rest} type={type ?? 'button'} className={buttonClass({ variant, size, fullWidth })}>
      {children}
    </button>
  );
}
