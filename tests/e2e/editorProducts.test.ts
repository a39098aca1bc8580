import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSession, visible, waitForHydration } from './support/browserSession';
import {
  canvasTexts,
  editorReady,
  givePhotoLibrary,
  openPage,
  projectIdInAddress,
  serverDesignWhen,
  stripLabels,
} from './support/editorDesign';
import { signInAsDemo } from './support/signInAsDemo';

/*
 * The product lines' own editor panels (issue 14's envelope addressing, calendar personal dates,
 * memory reel timeline) against the production build, as customers use them; screenshots at
 * desktop and phone width go to /tmp/editor-shots.
 */
const signedIn: BrowserContextOptions = { viewport: { width: 1440, height: 960 } };
const session = browserSession({ context: signedIn });
const SHOTS = '/tmp/editor-shots';
const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  const context = await session.browser.newContext({ baseURL: session.server.url });
  const page = await context.newPage();
  await signInAsDemo(page, '/my/photos');
  await page.getByRole('button', { name: 'Essential only' }).click();
  signedIn.storageState = await context.storageState();
  await context.close();
}, 60_000);

async function addAddress(page: Page, first: string, last: string, street: string) {
  await page.getByRole('button', { name: 'Add an address' }).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Add an address' }));
  await dialog.getByLabel('First name').fill(first);
  await dialog.getByLabel('Last name').fill(last);
  await dialog.getByLabel('Address line 1').fill(street);
  await dialog.getByRole('combobox', { name: 'Postal code' }).fill('60601');
  await dialog.getByLabel('City').fill('Chicago');
  await dialog.getByLabel('State / province').fill('IL');
  await dialog.getByRole('button', { name: 'Add address' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function phoneShot(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  // On a phone the panels are a sheet the bottom toolbar opens.
  const tools = page.getByRole('toolbar', { name: 'Editor tools' }).getByRole('button', {
    name: 'Photos & text',
  });
  await tools.click();
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png` });
  await tools.click();
  await page.setViewportSize(signedIn.viewport!);
}

describe('the product lines in the editor', () => {
  it('addresses envelopes from the address book: one printed envelope per chosen address', async () => {
    const { page } = session;
    await page.goto('/editor?ptid=963');
    await editorReady(page);
    const pid = await projectIdInAddress(page);
    await visible(page.getByRole('tab', { name: 'Addresses', selected: true }));

    await addAddress(page, 'Grace', 'Hopper', '1 Navy Way');
    await addAddress(page, 'Alan', 'Turing', '2 Bletchley Road');
    // Each new address is addressed at once; the strip has an envelope front for each.
    await expect
      .poll(() => stripLabels(page))
      .toEqual(['To Grace Hopper', 'To Alan Turing', 'Back flap']);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => stripLabels(page)).toEqual(['Front', 'Back flap']);
    await page.getByLabel('Find an address').fill('turing');
    await page.getByRole('button', { name: 'Select all found' }).click();
    await expect.poll(() => stripLabels(page)).toEqual(['To Alan Turing', 'Back flap']);
    await page.getByLabel('Find an address').fill('');
    await page.getByRole('button', { name: 'Select all' }).click();
    await visible(page.getByText('2 chosen: 2 printed envelopes.'));

    await page.getByRole('button', { name: /Helvetica Neue/ }).click();
    await page.getByRole('option', { name: 'Lilly' }).click();
    await page.locator('label', { has: page.getByRole('radio', { name: 'Red' }) }).click();
    await openPage(page, 'To Grace Hopper');
    // The address block is one text of lines, in the chosen lettering and ink.
    await expect
      .poll(async () => (await canvasTexts(page)).join('|'))
      .toMatch(/Grace Hopper\s*1 Navy Way/);
    const stored = await serverDesignWhen(
      page,
      pid,
      (doc) =>
        doc.options.envelope?.recipients.length === 2 && doc.options.envelope.colorName === 'Red',
    );
    expect(stored.options.quantity).toBe(2);
    expect(stored.options.envelope?.fontFamily).toBe('Lilly');
    expect(stored.surfaceOrder).toEqual(['front-1', 'front-2', 'flap']);
    await page.screenshot({ path: `${SHOTS}/envelope-addressing.png` });
    await phoneShot(page, 'envelope-addressing');
  }, 120_000);

  it("puts personal dates in a calendar's cells, and a mid-year calendar's cover names both years", async () => {
    const { page } = session;
    await page.goto('/editor?ptid=903&starting_month_year=2027-03');
    await editorReady(page);
    const pid = await projectIdInAddress(page);
    await expect.poll(async () => (await canvasTexts(page)).join('|')).toContain('2027\u20132028');
    await page.getByRole('tab', { name: 'Dates' }).click();
    await page.getByLabel('What to print').fill("Mia's birthday");
    await page.getByRole('button', { name: /January/ }).click();
    await page.getByRole('option', { name: 'February' }).click();
    await page.getByLabel('Day').fill('14');
    await page.getByRole('button', { name: 'Add the date' }).click();
    await visible(page.getByText("Mia's birthday added on February 14."));
    await openPage(page, 'February 2028');
    // The cell sets the words on as many lines as they need (a text of tspans).
    await expect.poll(async () => (await canvasTexts(page)).join('|')).toMatch(/Mia's\s*birthday/);
    const stored = await serverDesignWhen(
      page,
      pid,
      (doc) => (doc.options.personalDates ?? []).length === 1,
    );
    expect(stored.options.personalDates).toEqual([{ month: 2, day: 14, label: "Mia's birthday" }]);
    await page.screenshot({ path: `${SHOTS}/calendar-dates.png` });
    await phoneShot(page, 'calendar-dates');

    // The preview hangs each month from the wall calendar's wire-o binding at its top edge.
    await page.goto(`/projects/preview?pid=${pid}`);
    const sheet = await visible(page.getByTestId('flip-book-stage').locator('[data-surface]'));
    expect(await sheet.getAttribute('data-binding')).toBe('wire-o');
    const wire = await visible(sheet.getByTestId('wire-binding'));
    const [wireBox, sheetBox] = [await wire.boundingBox(), await sheet.boundingBox()];
    expect(wireBox && sheetBox && Math.abs(wireBox.width - sheetBox.width)).toBeLessThan(1);
    // The wire straddles the top edge: above the page and onto it.
    expect(
      wireBox && sheetBox && wireBox.y < sheetBox.y && wireBox.y + wireBox.height > sheetBox.y,
    ).toBe(true);
    await page.screenshot({ path: `${SHOTS}/calendar-preview.png` });
  }, 120_000);

  it('builds a memory reel on a timeline: photos from the tray in order, reordered, with a track, played', async () => {
    const { page } = session;
    await givePhotoLibrary(page, 6);
    await page.goto('/editor?new=true&type=memory_reel');
    await editorReady(page);
    const pid = await projectIdInAddress(page);
    await page.goto(`/memories/edit?pid=${pid}`);
    await editorReady(page);
    await page.getByRole('tab', { name: 'Photos' }).click();
    const tray = page.locator('[data-position]');
    await visible(tray.first());
    for (const n of [0, 1, 2]) await tray.nth(n).click();
    await page.getByRole('tab', { name: 'Reel' }).click();
    const rows = page
      .getByRole('list', { name: 'Reel photos in playing order' })
      .getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(3);
    const before = (
      await serverDesignWhen(page, pid, (doc) => doc.options.reel?.items.length === 3)
    ).options.reel!.items.map((item) => item.photoId);
    await page.getByRole('button', { name: 'Move photo 3 earlier' }).click();
    // From the keyboard: Alt+↓ on a row's control moves that row one later.
    await page.getByRole('button', { name: 'Move photo 1 later' }).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await page.getByLabel('Seconds for photo 1').fill('5');
    await page.getByLabel('Seconds for photo 1').press('Enter');
    await page.getByRole('button', { name: /No music/ }).click();
    await page.getByRole('option').nth(1).click();
    await visible(page.getByRole('button', { name: /Listen to the track/ }));
    const stored = await serverDesignWhen(
      page,
      pid,
      (doc) =>
        doc.options.reel?.musicTrackId !== undefined &&
        doc.options.reel.items[0]?.durationMs === 5000,
    );
    // Photo 3 moved before photo 2, then the first moved one later: c, a, b.
    expect(stored.options.reel!.items.map((item) => item.photoId)).toEqual([
      before[2],
      before[0],
      before[1],
    ]);
    expect(stored.surfaceOrder).toEqual(['frame-1', 'frame-2', 'frame-3']);
    await page.screenshot({ path: `${SHOTS}/reel-timeline.png` });
    await phoneShot(page, 'reel-timeline');

    await page.getByRole('button', { name: 'Play the reel' }).click();
    const player = await visible(page.getByRole('region', { name: 'Memory reel player' }));
    await visible(player.getByRole('img', { name: 'Photo 1 of 3' }));
    await player.getByRole('button', { name: 'Next photo' }).click();
    await visible(player.getByRole('img', { name: 'Photo 2 of 3' }));
    await page.keyboard.press('ArrowLeft');
    await visible(player.getByRole('img', { name: 'Photo 1 of 3' }));
    await page.screenshot({ path: `${SHOTS}/reel-player.png` });
    await waitForHydration(page);
  }, 180_000);
});
