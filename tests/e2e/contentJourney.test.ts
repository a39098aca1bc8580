import { describe, expect, it } from 'vitest';
import { parse } from '../../src/shared/routes/parse';
import { browserSession, visible, waitForHydration } from './support/browserSession';

/*
 * A visitor's way through the content pages, in Chromium against the production build: the home
 * page (built from pages/main) → a collection landing page → its template carousel → a design's
 * product page. No console error or warning on the way (hydration mismatches included).
 */

const session = browserSession();

describe('content journey', () => {
  it('home → a collection page → its template carousel → a design page', async () => {
    const { page } = session;
    await page.goto('/');
    await waitForHydration(page);
    await visible(
      page.getByRole('heading', { level: 1, name: 'Your photos, beautifully printed.' }),
    );
    // The home page's own carousel holds live designs from the catalogue.
    expect(await page.getByTestId('template-carousel').locator('a').count()).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Wedding albums' }).click();
    await page.waitForURL('**/l/f/wedding-photo-albums');
    await visible(
      page.getByRole('heading', { level: 1, name: 'The album your grandchildren will open' }),
    );

    const carousel = page.getByTestId('template-carousel');
    const first = carousel.locator('a').first();
    await visible(first);
    const name = (await first.locator('span').textContent())?.trim() ?? '';
    const href = (await first.getAttribute('href')) ?? '';
    expect(name).not.toBe('');
    expect(parse(href).name).not.toBe('catchAll');

    await first.click();
    await page.waitForURL((url) => url.pathname === href.split('?')[0]);
    // The design's product page, named for the design the carousel showed.
    await visible(
      page.getByRole('heading', { level: 1, name: new RegExp(name.split(' ')[0] ?? '') }),
    );
  });

  it('the section gallery hydrates with every section and no console error', async () => {
    const { page } = session;
    await page.goto('/section-gallery');
    await waitForHydration(page);
    await visible(page.getByRole('heading', { name: 'Coupon details' }));
    await visible(page.getByRole('table', { name: 'Comparison' }));
    // The FAQ opens from the keyboard.
    await page.getByText('Can I cancel?').focus();
    await page.keyboard.press('Enter');
    await visible(page.getByText('Within an hour of ordering.'));
  });

  it('the contact form mails customer care', async () => {
    const { page } = session;
    await page.goto('/contact');
    await waitForHydration(page);
    await page.getByLabel('Your name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByText('Products and designs').click();
    expect(await page.getByRole('radio', { name: 'Products and designs' }).isChecked()).toBe(true);
    await page.getByLabel('Message').fill('Do you print lay-flat books in 12x12?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await visible(page.getByRole('heading', { name: /your message is on its way/ }));
  });
});
