import { type RefObject, useEffect } from 'react';
import { useLocation } from '../../navigation/navigation';

/**
 * After an in-app navigation, move focus to <main>, so keyboard and screen-reader users start at
 * the new page's content (as a full page load would). The router's ScrollRestoration scrolls (to
 * the top of a new page, back to where the reader was on Back). The document's first page is
 * left alone: the browser has already placed the user. The path shown is kept per document, not
 * per mount: a browsing page's frame mounts again when React Router takes over at the first
 * navigation (AppRoot), already on the next page (or on the same one, with another query).
 */
export function useFocusMainOnNavigate(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  useEffect(() => {
    const previous = shownPath;
    shownPath = pathname;
    if (previous !== undefined && previous !== pathname)
      main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}

/** The path the frame last showed, in this document (undefined: none yet). */
let shownPath: string | undefined;
