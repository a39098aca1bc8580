import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, visible, waitForHydration } from './support/browserSession';
import {
  canvasPhotoCount,
  canvasTexts,
  editorReady,
  largestText,
  placedPhotos,
  projectIdInAddress,
  serverDesign,
  serverDesignWhen,
  textsOn,
} from './support/editorDesign';
import { newestMailTo } from './support/mailOutbox';
import { chooseFiles, writeJpegFiles } from './support/photoFiles';
import { signInAsDemo } from './support/signInAsDemo';
import { signUpInBrowser } from './support/signUpInBrowser';

/*
 * Two people on one book in two browsers: the owner invites a friend by mail, the friend follows
 * the mailed link, joins and lands in the editor, and each sees the other's change to the cover
 * as it is made, with who else is there.
 */
const session = browserSession({
  serverEnv: { DEMO_SAMPLE_PHOTOS: '0' },
  context: { viewport: { width: 1440, height: 960 } },
});
const PHOTO_BOOK_DESIGN = '/baby-photo-books/classic-typography-photo-book-565/preview?ptid=941';
const COVER_TITLE = 'Our Year in Photos';

/** A call of the shop's API from the page, with its session and CSRF token, as the client makes it. */
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

/** Follows an invitation mailed to `email` and joins: the editor opens on the project. */
async function joinFromMail(
  friend: Page,
  email: string,
  subject: RegExp,
  path: RegExp,
  pid: number,
) {
  const invitation = await newestMailTo(session.server.dataDir, email, { subject });
  const link = new URL(path.exec(invitation.text ?? '')![0]);
  await friend.goto(`${link.pathname}${link.search}`);
  await waitForHydration(friend);
  await visible(friend.getByRole('heading', { name: /invites you to/ }));
  await friend.getByRole('button', { name: 'Join and open the project' }).click();
  await friend.waitForURL(
    (url) => url.pathname === '/editor' && url.searchParams.get('pid') === String(pid),
  );
  await editorReady(friend);
}

async function retitleCover(page: Page, from: string, to: string) {
  const title = await largestText(page, from);
  const box = (await title.boundingBox())!;
  await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
  const editor = await visible(page.getByRole('textbox', { name: 'Edit text' }));
  await editor.pressSequentially(to);
  // Tab leaves the text and keeps it (a click elsewhere may land on a notice above the canvas).
  await page.keyboard.press('Tab');
  await editor.waitFor({ state: 'detached' });
}

