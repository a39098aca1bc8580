import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, visible, waitForHydration } from './support/browserSession';
import {
  canvasArt,
  canvasPhotoCount,
  editorReady,
  placedPhotos,
  projectIdInAddress,
  type StoredDraft,
  serverDesignWhen,
  storedDrafts,
} from './support/editorDesign';
import { jpegOf, writePhotoFiles } from './support/photoFiles';
import { signInAsDemo } from './support/signInAsDemo';

const session = browserSession({ serverEnv: { DEMO_SAMPLE_PHOTOS: '0' }, serviceWorker: true });

async function draftsWhen(page: Page, test: (drafts: StoredDraft[]) => boolean) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const drafts = await storedDrafts(page);
    if (test(drafts)) return drafts;
    if (Date.now() > deadline) throw new Error(`drafts never matched: ${JSON.stringify(drafts)}`);
    await page.waitForTimeout(200);
  }
}

/** An Android tablet's browser: the tray stays closed behind "Photos & text" until tapped. */
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/** The addresses of the pictures drawn on the canvas. */
const canvasPictures = (page: Page) =>
  canvasArt(page)
    .locator('image')
    .evaluateAll((images) => images.map((image) => image.getAttribute('href') ?? ''));

/** Which of these addresses the service worker's caches hold. */
const cachedOf = (page: Page, urls: string[]) =>
  page.evaluate(
    async (all) =>
      (await Promise.all(all.map(async (url) => ((await caches.match(url)) ? url : '')))).filter(
        Boolean,
      ),
    urls,
  );

describe('the editor page in a real browser', () => {
  it('lets a guest start a photo book on this device, and a reload opens the same draft', async () => {
    const { page } = session;
    await page.goto('/editor?new=true&type=photo-books');
    await waitForHydration(page);
    const [made] = await draftsWhen(page, (drafts) => drafts.length === 1);
    expect(made).toMatchObject({ ownerUserId: null, name: 'My photo book' });
    expect(made?.serverId).toBeUndefined();

    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(1000);
    const after = await draftsWhen(page, (drafts) => drafts.length > 0);
    expect(after.map((draft) => draft.clientId)).toEqual([made?.clientId]);
  });

  it('puts a guest’s draft in their account when they sign in, by its client id', async () => {
    const { page } = session;
    await page.goto('/editor?new=true&type=photo-books');
    await waitForHydration(page);
    const [made] = await draftsWhen(page, (drafts) => drafts.length === 1);
    await signInAsDemo(page, '/');
    const [uploaded] = await draftsWhen(page, (drafts) => drafts[0]?.serverId !== undefined);
    expect(uploaded?.clientId).toBe(made?.clientId);
    expect(uploaded?.ownerUserId).toEqual(expect.any(Number));

    // The project is now the account's: /editor?pid= opens the same copy on this device.
    await page.goto(`/editor?pid=${uploaded?.serverId}`);
    await waitForHydration(page);
    await page.waitForTimeout(1000);
    expect((await storedDrafts(page)).map((draft) => draft.clientId)).toEqual([made?.clientId]);
  });

  it('says a project a guest may not open is private, with a way to sign in', async () => {
    const { page } = session;
    await page.goto('/editor?pid=987654');
    await waitForHydration(page);
    await visible(page.getByRole('heading', { name: 'This project is private' }));
    const signIn = page.getByRole('main').getByRole('link', { name: 'Sign in' });
    expect(await signIn.getAttribute('href')).toBe(
      '/account/login?return_to=%2Feditor%3Fpid%3D987654',
    );
  });

  it('sends photo prints to /photo-prints', async () => {
    const { page } = session;
    await page.goto('/editor?new=true&type=photo-prints');
    await page.waitForURL((url) => url.pathname === '/photo-prints');
  });

  it('explains a link it cannot follow', async () => {
    const { page } = session;
    await page.goto('/editor?type=photo-books&starting_month_year=2027-13');
    await waitForHydration(page);
    await visible(page.getByText('The calendar’s starting month should be written as YYYY-MM'));
  });

  it('opened online with its tray closed, a book reopens offline with its photos, and the tray follows the connection', async () => {
    session.expected.push(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR|status of 503/i);
    // One device uploads two photos and places them in a book.
    let page = await session.openContext({ viewport: { width: 1440, height: 960 } });
    await signInAsDemo(page, '/my/photos');
    const files = await writePhotoFiles([
      {
        name: 'harbour.jpg',
        content: await jpegOf({ name: 'harbour.jpg', width: 96, height: 64, seed: 3 }),
      },
      {
        name: 'meadow.jpg',
        content: await jpegOf({ name: 'meadow.jpg', width: 64, height: 96, seed: 4 }),
      },
    ]);
    for (const [index, file] of files.entries()) {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Upload photos' }).click();
      await (await chooser).setFiles(file);
      const name = index === 0 ? 'harbour.jpg' : 'meadow.jpg';
      await visible(page.getByRole('listitem', { name }).getByText('Uploaded'));
    }
    await page.goto('/editor?ptid=941');
    await editorReady(page);
    const pid = await projectIdInAddress(page);
    const tray = page.locator('[data-position]');
    await visible(tray.nth(1));
    await tray.nth(0).click();
    await tray.nth(1).click();
    await serverDesignWhen(page, pid, (doc) => placedPhotos(doc).length === 2);
    // Drawn once the server has made their pictures.
    await expect.poll(() => canvasPhotoCount(page), { timeout: 30_000 }).toBe(2);

    // A freshly signed-in tablet opens the book and never opens its tray.
    page = await session.openContext({
      viewport: { width: 1024, height: 1366 },
      hasTouch: true,
      isMobile: true,
      userAgent: ANDROID_TABLET,
    });
    await signInAsDemo(page, '/');
    const address = `/editor?pid=${pid}`;
    await page.goto(address);
    await editorReady(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.goto(address);
    await editorReady(page);
    await expect.poll(() => canvasPhotoCount(page), { timeout: 30_000 }).toBe(2);
    const pictures = await canvasPictures(page);
    await expect.poll(() => cachedOf(page, pictures), { timeout: 20_000 }).toEqual(pictures);

    await session.context.setOffline(true);
    await page.reload();
    await editorReady(page);
    await expect.poll(() => canvasPictures(page), { timeout: 20_000 }).toEqual(pictures);
    expect(await cachedOf(page, pictures)).toEqual(pictures);
    await page.getByRole('button', { name: 'Photos & text' }).tap();
    const trayStatus = page.getByRole('status').filter({ hasText: 'saved on this device' });
    await visible(trayStatus.filter({ hasText: "You're offline" }));
    await expect.poll(() => page.locator('[data-position]').count(), { timeout: 20_000 }).toBe(2);

    // Back online, no reload: the tray no longer says offline.
    await session.context.setOffline(false);
    await expect.poll(() => trayStatus.count(), { timeout: 20_000 }).toBe(0);
    expect(await page.locator('[data-position]').count()).toBe(2);
  }, 120_000);
});
