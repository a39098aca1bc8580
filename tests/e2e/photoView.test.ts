import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { StoredPhoto } from '../../browser-storage/photoStore';
import { naivePhotoQuery } from '../../workers/photos/engine/naivePhotoQuery';
import type { PhotoQueryInput } from '../../workers/photos/engine/photoQuery';
import { browserSession, visible, waitForHydration } from './support/browserSession';
import { fillPhotoLibrary, storedPhotos } from './support/photoLibrarySeed';
import { signInAsDemo } from './support/signInAsDemo';

/*
 * The photo view keeps the URL family it was opened from (the library, an album, the albums
 * page): previous and next step through that same list under the same kind of URL, and closing
 * goes back to the list with its sort, duplicate rule, filters and scroll position. The library is
 * written into IndexedDB directly (a few hundred photos, enough to scroll); the server never had
 * them, so their pictures are served by a route. Service workers are off so the route sees them.
 */

const session = browserSession();

const PHOTO_COUNT = 400;
const SORT = 'date-added-asc';
const QUERY = `?sortBy=${SORT}&hideDuplicates=false`;

/** Signs in, puts a generated library on the device and answers its records. */
async function withLibrary(page: Page): Promise<StoredPhoto[]> {
  const picture = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 90, g: 140, b: 190 } },
  })
    .webp()
    .toBuffer();
  await page.route(/\/photos\/\d+\/(small|medium|large)\.webp/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/webp', body: picture }),
  );
  await signInAsDemo(page, '/my/photos');
  // The account has no photos on the server: once it says so, the device's copy is synced.
  await visible(page.getByRole('heading', { name: 'No photos yet' }));
  const ownerId = (await page.evaluate(async () => {
    const response = await fetch('/api/v2/my/sessions/current');
    return ((await response.json()) as { user: { id: number } }).user.id;
  })) as number;
  const photos = storedPhotos(ownerId, PHOTO_COUNT);
  await fillPhotoLibrary(page, photos);
  return photos;
}

/** The photo before and after `id` in the list a query describes, as the worker must order it. */
function neighboursIn(photos: StoredPhoto[], query: PhotoQueryInput, id: number) {
  const { ids } = naivePhotoQuery(photos, { ...query, limit: photos.length });
  const at = ids.indexOf(id);
  expect(at).toBeGreaterThanOrEqual(0);
  return { previous: ids[at - 1], next: ids[at + 1] };
}

function nameOf(photos: StoredPhoto[], id: number | undefined): string {
  const photo = photos.find((p) => p.id === id);
  if (!photo) throw new Error(`no photo ${id}`);
  return photo.name;
}

/** The photo id a grid link opens (its href ends in /photo/{id}). */
async function photoIdOf(page: Page, name: string): Promise<number> {
  const href = await page.getByRole('link', { name, exact: true }).getAttribute('href');
  return Number(/\/photo\/(\d+)/.exec(href ?? '')?.[1]);
}

/** A grid link wholly inside the viewport, below its top quarter ('' while none is drawn). */
function linkOnScreen(page: Page): Promise<string> {
  return page
    .getByRole('list', { name: 'Photos' })
    .getByRole('link')
    .evaluateAll((links) => {
      const fits = links.find((link) => {
        const box = link.getBoundingClientRect();
        return box.top > innerHeight / 4 && box.bottom < innerHeight;
      });
      return fits?.getAttribute('aria-label') ?? '';
    });
}

const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

