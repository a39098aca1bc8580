import { describe, expect, it } from 'vitest';
import { browserSession, visible, waitForHydration } from './support/browserSession';

/*
 * The content store's redirects, the reviews list and help centre reached from the shop's own
 * links, and the site notices (holiday strip, campaign sign-up banner, press logos) in Chromium
 * against the production build, with no console error on the way.
 */

const session = browserSession({
  expected: [/The service worker could not be registered/],
});

describe('content redirects and site notices', () => {
  it('follows a stored redirect on a first load and on a navigation inside the app', async () => {
    const { page } = session;
    await page.goto('/about?utm_campaign=spring');
    expect(new URL(page.url()).pathname).toBe('/about-printshop');
    expect(new URL(page.url()).search).toBe('?utm_campaign=spring');
    await visible(page.getByRole('heading', { level: 1 }));
    await waitForHydration(page);
    // In the app: the address changes without a page load, as a link would. The store has no
    // page at the old path (its 404 is the browser's console line), then the redirect answers.
    session.expected.push(/Failed to load resource: the server responded with a status of 404/);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/press');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL('**/l/press-page');
    await visible(page.getByRole('heading', { level: 1, name: 'Printshop in the news' }));
    // The press page's logo section: the store's logos, each named by its picture.
    await visible(page.getByRole('list', { name: 'As featured in' }));
    await visible(page.getByRole('img', { name: 'The Family Journal' }));
  });

  it('reaches the reviews list from the footer and filters and pages it', async () => {
    const { page } = session;
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Customer reviews' }).click();
    await page.waitForURL('**/l/customer-reviews');
    await visible(page.getByRole('heading', { level: 1, name: 'Customer reviews' }));
    const status = page.getByRole('status').filter({ hasText: /Showing|No reviews/ });
    await visible(status.filter({ hasText: /Showing 1–10 of \d+ reviews/ }));
    const total = Number(/of (\d+) reviews/.exec((await status.textContent()) ?? '')?.[1]);
    await page
      .getByRole('navigation', { name: 'Review pages' })
      .getByRole('button', { name: 'Next' })
      .click();
    await visible(status.filter({ hasText: `Showing 11–${Math.min(20, total)} of ${total}` }));
    // Five stars only: fewer reviews, back on the first page.
    await page.getByRole('button', { name: /Rating/ }).click();
    await page.getByRole('option', { name: '5 stars' }).click();
    await visible(status.filter({ hasText: /Showing 1–/ }));
    const five = Number(/of (\d+) reviews/.exec((await status.textContent()) ?? '')?.[1]);
    expect(five).toBeGreaterThan(0);
    expect(five).toBeLessThan(total);
  });

  it('reaches the help centre from the footer', async () => {
    const { page } = session;
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help centre' }).click();
    await page.waitForURL('**/help');
    await visible(page.getByRole('heading', { level: 1, name: 'How can we help?' }));
  });

  it('shows the holiday strip and a campaign sign-up banner that closes by keyboard and stays closed', async () => {
    const { page } = session;
    await page.goto('/?utm_source=wedding');
    await waitForHydration(page);
    await visible(page.getByRole('region', { name: 'Holiday offer' }));
    const banner = page.getByRole('complementary', {
      name: 'Planning a wedding? Get a free sample kit',
    });
    await visible(banner);
    await banner.getByRole('button', { name: 'Close this offer' }).focus();
    await page.keyboard.press('Enter');
    await banner.waitFor({ state: 'detached' });
    await page.goto('/?utm_source=wedding');
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('complementary', { name: /Planning a wedding/ }).count()).toBe(0);
    // Another campaign's banner is its own.
    await page.goto('/photo-books?utm_source=newsletter');
    await waitForHydration(page);
    await visible(page.getByRole('complementary', { name: /Sign up and save 20%/ }));
  });
});
