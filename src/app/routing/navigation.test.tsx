// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  isActivePath,
  Link,
  NavLink,
  resolvePath,
  StaticRouter,
  useLocation,
} from './navigation';

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

async function renderInBrowser(ui: React.ReactNode) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root?.render(<BrowserRouter>{ui}</BrowserRouter>));
  return container;
}

const click = (element: Element, init: MouseEventInit = {}) =>
  act(async () => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
  });

describe('navigation', () => {
  it('resolves paths against the current page', () => {
    expect(resolvePath('/cards/all?page=2#top', { pathname: '/', search: '' })).toEqual({
      pathname: '/cards/all',
      search: '?page=2',
      hash: '#top',
    });
    expect(resolvePath('?page=3', { pathname: '/cards/all', search: '?page=2' }).search).toBe(
      '?page=3',
    );
  });

  it('marks a path active on its page, and under it unless it must end there', () => {
    expect(isActivePath('/photos', '/photos')).toBe(true);
    expect(isActivePath('/photos/albums', '/photos')).toBe(true);
    expect(isActivePath('/photos/albums', '/photos', true)).toBe(false);
    expect(isActivePath('/photosets', '/photos')).toBe(false);
    expect(isActivePath('/cards', '/')).toBe(false);
    expect(isActivePath('/cart/', '/cart?x=1')).toBe(true);
  });

  it('follows a plain click in the app, with history and state; back returns', async () => {
    const page = await renderInBrowser(
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

    window.history.replaceState(null, '', '/');
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(page.querySelector('output')?.textContent).toBe('/ null');
  });

  it('leaves modified clicks, other targets and other sites to the browser', async () => {
    const page = await renderInBrowser(
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

  it('marks the current page’s link for assistive technology, also on the server', () => {
    const html = renderToString(
      <StaticRouter location="/photos/albums">
        <NavLink to="/photos">Photos</NavLink>
        <NavLink to="/photos" end>
          Library
        </NavLink>
      </StaticRouter>,
    );
    expect(html).toContain('<a aria-current="page" href="/photos">Photos</a>');
    expect(html).toContain('<a href="/photos">Library</a>');
  });
});
