import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, visible, waitForHydration } from './support/browserSession';
import { addAddress } from './support/checkoutSteps';
import { newestMailTo } from './support/mailOutbox';
import { signInAsDemo } from './support/signInAsDemo';
import { signUpInBrowser } from './support/signUpInBrowser';

/** CHECKOUT_SCREENSHOTS=dir keeps a full-page picture of each step, to look at. */
async function shoot(page: Page, name: string) {
  const dir = process.env.CHECKOUT_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/checkout-${name}.png`, fullPage: true });
}

/*
 * Buying, in Chromium against the production build: a card project goes from the editor to the
 * cart, gets a coupon, an address, a shipping method and a sandbox test card, and comes out as an
 * order in the account and in the mail. A declined card keeps the cart and says why; a guest's
 * cart is still there after sign-in.
 */

const session = browserSession({ serverEnv: { DEMO_SAMPLE_PHOTOS: '0' }, serviceWorker: true });

let accounts = 0;
async function newCustomer(page: Page) {
  accounts += 1;
  const account = {
    firstName: 'Ada',
    email: `buyer-${accounts}-${Date.now()}@example.com`,
    password: 'correct horse battery staple',
  };
  await signUpInBrowser(page, session.server.dataDir, account);
  await page.waitForURL((url) => url.pathname === '/');
  return account;
}

/** A new card project in the editor, ordered from its top bar: lands on the cart. */
async function orderNewCardProject(page: Page) {
  await page.goto('/editor?new=true&type=cards');
  await waitForHydration(page);
  // The project is the account's once the server has it (the address gains ?pid=).
  await page.waitForURL((url) => url.searchParams.has('pid'), { timeout: 30_000 });
  await (await visible(page.getByRole('button', { name: 'Order', exact: true }))).click();
  await page.waitForURL((url) => url.pathname === '/checkout/cart', { timeout: 20_000 });
  await waitForHydration(page);
  await visible(page.getByRole('heading', { name: 'Your cart', level: 1 }));
  await visible(page.getByRole('button', { name: /^Remove / }));
}

/**
 * Picks the first shipping option offered (the radios are drawn as cards: click the card) and
 * gives back the day it says the parcel arrives by ("Fri, Dec 4").
 */
async function chooseShipping(page: Page): Promise<string> {
  const section = page.getByRole('region', { name: 'Shipping method' });
  const first = (await visible(section.getByRole('radio').first())).locator(
    'xpath=ancestor::label[1]',
  );
  await first.click();
  await expect
    .poll(() => section.getByRole('radio').first().isChecked(), { timeout: 10_000 })
    .toBe(true);
  await expect.poll(() => page.getByText('Choose a shipping method first.').count()).toBe(0);
  const arrival = /Arrives by (.+)$/.exec(((await first.textContent()) ?? '').trim());
  expect(arrival, 'the chosen shipping method names its arrival day').not.toBeNull();
  return arrival![1]!;
}

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Place order/ }).click();
}

describe('checkout in a real browser', () => {
  it('buys a card project with a coupon and a sandbox card, and finds it in the account and the mail', async () => {
    const { page } = session;
    const customer = await newCustomer(page);
    await orderNewCardProject(page);

    // A coupon the shop offers (the public list of `coupons`), applied at the cart.
    const offers = (await (await page.request.get('/api/v2/coupons')).json()) as {
      items: { code: string }[];
    };
    const code = offers.items[0]?.code;
    expect(code, 'the demo catalogue offers at least one coupon').toBeTruthy();
    await page.getByRole('textbox', { name: 'Coupon code' }).fill(code as string);
    await page.getByRole('button', { name: 'Apply' }).click();
    await visible(page.getByRole('status').filter({ hasText: `${code} was applied` }));
    await visible(page.getByText(`Coupon ${code} applied`));
    await shoot(page, 'cart');

    await addAddress(page);
    const arrivesBy = await chooseShipping(page);
    // What the coupon takes off depends on its rules (items or shipping): the total shows it.
    const total = (await page.getByTestId('cart-total').textContent()) ?? '';
    expect(total).toMatch(/^\$\d/);

    await payWith(page, '4111 1111 1111 1111');
    await page.waitForURL((url) => url.pathname === '/checkout/confirm', { timeout: 30_000 });
    await visible(page.getByRole('heading', { name: 'Thank you! Your order is placed.' }));
    const number = (await page.getByTestId('order-number').locator('strong').textContent()) ?? '';
    expect(number).not.toBe('');
    await visible(page.getByText('Grace Hopper'));
    await visible(page.getByRole('row', { name: `Total ${total}` }));
    // The day promised on the confirmation is the one the shipping method showed.
    expect(await page.getByTestId('order-arrives-by').textContent()).toContain(
      `rrives by ${arrivesBy}.`,
    );
    await shoot(page, 'confirmation');

    // The order is in the account, and the cart is empty again.
    await page.goto('/my_account?panel=orders');
    await waitForHydration(page);
    await (await visible(page.getByRole('link', { name: `Order ${number}` }))).click();
    await page.waitForURL((url) => url.pathname === '/my_account/order');
    await visible(page.getByRole('heading', { name: `Order ${number}`, level: 1 }));
    await shoot(page, 'order');
    // The cart is empty again, and says which order it went into.
    await page.goto('/checkout/cart');
    await visible(page.getByText(`Your order ${number} was placed`, { exact: false }));

    const mail = await newestMailTo(session.server.dataDir, customer.email, {
      subject: /order/i,
      timeoutMs: 20_000,
    });
    expect(mail.text ?? mail.html ?? '').toContain(number);
  });

  it('keeps the cart and says why when the card is declined', async () => {
    const { page } = session;
    // The refusal is the server's answer to the order call (an error status the console logs).
    session.expected.push(/Failed to load resource: the server responded with a status of 4\d\d/);
    await newCustomer(page);
    await orderNewCardProject(page);
    await addAddress(page);
    await chooseShipping(page);
    await payWith(page, '4000000000000002');
    const alert = await visible(page.getByTestId('payment-error'));
    expect(await alert.textContent()).toMatch(/declined/i);
    expect(await alert.textContent()).toContain('Your cart is kept');
    expect(new URL(page.url()).pathname).toBe('/checkout/cart');
    await page.reload();
    await waitForHydration(page);
    await visible(page.getByRole('button', { name: /^Remove / }));

    // The account has no order from it.
    await page.goto('/my_account?panel=orders');
    await visible(page.getByText("You haven't placed an order yet."));
  });

  it("keeps a guest's cart when they sign in", async () => {
    const { page } = session;
    const products = (await (await page.request.get('/api/v2/products')).json()) as {
      items: { id: number; name: string }[];
    };
    const product = products.items[0];
    expect(product, 'the demo catalogue has products').toBeTruthy();
    await page.goto(`/checkout?product_id=${product?.id}&quantity=2`);
    await page.waitForURL((url) => url.pathname === '/checkout/cart', { timeout: 20_000 });
    await waitForHydration(page);
    await visible(page.getByRole('heading', { name: 'Ready to check out?' }));
    const line = await visible(page.getByRole('button', { name: /^Remove / }));
    const label = (await line.getAttribute('aria-label')) ?? '';

    await signInAsDemo(page, '/checkout/cart');
    await waitForHydration(page);
    await visible(page.getByRole('button', { name: label }));
    await visible(page.getByRole('region', { name: 'Shipping address' }));
  });
});
