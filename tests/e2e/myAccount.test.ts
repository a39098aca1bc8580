import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../src/server/db/seed/seedDemo';
import { launchChromium } from './support/chromium';
import { type RunningServer, startProductionServer } from './support/productionServer';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Console errors and warnings, uncaught errors: any of them fails the test that caused it. */
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
  expect(problems).toEqual([]);
});

async function waitForHydration() {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

async function visible(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout: 10_000 });
  return locator;
}

/** Opens an account page as a guest: sign-in comes first, then the page asked for. */
async function openSignedIn(path: string) {
  await page.goto(path);
  await waitForHydration();
  await page.waitForURL((url) => url.pathname === '/account/login');
  expect(new URL(page.url()).searchParams.get('return_to')).toBe(path);
  await page.getByLabel('Email').fill(DEMO_ACCOUNT.email);
  await page.getByLabel('Password').fill(DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
  await visible(page.getByRole('heading', { name: 'My account', level: 1 }));
}

const tab = (name: string) => page.getByRole('tab', { name });

describe('/my_account', () => {
  it('changes the name on the details panel, and the change survives a reload', async () => {
    await openSignedIn('/my_account?panel=details');
    await visible(page.getByRole('tab', { name: 'Account details', selected: true }));
    const firstName = await visible(page.getByLabel('First name'));
    expect(await firstName.inputValue()).toBe('Demo');
    // No current password asked for a name change.
    expect(await page.getByLabel('Current password').count()).toBe(0);
    await firstName.fill('Demetra');
    await page.getByRole('button', { name: 'Save details' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Your details are saved.' }));
    await visible(page.getByRole('button', { name: 'Account menu for Demetra' }));

    // Changing the email asks for the current password.
    await page.getByLabel('Email', { exact: true }).fill('someone-else@printshop.test');
    await visible(page.getByLabel('Current password'));
    await page.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNT.email);
    await page.getByLabel('Current password').waitFor({ state: 'detached' });

    await page.reload();
    await waitForHydration();
    expect(await (await visible(page.getByLabel('First name'))).inputValue()).toBe('Demetra');
  });

  it('switches to email preferences by keyboard and saves a frequency', async () => {
    await openSignedIn('/my_account?panel=details');
    await tab('Account details').focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL((url) => url.search === '?panel=email_preferences');
    await visible(page.getByRole('tab', { name: 'Email preferences', selected: true }));
    // A query change is not a new page: focus stays on the tab the keyboard moved to.
    expect(await tab('Email preferences').evaluate((el) => el === document.activeElement)).toBe(
      true,
    );

    const weekly = await visible(page.getByRole('radio', { name: /^Weekly/ }));
    expect(await weekly.isChecked()).toBe(true);
    await weekly.focus();
    // Arrow keys move the choice inside the radio group: Weekly → Monthly.
    await page.keyboard.press('ArrowDown');
    await visible(page.getByRole('radio', { name: /^Monthly/, checked: true }));
    await page.getByRole('button', { name: 'Save preferences' }).focus();
    await page.keyboard.press('Enter');
    await visible(page.getByRole('status').filter({ hasText: 'email preferences are saved' }));

    await page.reload();
    await waitForHydration();
    expect(await (await visible(page.getByRole('radio', { name: /^Monthly/ }))).isChecked()).toBe(
      true,
    );
  });

  it('falls back to the orders panel for an unknown panel and shows the empty state', async () => {
    await openSignedIn('/my_account?panel=bogus');
    await visible(page.getByRole('tab', { name: 'Orders', selected: true }));
    await visible(page.getByText("You haven't placed an order yet."));
    await visible(page.getByRole('link', { name: 'Start a project' }));
  });

  it('deletes a saved card after confirming', async () => {
    await openSignedIn('/my_account?panel=credit_cards');
    const cards = await visible(page.getByRole('list', { name: 'Saved cards' }));
    await visible(cards.getByText('Visa'));
    expect(await cards.getByRole('listitem').count()).toBe(2);

    await page.getByRole('button', { name: 'Delete Visa ending in 4242' }).click();
    const dialog = await visible(page.getByRole('alertdialog', { name: 'Delete this card?' }));
    await dialog.getByRole('button', { name: 'Delete card' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Visa ending in 4242 was deleted.' }));
    await page.waitForFunction(
      () => document.querySelectorAll('[role="alertdialog"]').length === 0,
    );
    await cards.getByRole('listitem').filter({ hasText: '4242' }).waitFor({ state: 'detached' });
    expect(await cards.getByRole('listitem').count()).toBe(1);

    await page.reload();
    await waitForHydration();
    const after = await visible(page.getByRole('list', { name: 'Saved cards' }));
    expect(await after.getByRole('listitem').count()).toBe(1);
    await visible(after.getByText('Mastercard'));
  });
});
