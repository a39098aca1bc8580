import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { type RunningServer, startProductionServer } from './support/productionServer';
import { signUpInBrowser } from './support/signUpInBrowser';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Console errors and warnings, uncaught errors: any of them fails the test that caused it. */
let problems: string[];
/** What a test provokes on purpose (a 404 page, a failed chunk) and so may appear once. */
let expected: RegExp[];

beforeAll(async () => {
  server = await startProductionServer();
  browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

beforeEach(async () => {
  context = await browser.newContext({ baseURL: server.url });
  page = await context.newPage();
  problems = [];
  expected = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
});

afterEach(async () => {
  await context.close();
  // No console errors or warnings on any page: hydration mismatches show up here too.
  expect(problems.filter((p) => !expected.some((pattern) => pattern.test(p)))).toEqual([]);
});

async function waitForHydration() {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Waits until the element is on screen: a failed wait is the assertion. */
async function visible(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout: 10_000 });
  return locator;
}

async function signIn(email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

describe('the shop in a real browser', () => {
  it('loads the home page server-rendered, then hydrated, with the product lines', async () => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain('id="app-state"');
    expect(html).toMatch(/Photo Books/);
    await waitForHydration();
    expect(await page.title()).toMatch(/Printshop/);
    const nav = page.getByRole('navigation', { name: 'Products' });
    for (const line of ['Photo Books', 'Cards', 'Calendars', 'Labels']) {
      await visible(nav.getByRole('link', { name: line, exact: true }));
    }
  });

  it('signs up through the emailed link, signs out and signs in again', async () => {
    const link = await signUpInBrowser(
      page,
      server.dataDir,
      { firstName: 'Grace', email: 'grace@example.com', password: 'a long enough password' },
      '/account/signup?return_to=%2Fcontact',
    );
    expect(link.searchParams.get('return_to')).toBe('/contact');
    await page.waitForURL(`${server.url}/contact`);
    const account = await visible(page.getByRole('button', { name: /Grace/ }));

    await account.click();
    await (await visible(page.getByRole('button', { name: /sign out/i }))).click();
    const signInLink = await visible(page.getByRole('link', { name: /sign in/i }).first());
    expect(await page.getByRole('button', { name: /Grace/ }).count()).toBe(0);

    await signInLink.click();
    await page.waitForURL(/\/account\/login/);
    await signIn('grace@example.com', 'a long enough password');
    await visible(page.getByRole('button', { name: /Grace/ }));
  });

  it('says so when the password is wrong, and keeps what was typed', async () => {
    await page.goto('/account/login');
    await waitForHydration();
    // The failed sign-in is a 401 the page handles; Chromium still logs the resource.
    expected.push(/status of 401/);
    await signIn('demo@printshop.test', 'not the password');
    await visible(page.getByText(/email or password is not correct/i));
    expect(await page.getByLabel('Email').inputValue()).toBe('demo@printshop.test');
  });

  it('returns to a same-site return_to after sign-in', async () => {
    await page.goto('/account/login?return_to=%2Fcontact');
    await waitForHydration();
    await signIn('demo@printshop.test', 'demo-printshop');
    await page.waitForURL(`${server.url}/contact`);
  });

  it('ignores a return_to that leads to another site', async () => {
    await page.goto('/account/login?return_to=https%3A%2F%2Fevil.example%2Fsteal');
    await waitForHydration();
    await signIn('demo@printshop.test', 'demo-printshop');
    await page.waitForURL(`${server.url}/`);
  });

  it('opens the account menu with the keyboard', async () => {
    await page.goto('/account/login');
    await waitForHydration();
    await signIn('demo@printshop.test', 'demo-printshop');
    // Sign-in navigates home and then moves the focus to <main>; take it only after that.
    await page.waitForURL(`${server.url}/`);
    await page.waitForFunction(() => document.activeElement?.id === 'main');
    const account = await visible(page.getByRole('button', { name: /account menu/i }));
    await account.focus();
    await page.keyboard.press('Enter');
    const links = await visible(page.getByRole('list', { name: 'Account' }));
    expect(await account.getAttribute('aria-expanded')).toBe('true');
    // Tab walks the links in order; Escape closes and gives the focus back to the button.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('My account');
    await page.keyboard.press('Escape');
    await links.waitFor({ state: 'hidden' });
    expect(await account.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('shows the not-found page with HTTP 404 for an unknown address', async () => {
    expected.push(/status of 404/);
    const response = await page.goto('/no-such-page-anywhere');
    expect(response?.status()).toBe(404);
    await waitForHydration();
    const heading = await visible(page.getByRole('heading', { level: 1 }));
    expect(await heading.textContent()).toMatch(/couldn't find|not found/i);
  });

  it('offers a reload when a page chunk cannot be loaded, keeping the page readable', async () => {
    await page.route(/\/assets\/LoginPage-[^/]+\.js$/, (route) => route.abort('failed'));
    expected.push(/Loading chunk .* failed/, /Failed to load resource/, /Failed to fetch/);
    await page.goto('/');
    await waitForHydration();
    // Client navigation fails, the page reloads once by itself, fails again at startup, and says so.
    await page
      .getByRole('link', { name: /sign in/i })
      .first()
      .click();
    const notice = await visible(page.getByRole('alert').filter({ hasText: /didn't load/ }));
    await visible(notice.getByRole('button', { name: 'Reload the page' }));
    expect(page.url()).toBe(`${server.url}/account/login`);
    await visible(page.getByRole('heading', { name: /sign in/i }));
    expect(problems.some((p) => /Loading chunk .* failed/.test(p))).toBe(true);
  });
});
