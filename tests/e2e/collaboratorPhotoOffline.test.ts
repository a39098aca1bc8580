import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, visible, waitForHydration } from './support/browserSession';
import {
  canvasArt,
  editorReady,
  placedPhotos,
  projectIdInAddress,
  serverDesignWhen,
} from './support/editorDesign';
import { newestMailTo } from './support/mailOutbox';
import { chooseFiles, writeJpegFiles } from './support/photoFiles';
import { signInAsDemo } from './support/signInAsDemo';
import { signUpInBrowser } from './support/signUpInBrowser';

/*
 * A photo another person placed in the owner's book comes from their library, which the owner's
 * device never syncs: opened online, the owner's editor must keep enough of it (its record and
 * its picture) to draw it after an offline reload.
 */
const session = browserSession({
  serverEnv: { DEMO_SAMPLE_PHOTOS: '0' },
  serviceWorker: true,
  context: { viewport: { width: 1440, height: 960 } },
});
const PHOTO_BOOK_DESIGN = '/baby-photo-books/classic-typography-photo-book-565/preview?ptid=941';

/** The addresses of the pictures drawn on the canvas. */
const canvasPictures = (page: Page) =>
  canvasArt(page)
    .locator('image')
    .evaluateAll((images) => images.map((image) => image.getAttribute('href') ?? ''));

async function callFromPage(page: Page, path: string, body: object) {
  return page.evaluate(
    async ({ path, body }) => {
      const csrf = await (await fetch('/api/v2/my/sessions/csrf_token')).json();
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf.authenticity_token },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { path, body },
  );
}

describe('a photo a contributor placed', () => {
  it('still draws in the owner’s editor reloaded offline, once it was open online', async () => {
    session.expected.push(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR|status of 503/i);
    const { page } = session;
    await signInAsDemo(page, '/');
    await page.goto(PHOTO_BOOK_DESIGN);
    await waitForHydration(page);
    await page
      .getByRole('link', { name: /Personalise/ })
      .first()
      .click();
    await editorReady(page);
    const pid = await projectIdInAddress(page);
    const ownPictures = await canvasPictures(page);

    const email = `placer-${Date.now()}@example.com`;
    const contributor = await session.newDevice();
    await signUpInBrowser(contributor, session.server.dataDir, {
      firstName: 'Sam',
      email,
      password: 'correct horse battery staple',
    });
    await contributor.waitForURL((url) => url.pathname === '/');
    await contributor.goto('/my/photos');
    await waitForHydration(contributor);
    const essential = contributor.getByRole('button', { name: 'Essential only' });
    if (await essential.isVisible()) await essential.click();
    await chooseFiles(
      contributor,
      'Upload photos',
      await writeJpegFiles([{ name: 'pier.jpg', width: 96, height: 72, seed: 77 }]),
    );
    await visible(contributor.getByRole('listitem', { name: 'pier.jpg' }).getByText('Uploaded'));
    expect(
      await callFromPage(page, '/api/v2/my/project/invite_contributor', {
        project_id: pid,
        emails: [email],
      }),
    ).toBe(200);
    const invitation = await newestMailTo(session.server.dataDir, email, {
      subject: /asks you to add photos/,
    });
    const link = new URL(
      /https?:\/\/\S+\/projects\/contribute\?\S+/.exec(invitation.text ?? '')![0],
    );
    await contributor.goto(`${link.pathname}${link.search}`);
    await waitForHydration(contributor);
    await contributor.getByRole('button', { name: 'Join and open the project' }).click();
    await contributor.waitForURL(
      (url) => url.pathname === '/editor' && url.searchParams.get('pid') === String(pid),
    );
    await editorReady(contributor);
    const tray = contributor.locator('[data-position]').first();
    await tray.focus();
    await contributor.keyboard.press('Enter');
    await serverDesignWhen(page, pid, (doc) => placedPhotos(doc).length === 1);

    // The owner opens the book online, with the service worker in charge of the page.
    const address = `/editor?pid=${pid}`;
    await page.goto(address);
    await editorReady(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.goto(address);
    await editorReady(page);
    const theirs = async () =>
      (await canvasPictures(page)).filter((url) => !ownPictures.includes(url));
    await expect.poll(async () => (await theirs()).length, { timeout: 30_000 }).toBe(1);
    const [picture] = await theirs();
    await expect
      .poll(() => page.evaluate(async (url) => Boolean(await caches.match(url)), picture!), {
        timeout: 20_000,
      })
      .toBe(true);

    await session.context.setOffline(true);
    await page.reload();
    await editorReady(page);
    await expect.poll(() => theirs(), { timeout: 20_000 }).toEqual([picture]);
    await page.screenshot({ path: '/tmp/collab-shots/owner-offline-contributor-photo.png' });
  }, 180_000);
});
