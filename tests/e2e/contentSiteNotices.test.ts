import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserSession,
  visible,
  waitForDeferredParts,
  waitForHydration,
} from './support/browserSession';

/*
 * The content store's redirects, the reviews list and help centre reached from the shop's own
 * links, and the site notices (holiday strip, campaign sign-up banner, press logos) in Chromium
 * against the production build, with no console error on the way.
 */

const session = browserSession();

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The corner notices on screen now: never two on top of each other. */
async function noticeBoxes(page: Page): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const notice of await page.getByRole('complementary').all()) {
    const box = await notice.boundingBox();
    if (box) boxes.push(box);
  }
  for (const [index, box] of boxes.entries()) {
    for (const other of boxes.slice(index + 1)) expect(overlap(box, other)).toBe(false);
  }
  return boxes;
}

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
    await waitForDeferredParts(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Customer reviews' }).click();
    await page.waitForURL('**/l/customer-reviews');
    // The page's words are the content store's entry; the list is the live part under them.
    await visible(
      page.getByRole('heading', { level: 1, name: 'Twelve thousand stories, printed' }),
    );
    await visible(page.getByRole('heading', { name: 'What customers mention most' }));
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
    // The filters and page are in the address: back and forward restore them.
    expect(new URL(page.url()).search).toBe('?rating=5');
    await page.goBack();
    await visible(status.filter({ hasText: `Showing 11–${Math.min(20, total)} of ${total}` }));
    const rating = page.getByRole('button', { name: /Rating/ });
    expect(await rating.textContent()).toContain('All ratings');
    await page.goForward();
    await visible(status.filter({ hasText: `Showing 1–${Math.min(10, five)} of ${five}` }));
    // A shared link opens on the same list, rendered by the server.
    if (five > 10) {
      await page.goto('/l/customer-reviews?rating=5&page=2');
      await visible(status.filter({ hasText: `Showing 11–${Math.min(20, five)} of ${five}` }));
      expect(await rating.textContent()).toContain('5 stars');
    }
  });

  it('reaches the help centre from the footer', async () => {
    const { page } = session;
    await page.goto('/');
    await waitForDeferredParts(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help centre' }).click();
    await page.waitForURL('**/help');
    await visible(page.getByRole('heading', { level: 1, name: 'How can we help?' }));
    // The store's words around the help centre's own search and forms, in a shop's order: the
    // search, the topic tiles, then the articles and the contact form.
    const search = page.getByRole('searchbox', { name: 'Search help articles' });
    const tiles = page.getByRole('heading', { name: 'Popular topics' });
    const results = page.locator('#help-results');
    const contact = page.getByRole('heading', { name: 'Still need help?' });
    for (const part of [search, tiles, results, contact]) await part.waitFor({ state: 'attached' });
    const tops: number[] = [];
    for (const part of [search, tiles, results, contact]) {
      tops.push((await part.boundingBox())!.y);
    }
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    await visible(search);
  });

  it.each([390, 320])(
    'on a %i px phone the sign-up offer and the slide-in take turns and never overlap',
    async (width) => {
      const page = await session.openContext({ viewport: { width, height: 740 } });
      await page.goto('/photo-books?utm_source=newsletter');
      await waitForHydration(page);
      const banner = page.getByRole('complementary', { name: /Sign up and save 20%/ });
      const offer = page.getByRole('complementary', { name: 'Offer' });
      // The campaign's offer first; the slide-in waits for the corner.
      await visible(banner);
      expect(await offer.count()).toBe(0);
      const [box] = await noticeBoxes(page);
      // Within the screen, and no more than half of it.
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect(box!.height).toBeLessThanOrEqual(740 / 2);
      await banner.getByRole('button', { name: 'Close this offer' }).click();
      await visible(offer);
      expect(await banner.count()).toBe(0);
      expect(await noticeBoxes(page)).toHaveLength(1);
      // The page's end scrolls clear of the notice: the footer's last line is never under it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footer = await page.getByRole('contentinfo').boundingBox();
      const notice = await offer.boundingBox();
      expect(footer!.y + footer!.height).toBeLessThanOrEqual(notice!.y + 1);
    },
  );

  it('keeps the cart free of the sign-up offer, so it never covers the cart’s buttons', async () => {
    const page = await session.openContext({ viewport: { width: 320, height: 640 } });
    await page.goto('/checkout/cart?utm_source=newsletter');
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The same campaign shows its offer on a storefront page, so the cart's quiet is the rule.
    await page.goto('/photo-books?utm_source=newsletter');
    await waitForHydration(page);
    await visible(page.getByRole('complementary', { name: /Sign up and save 20%/ }));
    await page.goto('/checkout/cart?utm_source=newsletter');
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('complementary').count()).toBe(0);
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
