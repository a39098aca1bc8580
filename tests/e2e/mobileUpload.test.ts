import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, visible, waitForHydration } from './support/browserSession';
import { chooseFiles, writeJpegFiles } from './support/photoFiles';
import { signInAsDemo } from './support/signInAsDemo';

/*
 * The phone upload page in a real browser: a phone that is not signed in opens the owner's
 * signed link, its upload is cut off mid-way and the page reloaded, and the upload finishes from
 * the queue kept in IndexedDB into the owner's library. A tampered link gets a refusal page.
 */

const session = browserSession();
const PHONE = { width: 390, height: 844 };

/** The owner's phone link, as the upload panel's dialog gets it. */
async function phoneLinkOf(owner: Page): Promise<string> {
  const url = await owner.evaluate(async () => {
    const response = await fetch('/api/v2/my/friends/photo_upload_qr_code_link');
    return ((await response.json()) as { url: string }).url;
  });
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

const photosOnServer = (owner: Page) =>
  owner.evaluate(async () => {
    const response = await fetch('/api/v2/my/photos?hide_duplicates=false');
    const body = (await response.json()) as { total: number; items: { name?: string }[] };
    return body.total;
  });

describe('uploading from a phone', () => {
  it('finishes an upload cut off by a reload, into the owner library, without signing in', async () => {
    const owner = session.page;
    await signInAsDemo(owner);
    const link = await phoneLinkOf(owner);
    expect(link).toMatch(/^\/mobile\/upload\/projects\/\d+\/l\.[\w.-]+\?type=library$/);

    const phone = await session.newDevice();
    await phone.setViewportSize(PHONE);
    await phone.goto(link);
    await waitForHydration(phone);
    await visible(phone.getByRole('heading', { name: 'Upload photos from this phone', level: 1 }));
    await visible(phone.getByText("Your photos go straight into Demo's photo library."));

    // The connection drops as the bytes start to flow: the upload exists on the server (its
    // tus URL is stored with the file on the phone), but no byte of it arrives.
    session.expected.push(/net::ERR_INTERNET_DISCONNECTED/);
    // Cut until the reload replaces the page: a retry the old page sends as it goes must not get
    // through either, or the upload would finish unseen before the new page starts.
    let cut = true;
    await phone.route('**/api/v2/uploads/**', (route) =>
      cut && route.request().method() === 'PATCH'
        ? route.abort('internetdisconnected')
        : route.fallback(),
    );
    const cutOff = phone.waitForEvent('requestfailed', (r) => r.method() === 'PATCH');
    const files = await writeJpegFiles([
      { name: 'beach.jpg', width: 80, height: 60, seed: 11 },
      { name: 'dunes.jpg', width: 60, height: 80, seed: 12 },
    ]);
    await chooseFiles(phone, 'Choose photos', files);
    await cutOff;
    // The second file is on the phone too, though the first one has not got through.
    await visible(phone.getByRole('listitem', { name: 'dunes.jpg' }).getByText('Waiting its turn'));
    expect(await photosOnServer(owner)).toBe(0);

    // Reopened with the connection back: the stored uploads carry on by themselves.
    phone.once('framenavigated', () => {
      cut = false;
    });
    await phone.reload();
    await waitForHydration(phone);
    for (const name of ['beach.jpg', 'dunes.jpg']) {
      await visible(phone.getByRole('listitem', { name }).getByText('Uploaded'));
    }
    await visible(phone.getByText('All done: 2 photos sent to Demo.'));
    await expect.poll(() => photosOnServer(owner)).toBe(2);
    const stored = await phone.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('printshop');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const count = db.transaction('pendingUploads').objectStore('pendingUploads').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
    expect(stored).toBe(0);

    // The owner sees them in the library.
    await owner.reload();
    await visible(owner.getByRole('link', { name: 'beach.jpg' }));
    await visible(owner.getByRole('link', { name: 'dunes.jpg' }));
  });

  it('refuses a tampered link with a page saying what to do', async () => {
    const owner = session.page;
    await signInAsDemo(owner);
    const link = await phoneLinkOf(owner);
    const tampered = link.replace(
      /([\w-])(\?type=)/,
      (_, last: string, rest: string) => `${last === 'A' ? 'B' : 'A'}${rest}`,
    );
    expect(tampered).not.toBe(link);

    const phone = await session.newDevice();
    await phone.setViewportSize(PHONE);
    session.expected.push(/status of 403/);
    const answer = await phone.goto(tampered);
    expect(answer?.status()).toBe(403);
    await waitForHydration(phone);
    await visible(phone.getByRole('heading', { name: "This upload link doesn't work", level: 1 }));
    await visible(phone.getByText(/Ask the person who shared it for a new link/));
    expect(await phone.getByRole('button', { name: 'Choose photos' }).count()).toBe(0);
  });
});
