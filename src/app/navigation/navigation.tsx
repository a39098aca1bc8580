import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type Ref,
  use,
  useEffect,
} from 'react';
import type {
  Location,
  NavigateFunction,
  NavigateOptions as RouterNavigateOptions,
} from 'react-router-dom';

/*
 * The app's navigation is React Router's (react-router-dom 7, a data router made from the shared
 * route table in appRoutes.tsx) once the router runs; pages import these names from here, never
 * from the router. The router is not in a browsing page's first load (browsingPages in
 * pageModules.ts): such a page hydrates with the location read from the address bar, and its
 * first navigation loads the router and hands over (AppRoot). Both give pages the same context,
 * so a page is the same component either way. Link and NavLink are the app's own few lines over
 * it: React Router's carry prefetching and view transitions, for framework mode, that the shop
 * never uses.
 */
export type { NavigateFunction, NavigateOptions } from 'react-router-dom';
export type AppLocation = Location;

/** What pages read and do about where they are: the location and a way to go elsewhere. */
export interface Navigation {
  location: AppLocation;
  navigate: NavigateFunction;
}

export const NavigationContext = createContext<Navigation | null>(null);

function useNavigation(): Navigation {
  const navigation = use(NavigationContext);
  if (!navigation) throw new Error('navigation is used outside the app’s navigation context');
  return navigation;
}

export function useLocation(): AppLocation {
  return useNavigation().location;
}

export function useNavigate(): NavigateFunction {
  return useNavigation().navigate;
}

/** `to` as an address in this app, resolved against the current location (`?page=2` stays here). */
export function resolveHref(to: string, location: Pick<AppLocation, 'pathname' | 'search'>) {
  const base = new URL(`${location.pathname}${location.search}`, 'http://app.invalid');
  const url = new URL(to, base);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The href of an in-app `to` from the current page. */
export function useHref(to: string): string {
  return resolveHref(to, useLocation());
}

/** Goes to `to` once rendered (a redirect from inside a page); renders nothing. */
export function Navigate({
  to,
  replace,
  state,
}: { to: string } & Pick<RouterNavigateOptions, 'replace' | 'state'>) {
  const navigate = useNavigate();
  const href = useHref(to);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `state` object each render is the same redirect, not another.
  useEffect(() => {
    void navigate(href, { replace, state });
  }, [navigate, href, replace]);
  return null;
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

export interface LinkProps extends AnchorProps, Pick<RouterNavigateOptions, 'replace' | 'state'> {
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
  const { location, navigate } = useNavigation();
  const external = EXTERNAL.test(to);
  const href = external ? to : resolveHref(to, location);
  return (
    <a
      {...anchor}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (external || anchor.download !== undefined || !isPlainClick(event, target)) return;
        event.preventDefault();
        void navigate(href, { replace, state });
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
