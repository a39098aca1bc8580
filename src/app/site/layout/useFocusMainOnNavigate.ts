import { type RefObject, useEffect } from 'react';
import { useLocation } from '../../routing/navigation';

/**
 * After an in-app navigation, move focus to <main>, so keyboard and screen-reader users start at
 * the new page's content (as a full page load would). The router's ScrollRestoration scrolls (to
 * the top of a new page, back to where the reader was on Back). The document's first page is
 * left alone: the browser has already placed the user. That is once per document, not per mount:
 * a browsing page's frame mounts again when React Router takes over at the first navigation
 * (AppRoot), already on the next page.
 */
export function useFocusMainOnNavigate(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path on purpose
  useEffect(() => {
    if (!landed) {
      landed = true;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}

let landed = false;
