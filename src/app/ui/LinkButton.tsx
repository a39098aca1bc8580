import type { ReactNode } from 'react';
import { Link } from '../navigation/navigation';
import { type ButtonLook, buttonClass } from './buttonClass';

interface LinkButtonProps extends ButtonLook {
  to: string;
  children: ReactNode;
  className?: string;
}

/** A navigation link that looks like a button (navigation stays a link for assistive tech). */
export function LinkButton({ to, children, className, ...look }: LinkButtonProps) {
  const classes = className ? `${buttonClass(look)} ${className}` : buttonClass(look);
  return (
    <Link to={to} className={classes}>
      {children}
    </Link>
  );
}
