import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from '../../routing/navigation';

/**
 * After an in-app navigation, move focus to <main>, so keyboard and screen-reader users start at
 * the new page's content (as a full page load would). The router's ScrollRestoration scrolls (to
 * the top of a new page, back to where the reader was on Back). The first render is left alone:
 * the browser has already placed the user.
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
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}
