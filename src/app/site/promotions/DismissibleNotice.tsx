import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from '../../navigation/navigation';
import styles from './DismissibleNotice.module.css';

/** The page's end is kept clear of a shown notice by this much (see global.css). */
const SPACE_VAR = '--corner-notice-space';

/**
 * A notice in a bottom corner of the site (the sign-up offer, the slide-in promotion): a title,
 * a line, one link and a close button. Fixed, so it never moves the page; the page's end gets
 * room for it, so nothing at the bottom (a cart's or checkout's button, the footer) stays hidden
 * behind it; its layer is below every dialog's overlay (tokens.css). The corner itself is shared:
 * the notices take turns (cornerNotices.ts), so on a phone they never cover each other.
 */
export function DismissibleNotice({
  title,
  titleId,
  label,
  announce,
  body,
  action,
  tone,
  onClose,
}: {
  title: ReactNode;
  /** The title's id, when the notice is named by its title. */
  titleId?: string;
  /** The notice's name, when not its title. */
  label?: string;
  /** Said once by screen readers as the notice appears. */
  announce?: string;
  body?: ReactNode;
  action?: { to: string; label: string };
  /** Its colour: the slide-in's accent, the sign-up offer's teal. */
  tone: 'accent' | 'teal';
  onClose: () => void;
}) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = panel.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    // Its height and its gap from the screen's edge (smaller on a phone), both as laid out.
    const observer = new ResizeObserver(() => {
      const gap = Number.parseFloat(getComputedStyle(element).bottom) || 0;
      root.style.setProperty(SPACE_VAR, `${Math.ceil(element.offsetHeight + 2 * gap)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(SPACE_VAR);
    };
  }, []);
  return (
    <aside
      ref={panel}
      className={styles.panel}
      data-tone={tone}
      aria-label={label}
      aria-labelledby={label ? undefined : titleId}
    >
      {announce ? (
        <p className="visually-hidden" role="status">
          {announce}
        </p>
      ) : null}
      {/* A native button: this is part of the site frame, loaded with every page. */}
      <button
        type="button"
        className={styles.close}
        onClick={onClose}
        aria-label="Close this offer"
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <path
            d="M5 5l10 10M15 5L5 15"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <p id={titleId} className={styles.title}>
        {title}
      </p>
      {body ? <p className={styles.body}>{body}</p> : null}
      {action ? (
        <Link to={action.to} className={styles.action} onClick={onClose}>
          {action.label}
        </Link>
      ) : null}
    </aside>
  );
}
