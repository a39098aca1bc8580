// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadDeferredParts } from '../../navigation/deferredPart';
import { createQueryClient } from '../../queryClient';
import { sessionQueryKey } from '../../state/session/sessionQuery';
import { cleanupRendered, renderInRouter } from '../../testing/renderInRouter';
import { SiteLayout } from './SiteLayout';

// The footer and the notices load after hydration in the browser; here they render in place.
beforeAll(loadDeferredParts);
afterEach(cleanupRendered);

function linkNames(root: ParentNode, selector: string) {
  return [...root.querySelectorAll(selector)].map((a) => [
    a.textContent?.trim(),
    a.getAttribute('href'),
  ]);
}

describe('SiteLayout', () => {
  it('has a skip link to the main landmark first, then header, main and footer', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryKey, { anonymousId: 'a1', csrfToken: 't' });
    const { container } = await renderInRouter(<SiteLayout />, { queryClient });

    const skip = container.querySelector('a');
    expect(skip?.textContent).toBe('Skip to main content');
    expect(skip?.getAttribute('href')).toBe('#main');
    const main = container.querySelector('main');
    expect(main?.id).toBe('main');
    expect(main?.tabIndex).toBe(-1);
    expect(container.querySelector('header')).not.toBeNull();
    expect(container.querySelector('footer')).not.toBeNull();
  });

  it('links the product lines, search and the account area in the header', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryKey, { anonymousId: 'a1', csrfToken: 't' });
    const { container } = await renderInRouter(<SiteLayout />, { url: '/cards/all', queryClient });

    const products = container.querySelector('nav[aria-label="Products"]');
    expect(products).not.toBeNull();
    expect(linkNames(products!, ':scope > ul > li > a')).toEqual([
      ['Photo Books', '/photo-books'],
      ['Cards', '/cards/all'],
      ['Calendars', '/photo-calendars'],
      ['Labels', '/labels'],
      ['Prints', '/photo-prints'],
    ]);
    // Lines with sub-pages show their links from a labelled disclosure button, hidden until opened.
    const menuButtons = [...products!.querySelectorAll('button')].map((b) => [
      b.getAttribute('aria-label') ?? b.textContent,
      b.getAttribute('aria-expanded'),
      products!.querySelector(`[id="${b.getAttribute('aria-controls')}"]`)?.hasAttribute('hidden'),
    ]);
    expect(menuButtons).toEqual([
      ['More Photo Books', 'false', true],
      ['More Cards', 'false', true],
      ['Wall Art', 'false', true],
    ]);
    expect(container.querySelector('a[aria-current="page"]')?.textContent).toBe('Cards');

    const search = container.querySelector('form[role="search"]');
    expect(search?.getAttribute('action')).toBe('/search');
    expect(search?.querySelector('input[name="q"]')?.getAttribute('aria-label')).toBe(
      'Search products',
    );

    const header = container.querySelector('header')!;
    const headerLinks = linkNames(header, 'a').map(([name]) => name);
    expect(headerLinks).toEqual(
      expect.arrayContaining(['My Photos', 'My Projects', 'Cart', 'Sign in', 'Create account']),
    );
    // Signing in comes back to the current page.
    expect(header.querySelector('a[href^="/account/login"]')?.getAttribute('href')).toBe(
      '/account/login?return_to=%2Fcards%2Fall',
    );
  });

  it('shows the signed-in user instead of the sign-in links', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryKey, {
      anonymousId: 'a1',
      csrfToken: 't',
      user: { id: 7, email: 'ada@example.com', firstName: 'Ada' },
    });
    const { container } = await renderInRouter(<SiteLayout />, { queryClient });
    const header = container.querySelector('header')!;
    expect(header.querySelector('a[href^="/account/login"]')).toBeNull();
    expect(header.querySelector('button[aria-label="Account menu for Ada"]')).not.toBeNull();
  });

  it('links the help and company pages in the footer', async () => {
    const { container } = await renderInRouter(<SiteLayout />);
    const footerLinks = linkNames(container.querySelector('footer')!, 'a');
    expect(footerLinks).toEqual(
      expect.arrayContaining([
        ['Shipping & delivery', '/shipping'],
        ['FAQ', '/faq'],
        ['Help centre', '/help'],
        ['Customer reviews', '/l/customer-reviews'],
        ['Contact us', '/contact'],
        ['Privacy & cookies', '/main/privacy/cookie'],
      ]),
    );
  });
});
