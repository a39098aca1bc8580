import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, visible, waitForHydration } from './support/browserSession';
import { jpegOf, writePhotoFiles } from './support/photoFiles';
import { signInAsDemo } from './support/signInAsDemo';

/*
 * The photo library in a real browser against the real server: uploads over tus with the
 * duplicate check, sorting and facet filters from the worker's index, and the library read from
 * IndexedDB when the network is gone. The service worker runs here: it serves the page offline.
 */

const session = browserSession({ serviceWorker: true });

/** The names of the grid's photos, in the grid's order. */
async function gridNames(page: Page): Promise<string[]> {
  const links = page.getByRole('list', { name: 'Photos' }).getByRole('link');
  return links.evaluateAll((elements) =>
    elements
      .map((element) => ({
        name: element.getAttribute('aria-label') ?? '',
        top: element.getBoundingClientRect().top,
        left: element.getBoundingClientRect().left,
      }))
      .sort((a, b) => a.top - b.top || a.left - b.left)
      .map((cell) => cell.name),
  );
}

const red = { name: 'red-landscape.jpg', width: 96, height: 64, seed: 1 };
const blue = { name: 'blue-portrait.jpg', width: 64, height: 96, seed: 2 };

describe('the photo library', () => {
  it('uploads, skips an exact duplicate, sorts, filters, and works offline', async () => {
    const { page } = session;
    await signInAsDemo(page, '/my/photos');
    await visible(page.getByRole('heading', { name: 'My photos', level: 1 }));
    await visible(page.getByRole('heading', { name: 'No photos yet' }));

    // Two photos, one after the other, so their date-added order is known.
    const [redFile, blueFile, copyFile] = await writePhotoFiles([
      { name: red.name, content: await jpegOf(red) },
      { name: blue.name, content: await jpegOf(blue) },
      // The same bytes as the red photo under another name: an exact duplicate.
      { name: 'red-copy.jpg', content: await jpegOf(red) },
    ]);
    const upload = async (file: string) => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Upload photos' }).click();
      await (await chooser).setFiles(file!);
    };
    await upload(redFile!);
    await visible(page.getByRole('listitem', { name: red.name }).getByText('Uploaded'));
    await upload(blueFile!);
    await visible(page.getByRole('listitem', { name: blue.name }).getByText('Uploaded'));
    await upload(copyFile!);
    await visible(page.getByText('red-copy.jpg is already in your library.'));
    await visible(page.getByRole('status').filter({ hasText: '1 already in your library' }));
    await expect.poll(() => gridNames(page)).toHaveLength(2);
    expect(await page.getByText('2 photos', { exact: true }).count()).toBe(1);
    const onServer = await page.evaluate(async () => {
      const response = await fetch('/api/v2/my/photos?hide_duplicates=false');
      return ((await response.json()) as { total: number }).total;
    });
    expect(onServer).toBe(2);

    // Sorting is in the URL.
    await page.getByLabel('Sort by').selectOption('date-added-asc');
    await page.waitForURL((url) => url.search === '?sortBy=date-added-asc');
    await expect.poll(() => gridNames(page)).toEqual([red.name, blue.name]);
    await page.getByLabel('Sort by').selectOption('date-added-desc');
    await expect.poll(() => gridNames(page)).toEqual([blue.name, red.name]);

    // A facet filter with its counts.
    const portrait = page.getByRole('checkbox', { name: /Portrait/ });
    await portrait.check({ force: true });
    await expect.poll(() => gridNames(page)).toEqual([blue.name]);
    await visible(page.getByText('1 photo', { exact: true }));
    await portrait.uncheck({ force: true });
    await expect.poll(() => gridNames(page)).toHaveLength(2);

    // The photo view, and back to the grid with the sort kept.
    await page.getByRole('link', { name: blue.name }).click();
    await visible(page.getByRole('heading', { name: blue.name, level: 1 }));
    await visible(page.getByText('64 × 96 pixels'));
    await page.getByRole('link', { name: 'Next photo' }).click();
    await visible(page.getByRole('heading', { name: red.name, level: 1 }));
    await page.getByRole('link', { name: 'Back to photos' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/my/photos' && url.search === '?sortBy=date-added-desc',
    );

    // Offline: the page comes from the service worker's cache, the photos from IndexedDB.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    await expect.poll(() => gridNames(page)).toHaveLength(2);
    await session.context.setOffline(true);
    session.expected.push(
      /ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR|status of 503|offline/i,
    );
    await page.reload();
    await waitForHydration(page);
    await visible(page.getByText(/You're offline\. Showing the photos saved on this device/));
    await expect.poll(() => gridNames(page)).toEqual([blue.name, red.name]);
    await page.getByRole('searchbox', { name: /Search photos/ }).fill('red');
    await expect.poll(() => gridNames(page)).toEqual([red.name]);
    await session.context.setOffline(false);
  });
});