describe('making a book together', () => {
  it('invites a collaborator by mail; both edit the book at once and see each other’s edits', async () => {
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
    await visible(page.getByText('Live: changes are shared as you make them'));

    // The invitation goes out by mail (there is no share dialog in the editor yet: the call).
    const friendEmail = `friend-${Date.now()}@example.com`;
    expect(
      await callFromPage(page, '/api/v2/my/project/share', {
        project_id: pid,
        emails: [friendEmail],
      }),
    ).toBe(200);

    const friend = await session.newDevice();
    const invitation = await newestMailTo(session.server.dataDir, friendEmail, {
      subject: /invites you/,
    });
    const link = new URL(
      /https?:\/\/\S+\/create\/collaborate\?\S+/.exec(invitation.text ?? '')![0],
    );
    await signUpInBrowser(friend, session.server.dataDir, {
      firstName: 'Robin',
      email: friendEmail,
      password: 'correct horse battery staple',
    });
    await friend.waitForURL((url) => url.pathname === '/');
    await friend.goto(`${link.pathname}${link.search}`);
    await waitForHydration(friend);
    await visible(friend.getByRole('heading', { name: /invites you to/ }));
    await friend.screenshot({ path: '/tmp/collab-shots/invite.png' });
    await friend.getByRole('button', { name: 'Join and open the project' }).click();
    await friend.waitForURL(
      (url) => url.pathname === '/editor' && url.searchParams.get('pid') === String(pid),
    );
    await editorReady(friend);

    // Each sees the other there.
    await visible(
      page.getByRole('list', { name: 'Also working on this project' }).getByText('Robin'),
    );
    await visible(
      friend.getByRole('list', { name: 'Also working on this project' }).getByText(/\S/).first(),
    );

    // The owner retitles the cover: the friend sees it without reloading; then the other way round.
    await retitleCover(page, COVER_TITLE, 'Summer by the Sea');
    await expect.poll(() => canvasTexts(friend), { timeout: 5000 }).toContain('Summer by the Sea');
    await retitleCover(friend, 'Summer by the Sea', 'Robin was here');
    await expect.poll(() => canvasTexts(page), { timeout: 5000 }).toContain('Robin was here');
    await page.screenshot({ path: '/tmp/collab-shots/owner-editor.png' });
    await page.goto('/home/invite_requests');
    await waitForHydration(page);
    await page.screenshot({ path: '/tmp/collab-shots/requests.png' });
    const saved = await serverDesignWhen(friend, pid, (doc) =>
      Object.keys(doc.surfaces).some((id) => textsOn(doc, id).includes('Robin was here')),
    );
    expect(saved).toBeDefined();
  }, 120_000);

  it('lets a contributor add a photo, and keeps the text theirs to leave alone', async () => {
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

    const email = `contributor-${Date.now()}@example.com`;
    const contributor = await session.newDevice();
    await signUpInBrowser(contributor, session.server.dataDir, {
      firstName: 'Sam',
      email,
      password: 'correct horse battery staple',
    });
    await contributor.waitForURL((url) => url.pathname === '/');
    // Photos uploaded as a customer does, so the server has them: a design may name only photos
    // the server knows to be the placer's own.
    await contributor.goto('/my/photos');
    await waitForHydration(contributor);
    const essential = contributor.getByRole('button', { name: 'Essential only' });
    if (await essential.isVisible()) await essential.click();
    const names = ['cover.jpg', 'beach.jpg', 'hill.jpg'];
    const specs = names.map((name, i) => ({ name, width: 96, height: 72, seed: 51 + i }));
    await chooseFiles(contributor, 'Upload photos', await writeJpegFiles(specs));
    for (const name of names)
      await visible(contributor.getByRole('listitem', { name }).getByText('Uploaded'));
    expect(
      await callFromPage(page, '/api/v2/my/project/invite_contributor', {
        project_id: pid,
        emails: [email],
      }),
    ).toBe(200);
    await joinFromMail(
      contributor,
      email,
      /asks you to add photos/,
      /https?:\/\/\S+\/projects\/contribute\?\S+/,
      pid,
    );
    await visible(contributor.getByText(/You are a contributor to this project/));

    // A photo into the cover's empty slot: the owner sees it arrive.
    const photosBefore = await canvasPhotoCount(page);
    const tray = contributor.locator('[data-position]').first();
    await tray.focus();
    await contributor.keyboard.press('Enter');
    await expect.poll(() => canvasPhotoCount(contributor)).toBe(photosBefore + 1);
    // The owner's copy and the server have it; its picture is on the contributor's device only
    // (the test library is generated there), so the owner's page asks the server for it in vain.
    session.expected.push(/404 \(Not Found\)/);
    const withPhoto = await serverDesignWhen(page, pid, (doc) => placedPhotos(doc).length === 1);
    expect(placedPhotos(withPhoto)).toHaveLength(1);

    // The cover's words are not theirs to change: the server refuses, and says so. The refusal
    // can reach the browser's console as a 403 (one clean-clone run in three; which call carried
    // it there was not traced).
    session.expected.push(/403 \(Forbidden\)/);
    await retitleCover(contributor, COVER_TITLE, 'Sam rewrote this');
    await visible(contributor.getByRole('alert').filter({ hasText: 'add photos and pages' }));
    const stored = await serverDesign(page, pid);
    expect(
      Object.keys(stored.surfaces).some((id) => textsOn(stored, id).includes('Sam rewrote this')),
    ).toBe(false);
    expect(await canvasTexts(page)).not.toContain('Sam rewrote this');
  }, 120_000);
});
