import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  type Ref,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';

/*
 * The app's navigation: the current location, and moving to another in the browser's history.
 * The shared route parser picks the page (RoutePage), so this is all a router had left to do;
 * it replaces react-router, whose ~12 KB gzipped on every first load bought nothing more here.
 * The names and behaviour follow react-router's (Link, NavLink, Navigate, useLocation,
 * useNavigate, useHref) so pages read as any React app's.
 */

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation carried along (`navigate(to, { state })`); null when nothing. */
  state: unknown;
  /** Differs for every history entry, so a page can tell a new visit from a re-render. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

interface Navigation {
  location: AppLocation;
  navigate: NavigateFunction;
}

const NavigationContext = createContext<Navigation | null>(null);

function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('Navigation used outside a router');
  return navigation;
}

export function useLocation(): AppLocation {
  return useNavigation().location;
}

export function useNavigate(): NavigateFunction {
  return useNavigation().navigate;
}

/** The path, query and hash `to` leads to from `from` (absolute `to`s stay as they are). */
export function resolvePath(to: string, from: Pick<AppLocation, 'pathname' | 'search'>) {
  const url = new URL(to, `http://app${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export function useHref(to: string): string {
  const { pathname, search, hash } = resolvePath(to, useLocation());
  return `${pathname}${search}${hash}`;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** What each history entry holds: the navigation's state and the entry's key. */
interface HistoryEntryState {
  usr?: unknown;
  key?: string;
}

function windowLocation(): AppLocation {
  const { pathname, search, hash } = window.location;
  const entry = (window.history.state ?? {}) as HistoryEntryState;
  return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
}

/** The router of the browser: the address bar and its history (back and forward work). */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [location, setLocation] = useState(windowLocation);
  useEffect(() => {
    // The old page stays on screen while the next one loads (Suspense inside a transition).
    const onPopState = () => startTransition(() => setLocation(windowLocation()));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const navigate = useCallback<NavigateFunction>((to, options = {}) => {
    const target = resolvePath(to, windowLocation());
    const key = newKey();
    const entry: HistoryEntryState = { usr: options.state ?? null, key };
    const href = `${target.pathname}${target.search}${target.hash}`;
    if (options.replace) window.history.replaceState(entry, '', href);
    else window.history.pushState(entry, '', href);
    startTransition(() => setLocation({ ...target, state: options.state ?? null, key }));
  }, []);
  const navigation = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <NavigationContext value={navigation}>{children}</NavigationContext>;
}

const refuseNavigation: NavigateFunction = () => {
  throw new Error('A server-rendered page cannot navigate');
};

/** The router of a server render: one fixed location. */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const navigation = useMemo(
    () => ({
      location: {
        ...resolvePath(location, { pathname: '/', search: '' }),
        state: null,
        key: 'default',
      },
      navigate: refuseNavigation,
    }),
    [location],
  );
  return <NavigationContext value={navigation}>{children}</NavigationContext>;
}

/** A history held in memory, for tests: where it is, and every move it was asked to make. */
export class MemoryHistory {
  private listeners = new Set<() => void>();
  location: AppLocation;

  constructor(initial: string) {
    this.location = this.at(initial);
  }

  /** react-router's shape, which tests read: `router.state.location`. */
  get state() {
    return { location: this.location };
  }

  private at(to: string, state: unknown = null): AppLocation {
    return {
      ...resolvePath(to, this.location ?? { pathname: '/', search: '' }),
      state,
      key: newKey(),
    };
  }

  navigate: NavigateFunction = (to, options = {}) => {
    this.location = this.at(to, options.state ?? null);
    for (const listener of this.listeners) listener();
  };

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

export function MemoryRouter({
  history,
  children,
}: {
  history: MemoryHistory;
  children?: ReactNode;
}) {
  const location = useSyncExternalStore(history.subscribe, () => history.location);
  const navigation = useMemo(() => ({ location, navigate: history.navigate }), [location, history]);
  return <NavigationContext value={navigation}>{children}</NavigationContext>;
}

/** Navigates once rendered (a redirect inside the app). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

export interface LinkProps extends AnchorProps, NavigateOptions {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Whether a click is the app's to handle: a plain left click meant for this tab. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** A link within the app: a real `<a href>` (it works before hydration and opens in new tabs). */
export function Link({ to, replace, state, onClick, target, ...anchor }: LinkProps) {
  const navigate = useNavigate();
  const href = useHref(to);
  const external = EXTERNAL.test(to);
  return (
    <a
      {...anchor}
      href={external ? to : href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (external || anchor.download !== undefined || !isPlainClick(event, target)) return;
        event.preventDefault();
        navigate(to, { replace, state });
      }}
    />
  );
}

/** Whether `pathname` is `to`'s page (with `end`) or one under it. */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  const path = to.split(/[?#]/)[0] ?? to;
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const here = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (here === trimmed) return true;
  return !end && trimmed !== '/' && here.startsWith(`${trimmed}/`);
}

/** A link that marks itself `aria-current="page"` where it leads to the current page. */
export function NavLink({ end, ...link }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, link.to, end);
  return <Link {...link} aria-current={active ? 'page' : undefined} />;
}
