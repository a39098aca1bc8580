import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from '../routing/navigation';

/**
 * After an in-app navigation, scroll to the top and move focus to <main>, so keyboard and
 * screen-reader users start at the new page's content (as a full page load would).
 * The first render is left alone: the browser has already placed the user.
 */
export function useFocusMainOnNavigate(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path on purpose
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}
