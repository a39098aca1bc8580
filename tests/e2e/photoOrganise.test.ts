import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, visible, waitForHydration } from './support/browserSession';
import { chooseFiles, type PhotoFileSpec, writeJpegFiles } from './support/photoFiles';
import { signInAsDemo } from './support/signInAsDemo';

/*
 * Organising photos in a real browser against the real server: the selection bar adds photos to
 * an album and takes them out again, and deletes a batch after asking. Each change is checked in
 * the grid, and again after a reload (the server and the device's copy agree).
 */

const session = browserSession();

const LIBRARY = '/my/photos';
const photos = [
  { name: 'harbour.jpg', width: 96, height: 64, seed: 11 },
  { name: 'lighthouse.jpg', width: 64, height: 96, seed: 12 },
  { name: 'dunes.jpg', width: 80, height: 80, seed: 13 },
];

/** The photo names in the grid, sorted (the order is not what these tests are about). */
async function gridNames(page: Page): Promise<string[]> {
  const links = page.getByRole('list', { name: 'Photos' }).getByRole('link');
  const names = await links.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('aria-label') ?? ''),
  );
  return names.sort();
}

/** Opens a page of the library and waits until the grid shows what the device holds. */
async function openGrid(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await visible(page.getByRole('heading', { level: 1 }));
  await expect.poll(() => page.getByText('Loading the rest of your photos…').count()).toBe(0);
}

/** The whole library, once the grid shows every photo the server holds. */
async function openLibrary(page: Page) {
  await openGrid(page, LIBRARY);
  // A fresh browser has nothing on the device until the first sync: wait for the library's size.
  const total = await libraryTotal(page);
  await expect.poll(async () => (await gridNames(page)).length).toBe(total);
}

/** How many photos the server holds for the signed-in account. */
function libraryTotal(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch('/api/v2/my/photos?hide_duplicates=false');
    return ((await response.json()) as { total: number }).total;
  });
}

async function uploadAll(page: Page, specs: PhotoFileSpec[]) {
  const before = await gridNames(page);
  await chooseFiles(page, 'Upload photos', await writeJpegFiles(specs));
  for (const { name } of specs) {
    await visible(page.getByRole('listitem', { name }).getByText('Uploaded'));
  }
  await expect.poll(() => gridNames(page)).toEqual([...before, ...specs.map((p) => p.name)].sort());
}

/** Creates an album on the albums page; answers the album's own page. */
async function createAlbum(page: Page, name: string): Promise<string> {
  await page.goto('/my/photos/albums');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'New album' }).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'New album' }));
  await dialog.getByLabel('Album name').fill(name);
  await dialog.getByRole('button', { name: 'Create album' }).click();
  const album = await visible(page.getByRole('listitem', { name, exact: true }));
  const href = await album.getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/^\/my\/photos\/albums\/\d+$/);
  return href!;
}

const select = (page: Page, name: string) =>
  page.getByRole('checkbox', { name: `Select ${name}` }).check();

const selectionBar = (page: Page) => page.getByRole('region', { name: 'Selected photos' });

describe('organising photos', () => {
  it('adds selected photos to an album and takes them out again', async () => {
    const { page } = session;
    await signInAsDemo(page, LIBRARY);
    await openLibrary(page);
    await uploadAll(page, photos);
    const album = await createAlbum(page, 'Seaside');

    await openLibrary(page);
    await select(page, 'harbour.jpg');
    await select(page, 'lighthouse.jpg');
    const bar = await visible(selectionBar(page));
    await visible(bar.getByText('2 selected'));
    // Nothing to add to until an album is chosen.
    expect(await bar.getByRole('button', { name: 'Add to album' }).isDisabled()).toBe(true);
    await bar.getByLabel('Album').selectOption({ label: 'Seaside' });
    await bar.getByRole('button', { name: 'Add to album' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Added to Seaside.' }));
    // The selection is done with: the bar gives way to its message.
    expect(await selectionBar(page).count()).toBe(0);

    // The album shows the two, and only them, also after a reload.
    await openGrid(page, album);
    await expect.poll(() => gridNames(page)).toEqual(['harbour.jpg', 'lighthouse.jpg']);
    await page.reload();
    await openGrid(page, album);
    await expect.poll(() => gridNames(page)).toEqual(['harbour.jpg', 'lighthouse.jpg']);

    // Taken out of the album inside it: gone from the album, still in the library.
    await select(page, 'harbour.jpg');
    await selectionBar(page).getByRole('button', { name: 'Remove from album' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Removed from Seaside.' }));
    await expect.poll(() => gridNames(page)).toEqual(['lighthouse.jpg']);
    await page.reload();
    await openGrid(page, album);
    await expect.poll(() => gridNames(page)).toEqual(['lighthouse.jpg']);
    await openLibrary(page);
    await expect.poll(() => gridNames(page)).toEqual(photos.map((p) => p.name).sort());
  });

  it('deletes a batch only once the deletion is confirmed', async () => {
    const { page } = session;
    await signInAsDemo(page, LIBRARY);
    await openLibrary(page);
    // Whatever the library holds already stays; these two are the ones to delete.
    const kept = await gridNames(page);
    const doomed = [
      { name: 'pier.jpg', width: 96, height: 64, seed: 21 },
      { name: 'cliff.jpg', width: 64, height: 96, seed: 22 },
    ];
    await uploadAll(page, doomed);
    const all = [...kept, ...doomed.map((p) => p.name)].sort();
    await select(page, 'pier.jpg');
    await select(page, 'cliff.jpg');

    // Cancel keeps everything, selection included.
    await selectionBar(page).getByRole('button', { name: 'Delete' }).click();
    let confirm = await visible(page.getByRole('alertdialog', { name: 'Delete 2 photos?' }));
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await gridNames(page)).toEqual(all);
    await visible(selectionBar(page).getByText('2 selected'));

    // Confirmed: both go, here and on the server.
    await selectionBar(page).getByRole('button', { name: 'Delete' }).click();
    confirm = await visible(page.getByRole('alertdialog', { name: 'Delete 2 photos?' }));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByRole('status').filter({ hasText: '2 photos deleted.' }));
    await expect.poll(() => gridNames(page)).toEqual(kept);
    await page.reload();
    await openLibrary(page);
    await expect.poll(() => gridNames(page)).toEqual(kept);
    expect(await libraryTotal(page)).toBe(kept.length);
  });
});
