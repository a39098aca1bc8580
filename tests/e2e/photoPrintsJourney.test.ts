import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { OPTION_PRICES } from '../../src/shared/catalog/optionPrices';
import { pdfBoxes } from '../print/support/poppler';
import { ensurePoppler } from '../support/ensurePoppler';
import { browserSession, visible, waitForHydration } from './support/browserSession';
import { addAddressAndShipping, payWithSandboxCard, printFileOf } from './support/checkoutSteps';
import { chooseFiles, writeJpegFiles } from './support/photoFiles';
import { signUpInBrowser } from './support/signUpInBrowser';

/** PRINTS_SCREENSHOTS=dir keeps a picture of each step at 1280 px and at a 390 px phone. */
async function shoot(page: Page, name: string) {
  const dir = process.env.PRINTS_SCREENSHOTS;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/prints-${name}.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/prints-${name}-phone.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

/*
 * Photo prints ordered as a customer orders them, in Chromium against the production build:
 * /photo-prints, two photos uploaded from the device, a size and copies per print (a warning as
 * the small photo goes to 8x10), the cart's line per size at the page's prices, the sandbox card,
 * the order in the account, and one print file with each print at its size and bleed.
 */

const session = browserSession({ serverEnv: { DEMO_SAMPLE_PHOTOS: '0' } });

/** The catalogue's photo print (catalogSeedData: 29 cents) plus each size's price. */
const printCents = (sizeKey: string) => 29 + (OPTION_PRICES.photoPrintSizeCents[sizeKey] ?? 0);
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe('photo prints, ordered end to end', () => {
  it('makes 4x6 and 8x10 prints of uploaded photos and orders them at the page’s price', async () => {
    await ensurePoppler();
    const page = await session.openContext({ viewport: { width: 1280, height: 900 } });
    await signUpInBrowser(page, session.server.dataDir, {
      firstName: 'Ada',
      email: `prints-${Date.now()}@example.com`,
      password: 'correct horse battery staple',
    });
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/photo-prints');
    await waitForHydration(page);
    // Sharp at 4x6 (over 300 DPI); the small one is under 150 DPI at 8x10 but not blocky.
    const files = await writeJpegFiles([
      { name: 'harbour.jpg', width: 1800, height: 2700, seed: 1 },
      { name: 'small.jpg', width: 1000, height: 1250, seed: 2 },
    ]);
    await visible(page.getByRole('button', { name: 'Upload photos' }));
    await chooseFiles(page, 'Upload photos', files);

    const prints = page.getByRole('region', { name: '2. Your prints' });
    const harbour = prints.getByRole('listitem', { name: 'harbour.jpg' });
    const small = prints.getByRole('listitem', { name: 'small.jpg' });
    await visible(harbour.getByText(/^Sharp at 4 × 6 in/));
    await visible(small.getByText(/^Sharp at 4 × 6 in/));

    await harbour.getByLabel('Copies').fill('3');
    await harbour.getByLabel('Finish').selectOption('matte');
    await small.getByLabel('Size').selectOption('8x10');
    await small.getByLabel('Border').selectOption('white');
    await visible(small.getByText(/^Low resolution: this photo prints at \d+ DPI at 8 × 10 in/));
    // The crop moves from the keyboard: the frame says where it sits.
    const crop = harbour.getByRole('slider', { name: /^Crop of harbour.jpg/ });
    await crop.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowUp');
    await expect.poll(() => crop.getAttribute('aria-valuetext')).toBe('centred, top part');

    const fourBySix = 3 * printCents('4x6');
    const eightByTen = printCents('8x10');
    await expect
      .poll(() => page.getByTestId('print-total').textContent())
      .toBe(money(fourBySix + eightByTen));
    expect(await page.getByTestId('print-line-4x6').textContent()).toContain(money(fourBySix));
    expect(await page.getByTestId('print-line-8x10').textContent()).toContain(money(eightByTen));
    await shoot(page, 'builder');

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/cart', { timeout: 30_000 });
    await waitForHydration(page);
    const lines = page.getByTestId('print-size-line');
    await expect.poll(() => lines.count()).toBe(2);
    expect(await lines.nth(0).textContent()).toContain('4 × 6 in');
    expect(await lines.nth(0).textContent()).toContain(money(fourBySix));
    expect(await lines.nth(1).textContent()).toContain('8 × 10 in');
    expect(await lines.nth(1).textContent()).toContain(money(eightByTen));
    expect(await page.getByText('cannot be ordered').count()).toBe(0);
    const change = page.getByRole('link', { name: 'Change prints' });
    const pid = Number(
      new URL((await change.getAttribute('href')) ?? '', 'http://x').searchParams.get('pid'),
    );
    expect(pid).toBeGreaterThan(0);
    await shoot(page, 'cart');

    await addAddressAndShipping(page);
    const number = await payWithSandboxCard(page);
    expect(number).not.toBe('');
    await page.goto('/my_account?panel=orders');
    await waitForHydration(page);
    await visible(page.getByRole('link', { name: `Order ${number}` }));

    // One file: a page per print, each trimmed at its size with its bleed round it.
    const { pages, boxes } = pdfBoxes(await printFileOf(session.server.dataDir, pid));
    expect(pages).toBe(2);
    const inches = (box: number[]) => [
      Math.round(((box[2]! - box[0]!) / 72) * 1000) / 1000,
      Math.round(((box[3]! - box[1]!) / 72) * 1000) / 1000,
    ];
    expect(boxes.map((box) => inches(box.trimBox))).toEqual([
      [4, 6],
      [8, 10],
    ]);
    expect(boxes.map((box) => inches(box.bleedBox))).toEqual([
      [4.25, 6.25],
      [8.25, 10.25],
    ]);
  }, 300_000);
});
