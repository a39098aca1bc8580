import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, visible, waitForHydration } from './support/browserSession';
import { newestMailTo } from './support/mailOutbox';
import { signUpInBrowser } from './support/signUpInBrowser';

/*
 * Gifting a product, in Chromium against the production build: the giver puts a gift for a
 * friend in their cart and pays for it at checkout; the friend gets the mail, opens its link,
 * creates an account, accepts, and finds the product in their cart with the gift coupon taking
 * its whole price off.
 */

const session = browserSession({ serverEnv: { DEMO_SAMPLE_PHOTOS: '0' } });

async function newCustomer(page: Page, firstName: string, email: string) {
  await signUpInBrowser(page, session.server.dataDir, {
    firstName,
    email,
    password: 'correct horse battery staple',
  });
  await page.waitForURL((url) => url.pathname === '/');
}

/** A JSON call as the signed-in page makes it (cookies and CSRF token of the browser). */
async function api(page: Page, method: 'POST', path: string, body: object) {
  const current = await (await page.request.get('/api/v2/my/sessions/current')).json();
  const response = await page.request.fetch(`/api/v2/${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-csrf-token': current.csrf_token },
    data: JSON.stringify(body),
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

describe('a gift in a real browser', () => {
  it('is paid by the giver at checkout, mailed, accepted, and lands in the friend’s cart free', async () => {
    const { page } = session;
    const stamp = Date.now();
    const friend = `friend-${stamp}@example.com`;
    await newCustomer(page, 'Gia', `giver-${stamp}@example.com`);
    const { items } = await (await page.request.get('/api/v2/products?product_type_id=4')).json();
    await api(page, 'POST', 'purchase_invite', {
      email: friend,
      product_id: items[0].id,
      message: 'Happy birthday!',
    });

    // The giver's checkout: the gift is a line of the cart, paid like any other.
    await page.goto('/checkout/cart');
    await waitForHydration(page);
    await visible(page.getByRole('heading', { name: `Gift for ${friend}: ${items[0].name}` }));
    await page.getByRole('button', { name: 'Add address' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Add an address' }));
    await dialog.getByLabel('First name').fill('Gia');
    await dialog.getByLabel('Last name').fill('Giver');
    await dialog.getByLabel('Address line 1').fill('1 Infinite Loop');
    await dialog.getByRole('combobox', { name: 'Postal code' }).fill('60601');
    await dialog.getByLabel('City').fill('Chicago');
    await dialog.getByLabel('State / province').fill('IL');
    await dialog.getByRole('button', { name: 'Add address' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const shipping = page.getByRole('region', { name: 'Shipping method' });
    await (await visible(shipping.getByRole('radio').first()))
      .locator('xpath=ancestor::label[1]')
      .click();
    await expect.poll(() => page.getByText('Choose a shipping method first.').count()).toBe(0);
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/confirm', { timeout: 30_000 });
    // The confirmation has read the order: cookies cleared before that turn its read into a 401.
    await visible(page.getByTestId('order-number').locator('strong'));

    // The friend's mail holds the gift's page.
    const mail = await newestMailTo(session.server.dataDir, friend, {
      subject: /sent you a gift/,
      timeoutMs: 20_000,
    });
    const link = /https?:\/\/\S+(\/invite\/purchase\/[A-Z0-9]+)/.exec(mail.text ?? '')?.[1];
    expect(link).toBeTruthy();

    // Someone else's browser: signed out, the page says what the gift is and asks to sign in.
    await page.context().clearCookies();
    await page.goto(link as string);
    await waitForHydration(page);
    await visible(page.getByRole('heading', { name: 'Gia sent you a gift' }));
    await visible(page.getByText('Happy birthday!'));
    await visible(page.getByRole('link', { name: 'Create an account' }));

    await newCustomer(page, 'Fay', friend);
    await page.goto(link as string);
    await waitForHydration(page);
    await (await visible(page.getByRole('button', { name: 'Accept the gift' }))).click();
    await page.waitForURL((url) => url.pathname === '/checkout/cart', { timeout: 20_000 });
    await waitForHydration(page);
    await visible(page.getByRole('heading', { name: items[0].name }));
    await visible(page.getByText(/^Coupon GIFT-\w+ applied$/));
    const cart = await (await page.request.get('/api/v2/my/cart/show')).json();
    expect(cart.discount_cents).toBe(cart.subtotal_cents);
    expect(cart.total_cents).toBe(cart.shipping_cents);
  }, 240_000);
});
