import { describe, expect, it } from 'vitest';
import { browserSession, visible, waitForHydration } from './support/browserSession';
import { signUpInBrowser } from './support/signUpInBrowser';

const session = browserSession({ serviceWorker: true });

async function signIn(email: string, password: string) {
  await session.page.getByLabel('Email').fill(email);
  await session.page.getByLabel('Password').fill(password);
  await session.page.getByRole('button', { name: /sign in/i }).click();
}

describe('the shop in a real browser', () => {
  it('loads the home page server-rendered, then hydrated, with the product lines', async () => {
    const response = await session.page.goto('/');
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain('id="app-state"');
    expect(html).toMatch(/Photo Books/);
    await waitForHydration(session.page);
    expect(await session.page.title()).toMatch(/Printshop/);
    const nav = session.page.getByRole('navigation', { name: 'Products' });
    for (const line of ['Photo Books', 'Cards', 'Calendars', 'Labels']) {
      await visible(nav.getByRole('link', { name: line, exact: true }));
    }
  });

  it('signs up through the emailed link, signs out and signs in again', async () => {
    const link = await signUpInBrowser(
      session.page,
      session.server.dataDir,
      { firstName: 'Grace', email: 'grace@example.com', password: 'a long enough password' },
      '/account/signup?return_to=%2Fcontact',
    );
    expect(link.searchParams.get('return_to')).toBe('/contact');
    await session.page.waitForURL(`${session.server.url}/contact`);
    const account = await visible(session.page.getByRole('button', { name: /Grace/ }));

    // The header re-renders as the new session's data settles (drafts, favourites, cart and
    // invitation counts), which can close a menu opened a moment before: let it settle, then
    // open the menu and press Sign out, again until the press lands.
    await session.page.waitForLoadState('networkidle');
    const signOut = session.page.getByRole('button', { name: /sign out/i });
    await expect
      .poll(
        async () => {
          if (!(await signOut.isVisible())) await account.click();
          try {
            await signOut.click({ timeout: 2000 });
            return true;
          } catch {
            return false;
          }
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true);
    const signInLink = await visible(session.page.getByRole('link', { name: /sign in/i }).first());
    expect(await session.page.getByRole('button', { name: /Grace/ }).count()).toBe(0);

    await signInLink.click();
    await session.page.waitForURL(/\/account\/login/);
    await signIn('grace@example.com', 'a long enough password');
    await visible(session.page.getByRole('button', { name: /Grace/ }));
  });

  it('says so when the password is wrong, and keeps what was typed', async () => {
    await session.page.goto('/account/login');
    await waitForHydration(session.page);
    // The failed sign-in is a 401 the page handles; Chromium still logs the resource.
    session.expected.push(/status of 401/);
    await signIn('demo@printshop.test', 'not the password');
    await visible(session.page.getByText(/email or password is not correct/i));
    expect(await session.page.getByLabel('Email').inputValue()).toBe('demo@printshop.test');
  });

  it('returns to a same-site return_to after sign-in', async () => {
    await session.page.goto('/account/login?return_to=%2Fcontact');
    await waitForHydration(session.page);
    await signIn('demo@printshop.test', 'demo-printshop');
    await session.page.waitForURL(`${session.server.url}/contact`);
  });

  it('ignores a return_to that leads to another site', async () => {
    await session.page.goto('/account/login?return_to=https%3A%2F%2Fevil.example%2Fsteal');
    await waitForHydration(session.page);
    await signIn('demo@printshop.test', 'demo-printshop');
    await session.page.waitForURL(`${session.server.url}/`);
  });

  it('opens the account menu with the keyboard', async () => {
    await session.page.goto('/account/login');
    await waitForHydration(session.page);
    await signIn('demo@printshop.test', 'demo-printshop');
    // Sign-in navigates home and then moves the focus to <main>; take it only after that.
    await session.page.waitForURL(`${session.server.url}/`);
    await session.page.waitForFunction(() => document.activeElement?.id === 'main');
    const account = await visible(session.page.getByRole('button', { name: /account menu/i }));
    await account.focus();
    await session.page.keyboard.press('Enter');
    const links = await visible(session.page.getByRole('list', { name: 'Account' }));
    expect(await account.getAttribute('aria-expanded')).toBe('true');
    // Tab walks the links in order; Escape closes and gives the focus back to the button.
    await session.page.keyboard.press('Tab');
    expect(await session.page.evaluate(() => document.activeElement?.textContent)).toBe(
      'My account',
    );
    await session.page.keyboard.press('Escape');
    await links.waitFor({ state: 'hidden' });
    expect(await account.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('shows the not-found page with HTTP 404 for an unknown address', async () => {
    session.expected.push(/status of 404/);
    const response = await session.page.goto('/no-such-page-anywhere');
    expect(response?.status()).toBe(404);
    await waitForHydration(session.page);
    const heading = await visible(session.page.getByRole('heading', { level: 1 }));
    expect(await heading.textContent()).toMatch(/couldn't find|not found/i);
  });

  it('offers a reload when a page chunk cannot be loaded, keeping the page readable', async () => {
    await session.page.route(/\/assets\/LoginPage-[^/]+\.js$/, (route) => route.abort('failed'));
    session.expected.push(/Loading chunk .* failed/, /Failed to load resource/, /Failed to fetch/);
    await session.page.goto('/');
    await waitForHydration(session.page);
    // Client navigation fails, the page reloads once by itself, fails again at startup, and says so.
    await session.page
      .getByRole('link', { name: /sign in/i })
      .first()
      .click();
    const notice = await visible(
      session.page.getByRole('alert').filter({ hasText: /didn't load/ }),
    );
    await visible(notice.getByRole('button', { name: 'Reload the page' }));
    expect(session.page.url()).toBe(`${session.server.url}/account/login`);
    await visible(session.page.getByRole('heading', { name: /sign in/i }));
    expect(session.problems.some((p) => /Loading chunk .* failed/.test(p))).toBe(true);
  });
});
