import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, visible, waitForHydration } from './support/browserSession';
import {
  deviceDesign,
  editorReady,
  largestText,
  projectIdInAddress,
  serverDesign,
  storedDrafts,
} from './support/editorDesign';
import { signInAsDemo } from './support/signInAsDemo';

/*
 * One customer on a desktop and a tablet: both open the book online, both go offline, each
 * retitles the cover and adds pages, and they come back half a second apart. Whichever comes
 * first must end with the other's changes too, say synced only then, and open again from what
 * it stored. Runs MERGE_RUNS times (3 unless set; the bench runs it 20 times).
 */
const session = browserSession({
  serverEnv: { DEMO_SAMPLE_PHOTOS: '0' },
  context: { viewport: { width: 1440, height: 960 } },
  expected: [/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_|status of 503/i],
});
const PHOTO_BOOK_DESIGN = '/baby-photo-books/classic-typography-photo-book-565/preview?ptid=941';
const COVER_TITLE = 'Our Year in Photos';
const RUNS = Number(process.env.MERGE_RUNS ?? 3);

async function retitleCover(page: Page, from: string, to: string) {
  const title = await largestText(page, from);
  const box = (await title.boundingBox())!;
  await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
  const editor = await visible(page.getByRole('textbox', { name: 'Edit text' }));
  await editor.press('ControlOrMeta+a');
  await editor.pressSequentially(to);
  await page.keyboard.press('Tab');
  await editor.waitFor({ state: 'detached' });
}

async function addPages(page: Page) {
  await page.getByRole('button', { name: 'Add pages' }).first().click();
}

/** What this device stored for the project, read back as a reload would open it. */
async function storedDesign(page: Page, pid: number) {
  const [draft] = (await storedDrafts(page)).filter((d) => d.serverId === pid);
  return deviceDesign(page, draft!.clientId);
}

const SYNCED = /Saved and synced|Synced: changes from another device merged in/;

describe('two devices of one customer, offline at once', () => {
  const runs = Array.from({ length: RUNS }, (_, n) => n + 1);
  it.each(runs)(
    'merge when they reconnect half a second apart (run %i)',
    { timeout: 120_000 },
    async (run) => {
      const desk = session.page;
      await signInAsDemo(desk, '/');
      const tablet = await session.newDevice();
      await tablet.setViewportSize({ width: 1024, height: 768 });
      await signInAsDemo(tablet, '/');
      {
        await desk.goto(PHOTO_BOOK_DESIGN);
        await waitForHydration(desk);
        await desk
          .getByRole('link', { name: /Personalise/ })
          .first()
          .click();
        await editorReady(desk);
        const pid = await projectIdInAddress(desk);
        await visible(desk.getByText(SYNCED));
        await tablet.goto(`/editor?pid=${pid}`);
        await editorReady(tablet);
        await visible(tablet.getByText('Live with'));
        await visible(desk.getByText('Live with'));
        const start = await serverDesign(desk, pid);

        await desk.context().setOffline(true);
        await tablet.context().setOffline(true);
        await retitleCover(desk, COVER_TITLE, `Desk ${run}`);
        await retitleCover(tablet, COVER_TITLE, `Tablet ${run}`);
        await addPages(desk);
        await addPages(tablet);
        await visible(desk.getByText('Offline: saved on this device'));
        await visible(tablet.getByText('Offline: saved on this device'));

        await desk.context().setOffline(false);
        await desk.waitForTimeout(500);
        await tablet.context().setOffline(false);
        // Both devices' pages and one title, on the server and on each device's screen.
        const pages = start.surfaceOrder.length + 4;
        await expect
          .poll(async () => (await serverDesign(desk, pid)).surfaceOrder.length, {
            timeout: 30_000,
          })
          .toBe(pages);
        const merged = await serverDesign(desk, pid);
        const title = Object.values(merged.elements).find(
          (e) => e.type === 'text' && /^(Desk|Tablet) /.test(e.text),
        );
        expect(title?.type === 'text' && title.text).toMatch(new RegExp(`^(Desk|Tablet) ${run}$`));
        for (const device of [desk, tablet]) {
          await expect
            .poll(async () => storedDesign(device, pid), { timeout: 30_000 })
            .toEqual(merged);
          await expect
            .poll(() => device.getByText(SYNCED).isVisible(), { timeout: 30_000 })
            .toBe(true);
        }
        // Both open again, online, from what they stored.
        for (const device of [desk, tablet]) {
          await device.reload();
          await editorReady(device);
          await visible(device.getByText(SYNCED));
          expect(await device.getByText('could not open').count()).toBe(0);
        }
      }
    },
  );
});
