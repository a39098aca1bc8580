import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { newestMailTo } from './support/mailOutbox';
import { type RunningServer, startProductionServer } from './support/productionServer';
import { signUpInBrowser } from './support/signUpInBrowser';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
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
  expect(problems.filter((p) => !expected.some((pattern) => pattern.test(p)))).toEqual([]);
});

async function waitForHydration() {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

async function visible(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout: 10_000 });
  return locator;
}

async function signUp(firstName: string, email: string, password: string) {
  await signUpInBrowser(page, server.dataDir, { firstName, email, password });
  await page.waitForURL(`${server.url}/`);
}

async function signIn(email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

describe('account deletion in a real browser', () => {
  it('deletes an account through the emailed link, and the credentials stop working', async () => {
    const email = 'leaving@example.com';
    const password = 'a long enough password';
    await signUp('Leona', email, password);

    await page.goto('/account-delete/email-settings');
    await waitForHydration();
    await visible(page.getByRole('heading', { name: 'Too many emails?' }));
    await visible(page.getByRole('link', { name: 'Change email preferences' }));
    await page.getByRole('button', { name: 'Continue to delete my account' }).click();
    await page.waitForURL(/\/account-delete\/verify-password$/);

    await (await visible(page.getByLabel('Password', { exact: true }))).fill(password);
    await page.getByRole('button', { name: 'Send me the confirmation link' }).click();
    await page.waitForURL(/\/account-delete\/confirmation-sent$/);
    await visible(page.getByRole('heading', { name: 'Check your email' }));

    const mail = await newestMailTo(server.dataDir, email, {
      subject: 'Confirm the deletion of your Printshop account',
    });
    const href = /https?:\/\/\S+\/account-delete\/confirmation\?\S+/.exec(mail.text ?? '')?.[0];
    expect(href).toBeDefined();
    const link = new URL(href!);
    expect(link.searchParams.get('evt')).toBeTruthy();
    expect(link.searchParams.get('uid')).toMatch(/^\d+$/);

    await page.goto(`${link.pathname}${link.search}`);
    await waitForHydration();
    await visible(page.getByRole('heading', { name: 'Delete your account' }));
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await visible(
      page.getByText('Your account and personal data are gone, and you are signed out.'),
    );
    await visible(page.getByRole('link', { name: /sign in/i }).first());

    await page.goto('/account/login');
    await waitForHydration();
    expected.push(/status of 401/);
    await signIn(email, password);
    await visible(page.getByText(/email or password is not correct/i));
  });

  it('keeps the steps in order: a later step opened directly starts over', async () => {
    await page.goto('/account-delete/verify-password');
    await page.waitForURL(/\/account-delete\/email-settings$/);
    await visible(page.getByRole('heading', { name: 'Too many emails?' }));

    await page.goto('/account-delete/confirmation');
    await waitForHydration();
    await visible(page.getByText(/missing part of it/));
    await visible(page.getByRole('link', { name: 'Start again' }));

    // A wrong or spent link is refused, and the page offers a new one instead of a retry.
    await page.goto('/account-delete/confirmation?evt=not-a-real-token&uid=1');
    await waitForHydration();
    expected.push(/status of 400/);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await visible(page.getByRole('alert').getByText(/invalid, expired or already used/));
    await visible(page.getByRole('link', { name: 'Start again' }));
    expect(await page.getByRole('button', { name: 'Delete my account' }).count()).toBe(0);
  });
});

describe('small account pages', () => {
  it('keeps a claimed offer for the cart and returns to return_to', async () => {
    await page.goto('/claim-offer?coupon_code=spring25&return_to=%2Fcontact');
    await page.waitForURL(`${server.url}/contact`);
    const stored = await page.evaluate(() => localStorage.getItem('printshop.pendingCoupon'));
    expect(JSON.parse(stored!)).toMatchObject({ code: 'SPRING25' });

    // Another site as return_to is refused: home instead.
    await page.goto('/claim-offer?coupon_code=WINTER&return_to=https%3A%2F%2Fevil.example');
    await page.waitForURL(`${server.url}/`);
  });

  it('hands the editor a token in the fragment, after sign-in for a guest', async () => {
    await page.goto('/account/auth_editor?returnTo=%2Fcontact%3Ffrom%3Deditor');
    await page.waitForURL(/\/account\/login\?return_to=/);
    await waitForHydration();
    await signIn('demo@printshop.test', 'demo-printshop');
    await page.waitForURL(/\/contact\?from=editor#token=/);

    const token = decodeURIComponent(new URL(page.url()).hash.slice('#token='.length));
    const response = await fetch(`${server.url}/api/v2/my/sessions/current`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).user.email).toBe('demo@printshop.test');

    // Signed in already: straight through.
    await page.goto('/account/auth_editor?returnTo=%2Fcontact');
    await page.waitForURL(/\/contact#token=/);
  });

  it('explains a provider sign-in without an email', async () => {
    await page.goto('/account/specify-email?provider=facebook&error=access_denied');
    await waitForHydration();
    await visible(page.getByRole('heading', { name: 'We need your email address' }));
    await visible(page.getByText(/Facebook: You did not allow access/));
    await visible(page.getByRole('link', { name: 'Create an account with my email' }));
  });
});
