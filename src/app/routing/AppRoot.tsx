import {
  Component,
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { To } from 'react-router-dom';
import {
  type AppLocation,
  type NavigateFunction,
  type NavigateOptions,
  type Navigation,
  NavigationContext,
  resolveHref,
} from '../navigation/navigation';
import { elementAtPlace, type FocusedPlace, focusedPlaceIn } from './focusedPlace';
import { RouteErrorPage } from './RouteErrorPage';
import { RoutePage } from './RoutePage';
import type { AppRouter, RouterApp } from './routerApp';
import { SiteFrame } from './SiteFrame';

/** React Router once loaded: its chunk's component and the browser router made from it. */
export interface StartedRouter {
  RouterApp: typeof RouterApp;
  router: AppRouter;
}

/** The address bar as a location (React Router keeps its state and key in `history.state`). */
function addressBarLocation(): AppLocation {
  const entry = window.history.state as { usr?: unknown; key?: string } | null;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

/**
 * The app's root in the browser. With `initial` it is React Router from the start. Without it
 * (the first load of a browsing page, see pageModules.ts) the page hydrates in the same frame with
 * the address bar as its location, and the first navigation loads the router, lets it navigate
 * (loading the next page) and only then swaps it in, in a transition: the page on screen stays
 * until the next one is ready.
 */
export function AppRoot({
  initial,
  loadRouter,
}: {
  initial: StartedRouter | undefined;
  loadRouter: () => Promise<StartedRouter>;
}) {
  const [started, setStarted] = useState(initial);
  const [location] = useState(addressBarLocation);
  // Staying on this page (another query): where focus was, to focus its counterpart after the
  // swap remounts the page, as React keeps the element when the router moves within a page.
  const focusAfterSwap = useRef<FocusedPlace | undefined>(undefined);
  const handOver = useCallback(
    async (go?: { href: string; options?: NavigateOptions }) => {
      let next: StartedRouter;
      try {
        next = await loadRouter();
      } catch {
        // Should the router's chunk not come, the browser goes there itself.
        if (go?.options?.replace) window.location.replace(go.href);
        else if (go) window.location.assign(go.href);
        else window.location.reload();
        return;
      }
      if (go) await next.router.navigate(go.href, go.options);
      if (next.router.state.location.pathname === location.pathname) {
        focusAfterSwap.current = focusedPlaceIn(document.body, document.activeElement);
      }
      startTransition(() => setStarted(next));
    },
    [loadRouter, location],
  );
  const navigation = useMemo<Navigation>(() => {
    const navigate = ((to: To | number, options?: NavigateOptions) => {
      if (typeof to === 'number') window.history.go(to);
      else {
        // Resolved here as Link resolves it: the router, made later, has no page to resolve from.
        const path =
          typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
        void handOver({ href: resolveHref(path, location), options });
      }
    }) as NavigateFunction;
    return { location, navigate };
  }, [location, handOver]);
  // The address can change without a link (Back after a hash link, a script's history entry):
  // another page is the router's to show. A hash alone leaves the page as it is.
  useEffect(() => {
    if (started) return;
    const onPopState = () => {
      const { pathname, search } = window.location;
      if (pathname !== location.pathname || search !== location.search) void handOver();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [started, location, handOver]);

  useLayoutEffect(() => {
    const place = focusAfterSwap.current;
    focusAfterSwap.current = undefined;
    if (started && place) elementAtPlace(document.body, place)?.focus({ preventScroll: true });
  }, [started]);

  if (started) return <started.RouterApp router={started.router} />;
  return (
    <NavigationContext value={navigation}>
      <SiteFrame>
        <PageErrorBoundary>
          <RoutePage />
        </PageErrorBoundary>
      </SiteFrame>
    </NavigationContext>
  );
}

/** A page that throws shows its error inside the frame, as the router's page routes do. */
class PageErrorBoundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    return 'error' in this.state ? (
      <RouteErrorPage error={this.state.error} />
    ) : (
      this.props.children
    );
  }
}
