import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import {
  type NavigateOptions as RouterNavigateOptions,
  useHref,
  useLocation,
  useNavigate,
} from 'react-router-dom';

/*
 * The app's navigation is React Router's (react-router-dom 7, a data router made from the shared
 * route table in appRoutes.tsx); pages import these names from here, so the router is named in
 * one place. The location, navigate and redirect come from React Router as they are. Link and
 * NavLink are the app's own few lines over its hooks: React Router's carry prefetching and view
 * transitions, for framework mode, that the shop never uses and every first load would download.
 */
export {
  type Location as AppLocation,
  Navigate,
  type NavigateFunction,
  type NavigateOptions,
  useHref,
  useLocation,
  useNavigate,
} from 'react-router-dom';

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
  const navigate = useNavigate();
  const external = EXTERNAL.test(to);
  const href = useHref(external ? '.' : to);
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
