import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  browserSession,
  visible,
  waitForDeferredParts,
  waitForHydration,
} from './support/browserSession';
import { newestMailTo } from './support/mailOutbox';

const session = browserSession();

describe('site features in the browser', () => {
  it('shows the reviews widget inside another site’s iframe', async () => {
    const { page, server } = session;
    // Another site's page that embeds the widget: its own small server on another port (another
    // origin), on loopback because Chromium keeps public pages from framing local addresses.
    const partner = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.end(
        `<!doctype html><title>A partner</title><iframe title="Customer rating" width="800" height="400" src="${server.url}/~/trust-pilot-widget?template=carousel"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
    const { port } = partner.address() as AddressInfo;
    onTestFinished(() => new Promise<void>((resolve) => partner.close(() => resolve())));
    await page.goto(`http://127.0.0.1:${port}/`);
    const widget = page.frameLocator('iframe[title="Customer rating"]');
    await visible(widget.getByText(/out of 5/));
    expect(
      await widget.getByRole('list', { name: 'Recent reviews' }).getByRole('listitem').count(),
    ).toBeGreaterThan(3);
  });

  it('closes the slide-in promotion and keeps it closed on the next page', async () => {
    const { page } = session;
    await page.goto('/photo-books');
    await waitForHydration(page);
    const offer = page.getByRole('complementary', { name: 'Offer' });
    const close = offer.getByRole('button', { name: 'Close this offer' });
    await visible(offer.getByText('Free shipping on photo books over $49'));
    await close.click();
    // The next live promotion takes its place; closing it too leaves none.
    await visible(offer.getByText('New: wall calendars for 2027'));
    await close.click();
    await offer.waitFor({ state: 'detached' });
    await page.goto('/photo-prints');
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('complementary', { name: 'Offer' }).count()).toBe(0);
  });

  it('keeps the slide-in beneath a dialog’s overlay', async () => {
    const { page } = session;
    await page.goto('/photo-books');
    await waitForHydration(page);
    const offer = page.getByRole('complementary', { name: 'Offer' });
    await visible(offer.getByText('Free shipping on photo books over $49'));
    await waitForDeferredParts(page);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy settings' }).click();
    await visible(page.getByRole('dialog'));
    const box = (await offer.boundingBox())!;
    // What a tap at the offer's centre reaches: the dialog's overlay, not the offer.
    const hit = await page.evaluate(
      ({ x, y }) => {
        const element = document.elementFromPoint(x, y);
        return {
          inOffer: !!element?.closest('aside'),
          overlay: !!element?.querySelector('[role="dialog"]'),
        };
      },
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit).toEqual({ inOffer: false, overlay: true });
  });

  it('sends a wedding sample kit request from the wedding collection and mails both sides', async () => {
    const { page, server } = session;
    await page.goto('/wedding-collection');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Request a wedding sample kit' });
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByLabel('Email').fill('ada.kit@example.com');
    await form.getByRole('button', { name: 'Send me a sample kit' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'sample kit request is in' }));
    const receipt = await newestMailTo(server.dataDir, 'ada.kit@example.com');
    expect(receipt.subject).toMatch(/wedding sample kit/i);
    const toShop = await newestMailTo(server.dataDir, 'support@printshop.localhost', {
      subject: /Wedding sample kit for Ada Lovelace/,
    });
    expect(toShop.text).toContain('ada.kit@example.com');
  });

  it('gives a design page its aggregate rating from the reviews store', async () => {
    const { page } = session;
    await page.goto('/cards/all');
    const first = page.locator('ul li a[href] h3').locator('xpath=..').first();
    await visible(first);
    await page.goto((await first.getAttribute('href')) ?? '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const products = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map(
        (text) => JSON.parse(text) as { '@type': string; aggregateRating?: Record<string, number> },
      )
      .filter((data) => data['@type'] === 'Product');
    expect(products).toHaveLength(1);
    const rating = products[0]?.aggregateRating;
    expect(rating?.reviewCount).toBeGreaterThan(0);
    expect(rating?.ratingValue).toBeGreaterThanOrEqual(1);
    expect(rating?.ratingValue).toBeLessThanOrEqual(5);
  });
});