describe('the photo view', () => {
  it('steps within the library and returns to it with its query and scroll position', async () => {
    const { page } = session;
    const photos = await withLibrary(page);
    await page.goto(`/my/photos${QUERY}`);
    await waitForHydration(page);
    const landscape = page.getByRole('checkbox', { name: /Landscape/ });
    await landscape.check({ force: true });
    const query: PhotoQueryInput = {
      sortBy: SORT,
      hideDuplicates: false,
      filters: { orientation: ['landscape'] },
    };
    const expectedTotal = naivePhotoQuery(photos, query).total;
    await visible(page.getByText(`${expectedTotal} photos`, { exact: true }));

    // Selecting two photos keeps both (each cell keeps the handler of the render it was made in).
    const [firstName, secondName] = naivePhotoQuery(photos, query)
      .ids.slice(0, 2)
      .map((id) => nameOf(photos, id));
    await page.getByRole('checkbox', { name: `Select ${firstName}` }).check();
    await page.getByRole('checkbox', { name: `Select ${secondName}` }).check();
    await visible(page.getByText('2 selected', { exact: true }));

    // Down the page, then a photo from there.
    const scrolledTo = await page
      .getByRole('list', { name: 'Photos' })
      .evaluate((grid) => Math.round(grid.getBoundingClientRect().top + window.scrollY + 600));
    await page.evaluate((y) => window.scrollTo(0, y), scrolledTo);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);
    // The grid draws the rows of the new place on the next frame.
    await expect.poll(() => linkOnScreen(page)).not.toBe('');
    const name = await linkOnScreen(page);
    const id = await photoIdOf(page, name);
    await page.getByRole('link', { name, exact: true }).click();
    await visible(page.getByRole('heading', { name, level: 1 }));
    expect(path(page)).toBe(`/my/photos/photo/${id}${QUERY}`);

    // Next and previous follow the filtered, sorted list, under the library's URLs.
    const { next } = neighboursIn(photos, query, id);
    await page.getByRole('link', { name: 'Next photo' }).click();
    await visible(page.getByRole('heading', { name: nameOf(photos, next), level: 1 }));
    expect(path(page)).toBe(`/my/photos/photo/${next}${QUERY}`);
    // The arrows step once the neighbours of the new photo are known (its step links show then).
    await visible(page.getByRole('link', { name: 'Previous photo' }));
    await page.keyboard.press('ArrowLeft');
    await visible(page.getByRole('heading', { name, level: 1 }));
    expect(path(page)).toBe(`/my/photos/photo/${id}${QUERY}`);

    // Closing: the same list, filter still on, at the same place.
    await page.getByRole('link', { name: 'Back to photos' }).click();
    await page.waitForURL((url) => url.pathname === '/my/photos' && url.search === QUERY);
    await visible(page.getByText(`${expectedTotal} photos`, { exact: true }));
    expect(await landscape.isChecked()).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);
    // The jump back is fling-sized: its thumbnails load once the grid has settled.
    await visible(page.getByRole('link', { name, exact: true }).locator('img'));
  });

  it('keeps an album photo under the album, and an albums-page photo under the albums page', async () => {
    const { page } = session;
    const photos = await withLibrary(page);
    // Albums are numbered 1–40 in the generated library; a well-filled one.
    const albumId = 3;
    const inAlbum: PhotoQueryInput = {
      sortBy: SORT,
      hideDuplicates: false,
      filters: { album: [albumId] },
    };
    await page.goto(`/my/photos/albums/${albumId}${QUERY}`);
    await waitForHydration(page);
    await visible(page.getByText(`${naivePhotoQuery(photos, inAlbum).total} photos`));
    const first = naivePhotoQuery(photos, inAlbum).ids[0]!;
    await page.getByRole('link', { name: nameOf(photos, first), exact: true }).click();
    await visible(page.getByRole('heading', { name: nameOf(photos, first), level: 1 }));
    expect(path(page)).toBe(`/my/photos/albums/${albumId}/photo/${first}${QUERY}`);
    const { next } = neighboursIn(photos, inAlbum, first);
    await page.getByRole('link', { name: 'Next photo' }).click();
    await visible(page.getByRole('heading', { name: nameOf(photos, next), level: 1 }));
    expect(path(page)).toBe(`/my/photos/albums/${albumId}/photo/${next}${QUERY}`);
    await page.getByRole('link', { name: 'Back to the album' }).click();
    await page.waitForURL(
      (url) => url.pathname === `/my/photos/albums/${albumId}` && url.search === QUERY,
    );

    // Opened from the albums page: the whole library, URLs under /my/photos/albums/photo.
    const everything: PhotoQueryInput = { sortBy: SORT, hideDuplicates: false };
    const some = naivePhotoQuery(photos, everything).ids[10]!;
    await page.goto(`/my/photos/albums/photo/${some}${QUERY}`);
    await visible(page.getByRole('heading', { name: nameOf(photos, some), level: 1 }));
    const around = neighboursIn(photos, everything, some);
    await page.getByRole('link', { name: 'Previous photo' }).click();
    await visible(page.getByRole('heading', { name: nameOf(photos, around.previous), level: 1 }));
    expect(path(page)).toBe(`/my/photos/albums/photo/${around.previous}${QUERY}`);
    await page.getByRole('link', { name: 'Back to albums' }).click();
    await page.waitForURL((url) => url.pathname === '/my/photos/albums' && url.search === QUERY);
    await visible(page.getByRole('heading', { name: 'My albums', level: 1 }));
  });
});
