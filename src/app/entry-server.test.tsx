import { describe, expect, it, vi } from 'vitest';
import { render } from './entry-server';

const anonymous = { anonymousId: 'anon-1', csrfToken: 'csrf-1' };
const signedIn = { ...anonymous, user: { id: 7, email: 'ada@example.com', firstName: 'Ada' } };

function input(url: string, session: typeof anonymous | typeof signedIn = anonymous) {
  return {
    url,
    state: { session, csrfToken: 'csrf-1' },
    callAction: vi.fn(() => Promise.reject(new Error('no calls expected'))),
    origin: 'https://shop.example',
  } as Parameters<typeof render>[0];
}

describe('render', () => {
  it('renders the home page from its content (pages/main) with its head and structured data', async () => {
    const home = input('/');
    home.callAction = vi.fn((name: string) =>
      name === 'pages/main'
        ? Promise.resolve({
            title: 'Personalised photo books',
            sections: [{ type: 'hero', title: 'Your photos, beautifully printed.' }],
          })
        : Promise.reject(new Error(`no call ${name} expected`)),
    ) as typeof home.callAction;
    const result = await render(home);
    expect(result.status).toBe(200);
    expect(result.redirect).toBeUndefined();
    expect(result.html).toContain('Your photos, beautifully printed.');
    expect(result.head).toContain(
      '<title>Printshop — Photo books, cards, calendars and wall art</title>',
    );
    expect(result.head).toContain('<link rel="canonical" href="https://shop.example/">');
    expect(result.head).toContain('"@type":"WebSite"');
    expect(result.head).toContain('https://shop.example/search?q={search_term_string}');
  });

  it('hands over the session and CSRF token in safe state JSON', async () => {
    const result = await render(input('/'));
    expect(result.stateJson).not.toMatch(/[<>]/);
    const state = JSON.parse(result.stateJson);
    expect(state.csrfToken).toBe('csrf-1');
    expect(state.session).toEqual({ signedIn: false, anonymousId: 'anon-1' });
    const keys = state.queryCache.queries.map((q: { queryKey: unknown }) => q.queryKey);
    expect(keys).toContainEqual(['session']);
  });

  it('renders a content page from the catch-all, keyed by content version and slug', async () => {
    const shipping = input('/shipping');
    const callAction = vi.fn((name: string, payload: unknown) =>
      name === 'content_pages'
        ? Promise.resolve({
            title: 'Shipping & delivery',
            sections: [{ type: 'text', paragraphs: ['Cards ship in a day.'] }],
          })
        : Promise.reject(new Error(`no call ${name} ${JSON.stringify(payload)} expected`)),
    );
    shipping.callAction = callAction as typeof shipping.callAction;
    const result = await render(shipping);
    expect(callAction).toHaveBeenCalledWith('content_pages', {
      version: '2025-01',
      slug: 'shipping',
    });
    expect(result.status).toBe(200);
    expect(result.html).toContain('Shipping &amp; delivery');
    expect(result.head).toContain('<title>Shipping &amp; delivery | Printshop</title>');
    expect(result.head).toContain('href="https://shop.example/shipping"');
  });

  it('answers 404 with the not-found page for an unknown path and for /not-found', async () => {
    for (const url of ['/no-such-page', '/not-found', '/Weird%20Path']) {
      const result = await render(input(url));
      expect(result.status, url).toBe(404);
      expect(result.html).toContain('We couldn&#x27;t find that page');
      expect(result.head).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('shows the coming-soon page for a route not built yet', async () => {
    const result = await render(input('/home-decor/metal-prints'));
    expect(result.status).toBe(200);
    expect(result.html).toContain('Metal prints');
    expect(result.head).toContain('<title>Metal prints | Printshop</title>');
  });

  it('renders the sign-in page for visitors', async () => {
    const result = await render(input('/account/login?return_to=%2Fcheckout%2Fcart'));
    expect(result.status).toBe(200);
    expect(result.html).toContain('name="email"');
  });

  it('sends a signed-in user from the account pages to return_to, or home', async () => {
    const back = await render(input('/account/login?return_to=%2Fcheckout%2Fcart', signedIn));
    expect(back).toMatchObject({ status: 302, redirect: '/checkout/cart' });
    const unsafe = await render(input('/account/signup?return_to=%2F%2Fevil.example', signedIn));
    expect(unsafe).toMatchObject({ status: 302, redirect: '/' });
  });

  it('shows the user in the header when signed in', async () => {
    const result = await render(input('/', signedIn));
    expect(result.html).toContain('Account menu for Ada');
    expect(JSON.parse(result.stateJson).session.signedIn).toBe(true);
  });
});
