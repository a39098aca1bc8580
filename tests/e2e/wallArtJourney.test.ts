import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/shared/routes/build';
import { pdfBoxes } from '../print/support/poppler';
import { ensurePoppler } from '../support/ensurePoppler';
import { browserSession, visible, waitForHydration } from './support/browserSession';
import { addAddressAndShipping, payWithSandboxCard, printFileOf } from './support/checkoutSteps';
import {
  editorReady,
  placedPhotos,
  projectIdInAddress,
  serverDesignWhen,
} from './support/editorDesign';
import { jpegOf, writePhotoFiles } from './support/photoFiles';
import { signUpInBrowser } from './support/signUpInBrowser';

/** WALL_ART_SCREENSHOTS=dir keeps a picture of each step, to look at. */
async function shoot(page: Page, name: string) {
  const dir = process.env.WALL_ART_SCREENSHOTS;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/wall-art-${name}.png`, fullPage: true });
  // And as a 1024 px tablet sees it.
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1024, height: 1366 });
  await page.screenshot({ path: `${dir}/wall-art-${name}-tablet.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

/*
 * Each wall-art line bought as a customer buys it, in Chromium against the production build: its
 * page, a size and its own frame or style, Personalise, a photo into the blank piece's one slot,
 * the preview, the cart at the page's price, the sandbox card, the order in the account, and the
 * print file at the chosen size (its sides in the bleed for a canvas).
 */

const session = browserSession({ serverEnv: { DEMO_SAMPLE_PHOTOS: '0' } });

/** The catalogue's price of each size (catalogSeedData: 1999 + w × h × 10 cents). */
const sizeCents = (w: number, h: number) => 1999 + w * h * 10;

const LINES = [
  {
    page: '/home-decor/canvas-prints',
    noun: 'canvas print',
    size: [11, 14],
    choice: { group: 'Frame', name: 'Colour Edges', cents: 500 },
    words: 'Frame: Colour Edges',
    // The sheet is the face with its 1.5 in sides round it.
    printed: [14, 17],
  },
  {
    page: '/home-decor/poster-prints',
    noun: 'poster print',
    size: [8, 10],
    choice: { group: 'Style', name: 'Gallery Mat', cents: 800 },
    words: 'Style: Gallery Mat',
    printed: [8, 10],
  },
  { page: '/home-decor/metal-prints', noun: 'metal print', size: [16, 20], printed: [16, 20] },
  { page: '/home-decor/acrylic-prints', noun: 'acrylic print', size: [8, 10], printed: [8, 10] },
] as const;

let accounts = 0;

async function newCustomerWithPhoto(page: Page) {
  accounts += 1;
  await signUpInBrowser(page, session.server.dataDir, {
    firstName: 'Ada',
    email: `wall-${accounts}-${Date.now()}@example.com`,
    password: 'correct horse battery staple',
  });
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/my/photos');
  await waitForHydration(page);
  // Large enough for 20 in at over 150 DPI, so the Check panel has nothing to block.
  const [file] = await writePhotoFiles([
    {
      name: 'coast.jpg',
      content: await jpegOf({ name: 'coast.jpg', width: 2600, height: 3200, seed: accounts }),
    },
  ]);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload photos' }).click();
  await (await chooser).setFiles(file as string);
  await page
    .getByRole('listitem', { name: 'coast.jpg' })
    .getByText('Uploaded')
    .waitFor({ state: 'visible', timeout: 60_000 });
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe('wall art, ordered end to end', () => {
  for (const line of LINES) {
    it(`orders a ${line.noun} with its own options at the page's price, printed at its size`, async () => {
      await ensurePoppler();
      const page = await session.openContext({ viewport: { width: 1280, height: 900 } });
      await newCustomerWithPhoto(page);

      await page.goto(line.page);
      await waitForHydration(page);
      const [w, h] = line.size;
      const expected = sizeCents(w, h) + ('choice' in line ? line.choice.cents : 0);
      await page.getByRole('radio', { name: new RegExp(`^${w} × ${h} in`) }).check();
      if ('choice' in line) {
        const group = page.getByRole('group', { name: line.choice.group });
        await group.getByRole('radio', { name: new RegExp(`^${line.choice.name}`) }).check();
      } else {
        // Metal and acrylic have no frame or style to choose.
        expect(await page.getByRole('group', { name: /^(Frame|Style)$/ }).count()).toBe(0);
      }
      await expect
        .poll(() => page.getByTestId('wall-art-price').textContent())
        .toBe(money(expected));
      await shoot(page, `${line.noun}-page`);
      await page.getByRole('link', { name: `Personalise your ${line.noun}` }).click();

      await editorReady(page);
      const pid = await projectIdInAddress(page);
      // The blank piece's one slot takes the photo tapped in the tray.
      const tray = page.locator('[data-position]');
      await (await visible(tray.first())).click();
      const doc = await serverDesignWhen(page, pid, (d) => placedPhotos(d).length === 1);
      expect(doc.options.sizeKey).toBe(`${w}x${h}`);
      await page.getByRole('tab', { name: 'Size & finish' }).click();
      await visible(page.getByTestId('wall-art-price').filter({ hasText: money(expected) }));
      await page.getByRole('tab', { name: 'Check' }).click();
      await shoot(page, `${line.noun}-editor`);

      await page.goto(build('projects.preview', { pid }));
      await waitForHydration(page);
      await visible(page.locator('main img').first());
      // Every picture of the preview (a canvas: its face and two sides) is drawn by the server.
      await expect
        .poll(
          () =>
            page
              .locator('main img')
              .evaluateAll((all) =>
                all.every(
                  (img) =>
                    (img as HTMLImageElement).complete &&
                    (img as HTMLImageElement).naturalWidth > 0,
                ),
              ),
          { timeout: 30_000 },
        )
        .toBe(true);
      await shoot(page, `${line.noun}-preview`);

      await page.goto(`/editor?pid=${pid}`);
      await editorReady(page);
      await (await visible(page.getByRole('button', { name: 'Order', exact: true }))).click();
      await page.waitForURL((url) => url.pathname === '/checkout/cart', { timeout: 20_000 });
      await waitForHydration(page);
      await visible(page.getByText(`${money(expected)} each`));
      expect(await page.getByText('cannot be ordered').count()).toBe(0);
      // What was chosen, and nothing of another line's.
      const chosen = (await page.getByRole('list', { name: 'Options' }).textContent()) ?? '';
      expect(chosen).toContain(`Size: ${w} × ${h} in`);
      const foreign = (chosen.match(/(Frame|Style):/g) ?? []).length;
      if ('words' in line) expect(chosen).toContain(line.words);
      expect(foreign).toBe('words' in line ? 1 : 0);
      await shoot(page, `${line.noun}-cart`);

      await addAddressAndShipping(page);
      const number = await payWithSandboxCard(page);
      expect(number).not.toBe('');

      await page.goto('/my_account?panel=orders');
      await waitForHydration(page);
      await visible(page.getByRole('link', { name: `Order ${number}` }));

      const { pages, boxes } = pdfBoxes(await printFileOf(session.server.dataDir, pid));
      expect(pages).toBe(1);
      const trim = boxes[0]?.trimBox ?? [];
      const inches = (a: number, b: number) => Math.round(((b - a) / 72) * 100) / 100;
      expect([inches(trim[0]!, trim[2]!), inches(trim[1]!, trim[3]!)]).toEqual([...line.printed]);
    }, 240_000);
  }
});
