import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/shared/routes/build';
import { browserSession, visible, waitForHydration } from './support/browserSession';
import {
  editorReady,
  placedPhotos,
  projectIdInAddress,
  serverDesignWhen,
} from './support/editorDesign';
import { jpegOf, writePhotoFiles } from './support/photoFiles';
import { signUpInBrowser } from './support/signUpInBrowser';

/*
 * A photo book bought with the size, cover and pages chosen on its design page, in Chromium
 * against the production build: the page's choices and price, Personalise, the editor open at
 * that size with photos placed, a change of size in the editor's "Size & cover" tab that keeps
 * every photo, and the cart at the price the design page shows for the book as it now is.
 */

/** BOOK_SCREENSHOTS=dir keeps a picture of the design page at 1280 and 1024 px, to look at. */
async function shoot(page: Page, name: string) {
  const dir = process.env.BOOK_SCREENSHOTS;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/book-${name}.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1024, height: 1366 });
  await page.screenshot({ path: `${dir}/book-${name}-tablet.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

const session = browserSession({ serverEnv: { DEMO_SAMPLE_PHOTOS: '0' } });

/**
 * The seed's prices (catalogSeedData: 30¢ a square inch per size) with linen (15¢ a square
 * inch), 20 pages beyond the included 20 at 1¢ a square inch each, standard matte paper (free).
 */
const linen40 = (w: number, h: number) => w * h * 30 + w * h * 15 + 20 * w * h;
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function newCustomerWithPhotos(page: Page) {
  await signUpInBrowser(page, session.server.dataDir, {
    firstName: 'Ada',
    email: `book-${Date.now()}@example.com`,
    password: 'correct horse battery staple',
  });
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/my/photos');
  await waitForHydration(page);
  const files = await writePhotoFiles(
    await Promise.all(
      ['lake.jpg', 'hill.jpg'].map(async (name, seed) => ({
        name,
        content: await jpegOf({ name, width: 4000, height: 4000, seed }),
      })),
    ),
  );
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload photos' }).click();
  await (await chooser).setFiles(files as string[]);
  for (const name of ['lake.jpg', 'hill.jpg']) {
    await page
      .getByRole('listitem', { name })
      .getByText('Uploaded')
      .waitFor({ state: 'visible', timeout: 60_000 });
  }
}

/** A book design's page: the first book design the catalogue lists. */
async function bookDesignPage(page: Page): Promise<string> {
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/v2/themes?product_type_id=1&per_page=1');
    return response.json();
  });
  const design = answer.items[0] as { uri: string; template_ids: number[] };
  return build('theme.preview', {
    tagGroupUri: 'photo-books',
    themeUri: design.uri,
    ptid: design.template_ids[0],
  });
}

describe('a photo book with its options chosen', () => {
  it('is priced on its design page, opens at that size, keeps its photos at a new size and costs in the cart what the page says', async () => {
    const page = await session.openContext({ viewport: { width: 1280, height: 900 } });
    await newCustomerWithPhotos(page);

    await page.goto(await bookDesignPage(page));
    await waitForHydration(page);
    const order = await visible(page.getByTestId('book-order'));
    await order.getByRole('radio', { name: /^12 × 12 in/ }).check();
    await order.getByRole('radio', { name: /^Linen Hardcover/ }).check();
    await order.getByLabel('Pages').selectOption('40');
    await expect
      .poll(() => page.getByTestId('book-price').textContent())
      .toBe(money(linen40(12, 12)));
    await shoot(page, 'design-page');
    await page.getByRole('link', { name: 'Personalise this photo book' }).click();

    await editorReady(page).catch(async (error) => {
      await shoot(page, 'editor-failed');
      throw error;
    });
    const pid = await projectIdInAddress(page);
    // The two uploads go in through Autofill, as a customer with a library starts a book.
    await page.getByRole('button', { name: 'Autofill' }).click();
    await visible(page.getByText(/Placed \d+ photos? on \d+ pages?/)).catch(async (error) => {
      await shoot(page, 'autofill-failed');
      throw error;
    });
    const opened = await serverDesignWhen(page, pid, (d) => placedPhotos(d).length >= 1);
    expect(opened.options).toMatchObject({ sizeKey: '12x12', coverTypeId: 3, pageCount: 40 });
    const placed = placedPhotos(opened).sort();

    await page.getByRole('tab', { name: 'Size & cover' }).click();
    const panel = await visible(page.getByTestId('book-panel'));
    await visible(page.getByTestId('book-panel-price').filter({ hasText: money(linen40(12, 12)) }));
    await panel.getByRole('radio', { name: /^8 × 8 in/ }).check();
    const resized = await serverDesignWhen(page, pid, (d) => d.options.sizeKey === '8x8');
    expect(resized.options).toMatchObject({ coverTypeId: 3, pageCount: 40 });
    expect(placedPhotos(resized).sort()).toEqual(placed);
    const page8 = Object.values(resized.surfaces).find((s) => s.kind === 'page');
    expect(page8?.width).toBeCloseTo(8 * 72, 0);
    await visible(page.getByTestId('book-panel-price').filter({ hasText: money(linen40(8, 8)) }));
    await shoot(page, 'editor-8x8');

    await (await visible(page.getByRole('button', { name: 'Order', exact: true }))).click();
    await page.waitForURL((url) => url.pathname === '/checkout/cart', { timeout: 20_000 });
    await waitForHydration(page);
    await visible(page.getByText(money(linen40(8, 8))).first());
    const chosen = (await page.getByRole('list', { name: 'Options' }).textContent()) ?? '';
    expect(chosen).toContain('Size: 8 × 8 in');
    expect(chosen).toContain('Cover: Linen Hardcover');
    expect(chosen).toContain('Pages: 40');
    await shoot(page, 'cart');
  }, 240_000);
});
