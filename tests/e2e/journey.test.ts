import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { type RunningServer, startProductionServer } from './support/productionServer';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];

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
  expect(problems).toEqual([]);
});

async function waitForHydration() {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

describe('the shop in a real browser', () => {
  it('loads the home page server-rendered, then hydrated, with the product lines', async () => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain('id="app-state"');
    expect(html).toMatch(/Photo Books/);
    await waitForHydration();
    await expect(page.title()).resolves.toMatch(/Printshop/);
    const nav = page.getByRole('navigation', { name: /main/i });
    await expect(nav.getByRole('link', { name: /Cards/ }).first().isVisible()).resolves.toBe(true);
  });

  it('signs up, signs out and signs in again', async () => {
    await page.goto('/account/signup');
    await waitForHydration();
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: /create account/i }).click();
    await page.waitForURL(`${server.url}/`);
    await expect(page.getByRole('button', { name: /Grace/ }).isVisible()).resolves.toBe(true);

    await page.getByRole('button', { name: /Grace/ }).click();
    await page.getByRole('menuitem', { name: /sign out/i }).click();
    await expect(
      page
        .getByRole('link', { name: /sign in/i })
        .first()
        .isVisible(),
    ).resolves.toBe(true);

    await page
      .getByRole('link', { name: /sign in/i })
      .first()
      .click();
    await page.waitForURL(/\/account\/login/);
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page.getByRole('button', { name: /Grace/ }).isVisible()).resolves.toBe(true);
  });

  it('returns to a same-site return_to after sign-in, and ignores one to another site', async () => {
    await page.goto('/account/login?return_to=%2Fcontact');
    await waitForHydration();
    await page.getByLabel('Email').fill('demo@printshop.test');
    await page.getByLabel('Password').fill('demo-printshop');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(`${server.url}/contact`);
  });

  it('shows the not-found page with HTTP 404 for an unknown address', async () => {
    const response = await page.goto('/no-such-page-anywhere');
    expect(response?.status()).toBe(404);
    await waitForHydration();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(
      /not find|not found/i,
    );
  });
});
