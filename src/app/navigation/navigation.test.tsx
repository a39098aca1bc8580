// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createBrowserRouter, RouterProvider, StaticRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RouterNavigation } from '../routing/routerNavigation';
import { isActivePath, Link, NavLink, resolveHref, useLocation } from './navigation';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  window.history.replaceState(null, '', '/');
});

function Where() {
  const { pathname, search, state } = useLocation();
  return <output>{`${pathname}${search} ${JSON.stringify(state)}`}</output>;
}

/** The UI at every address of a browser data router, as the app mounts it. */
async function renderInBrowser(ui: ReactNode) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const router = createBrowserRouter([
    { path: '*', element: <RouterNavigation>{ui}</RouterNavigation> },
  ]);
  await act(async () => root?.render(<RouterProvider router={router} />));
  return { page: container, router };
}

const click = (element: Element, init: MouseEventInit = {}) =>
  act(async () => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
  });

describe('navigation (React Router, and the app’s links over its hooks)', () => {
  it('follows a plain click in the app, with history and state; back returns', async () => {
    const { page } = await renderInBrowser(
      <>
        <Link to="/cards/all?page=2" state={{ from: 'home' }}>
          Cards
        </Link>
        <Where />
      </>,
    );
    const link = page.querySelector('a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/cards/all?page=2');
    await click(link);
    expect(window.location.pathname).toBe('/cards/all');
    expect(page.querySelector('output')?.textContent).toBe('/cards/all?page=2 {"from":"home"}');

    // The browser's Back: the address changes, then popstate.
    window.history.replaceState(null, '', '/');
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(page.querySelector('output')?.textContent).toBe('/ null');
  });

  it('resolves a query-only link against the current page', async () => {
    window.history.replaceState(null, '', '/cards/all?page=2');
    const { page } = await renderInBrowser(<Link to="?page=3">Next</Link>);
    expect(page.querySelector('a')?.getAttribute('href')).toBe('/cards/all?page=3');
  });

  it('leaves modified clicks, other targets and other sites to the browser', async () => {
    const { page } = await renderInBrowser(
      <>
        <Link to="/cards/all">Cards</Link>
        <Link to="/cart" target="_blank">
          Cart
        </Link>
        <Link to="https://example.com/help">Help</Link>
        <Where />
      </>,
    );
    const [cards, cart, help] = [...page.querySelectorAll('a')] as HTMLAnchorElement[];
    // What the app left to the browser, recorded (and then stopped: there is no browser here).
    const leftToBrowser: boolean[] = [];
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    await click(cards as Element, { ctrlKey: true });
    await click(cart as Element);
    await click(help as Element);
    document.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, true, true]);
    expect(help?.getAttribute('href')).toBe('https://example.com/help');
    expect(page.querySelector('output')?.textContent).toBe('/ null');
  });

  it('resolves hrefs as the browser does: paths as they are, a query or hash against the page', () => {
    const here = { pathname: '/cards/all', search: '?page=2' };
    expect(resolveHref('/cart', here)).toBe('/cart');
    expect(resolveHref('?page=3', here)).toBe('/cards/all?page=3');
    expect(resolveHref('#designs', here)).toBe('/cards/all?page=2#designs');
    expect(resolveHref('/cards/all?tt=foil#top', here)).toBe('/cards/all?tt=foil#top');
  });

  it('marks a path active on its page, and under it unless it must end there', () => {
    expect(isActivePath('/photos', '/photos')).toBe(true);
    expect(isActivePath('/photos/albums', '/photos')).toBe(true);
    expect(isActivePath('/photos/albums', '/photos', true)).toBe(false);
    expect(isActivePath('/photosets', '/photos')).toBe(false);
    expect(isActivePath('/cards', '/')).toBe(false);
    expect(isActivePath('/cart/', '/cart?x=1')).toBe(true);
  });

  it('marks the current page’s link for assistive technology, also on the server', () => {
    const html = renderToString(
      <StaticRouter location="/photos/albums">
        <RouterNavigation>
          <NavLink to="/photos">Photos</NavLink>
          <NavLink to="/photos" end>
            Library
          </NavLink>
          <NavLink to="/photosets">Sets</NavLink>
        </RouterNavigation>
      </StaticRouter>,
    );
    const links = new DOMParser().parseFromString(html, 'text/html').querySelectorAll('a');
    expect([...links].map((a) => a.getAttribute('aria-current'))).toEqual(['page', null, null]);
  });
});
