import type { BrowserContextOptions } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDocument } from '../../src/shared/project/document';
import { browserSession, visible, waitForHydration } from './support/browserSession';
import {
  canvasArt,
  canvasPhotoCount,
  canvasTexts,
  deviceDesign,
  editorReady,
  elementButtons,
  elementsOn,
  givePhotoLibrary,
  largestText,
  openPage,
  photoSlotsOnCanvas,
  placedPhotos,
  projectIdInAddress,
  serverDesign,
  serverDesignWhen,
  storedDrafts,
  stripLabels,
  textsOn,
} from './support/editorDesign';
import { signInAsDemo } from './support/signInAsDemo';

/*
 * The editor's journeys of issue 14 (item 10 a–e) against the production build: each asserts what
 * the customer sees on the canvas and what the server stored. One server and one sign-in for the
 * file: every test's context starts with the demo account's cookies and privacy choice. The
 * library's 40 photos are generated records on the device (the server never had them), their
 * pictures served by a route; screenshots of each product line go to /tmp/editor-shots.
 */
const signedIn: BrowserContextOptions = { viewport: { width: 1440, height: 960 } };
const session = browserSession({ context: signedIn, serviceWorker: true });
const SHOTS = '/tmp/editor-shots';
const PHOTO_BOOK_DESIGN = '/baby-photo-books/classic-typography-photo-book-565/preview?ptid=941';
const COVER_TITLE = 'Our Year in Photos';
/** An Android tablet's browser: no "Mobile" in it, so the shop takes it for a tablet. */
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

beforeAll(async () => {
  const context = await session.browser.newContext({ baseURL: session.server.url });
  const page = await context.newPage();
  await signInAsDemo(page, '/my/photos');
  await page.getByRole('button', { name: 'Essential only' }).click();
  signedIn.storageState = await context.storageState();
  await context.close();
}, 60_000);

describe('the editor, as customers use it', () => {
  it('(a) autofills 40 photos into a photo-book design, changes a layout, retitles the cover; a reload keeps it all', async () => {
    const { page } = session;
    await givePhotoLibrary(page, 40);
    await page.goto(PHOTO_BOOK_DESIGN);
    await waitForHydration(page);
    await page
      .getByRole('link', { name: /Personalise/ })
      .first()
      .click();
    await editorReady(page);
    const pid = await projectIdInAddress(page);

    await page.getByRole('button', { name: 'Autofill' }).click();
    const done = await visible(page.getByText(/Placed 40 photos on \d+ pages/));
    const pageCount = Number(/on (\d+) pages/.exec((await done.textContent()) ?? '')?.[1]);
    await expect.poll(() => canvasPhotoCount(page)).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/book.png` });
    const autofilled = await serverDesignWhen(page, pid, (doc) => placedPhotos(doc).length === 40);
    expect(new Set(placedPhotos(autofilled)).size).toBe(40);
    expect(autofilled.surfaceOrder).toHaveLength(pageCount);

    // A layout with a different number of slots on an inside page, keeping its photos.
    const labels = await stripLabels(page);
    expect(labels).toHaveLength(pageCount);
    const pageLabel = labels[2]!;
    await openPage(page, pageLabel);
    const surfaceId = (await canvasArt(page).getAttribute('data-surface'))!;
    const before = await photoSlotsOnCanvas(page);
    await page.getByRole('tab', { name: 'Layouts' }).click();
    const choices = await page
      .getByRole('tabpanel', { name: 'Layouts' })
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
    const choice = choices.find(
      (label) => !label.includes('back to the tray') && Number.parseInt(label, 10) !== before,
    )!;
    expect(choice).toBeDefined();
    const slotsAfter = Number.parseInt(choice, 10);
    await page.getByRole('button', { name: choice, exact: true }).click();
    await expect.poll(() => photoSlotsOnCanvas(page)).toBe(slotsAfter);

    // The cover's title, edited in place: double-click it, type, click away.
    await openPage(page, labels[0]!);
    const coverId = (await canvasArt(page).getAttribute('data-surface'))!;
    const title = await largestText(page, COVER_TITLE);
    const box = (await title.boundingBox())!;
    await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
    const editor = await visible(page.getByRole('textbox', { name: 'Edit text' }));
    await editor.pressSequentially('Summer by the Sea');
    await page.mouse.click(5, 400);
    await editor.waitFor({ state: 'detached' });
    await expect.poll(() => canvasTexts(page)).toContain('Summer by the Sea');

    const saved = await serverDesignWhen(
      page,
      pid,
      (doc) =>
        textsOn(doc, coverId).includes('Summer by the Sea') &&
        elementsOn(doc, surfaceId).filter((e) => e.type === 'photoSlot').length === slotsAfter,
    );
    expect(placedPhotos(saved).length).toBe(40);

    await page.reload();
    await editorReady(page);
    await expect.poll(() => canvasTexts(page)).toContain('Summer by the Sea');
    await expect.poll(() => canvasPhotoCount(page)).toBeGreaterThan(0);
    await openPage(page, pageLabel);
    expect(await photoSlotsOnCanvas(page)).toBe(slotsAfter);
    await expect
      .poll(() => canvasPhotoCount(page))
      .toBe(elementsOn(saved, surfaceId).filter((e) => e.type === 'photoSlot' && e.photoId).length);
    expect(await stripLabels(page)).toEqual(labels);
  }, 90_000);

  it('(b) on a tablet, offline: edits over several pages survive a closed tab, and reach the server and another device once online', async () => {
    session.expected.push(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR|status of 503/i);
    const page = await session.openContext({
      ...signedIn,
      viewport: { width: 1024, height: 1366 },
      hasTouch: true,
      isMobile: true,
      userAgent: ANDROID_TABLET,
    });
    await givePhotoLibrary(page, 40);
    await page.goto('/editor?ptid=941');
    await editorReady(page);
    const pid = await projectIdInAddress(page);
    const address = `/editor?pid=${pid}`;
    // Opened once online by its own address, under the service worker: the shell and this page
    // are then on the device.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.goto(address);
    await editorReady(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const [draft] = (await storedDrafts(page)).filter((d) => d.serverId === pid);
    const clientId = draft!.clientId;
    const start = await deviceDesign(page, clientId);
    const [cover] = start.surfaceOrder;
    // Two inside pages with photo slots (the title page has none).
    const [firstPage, secondPage] = start.surfaceOrder
      .slice(1)
      .filter((id) => elementsOn(start, id).some((e) => e.type === 'photoSlot'));

    await session.context.setOffline(true);
    const tools = page.getByRole('button', { name: 'Photos & text' });
    const pages = page.getByRole('button', { name: 'Pages', exact: true });

    // The cover: two photos tapped in from the tray, the title retyped, the ornament nudged.
    await tools.tap();
    const tray = page.locator('[data-position]');
    await visible(tray.first());
    await tray.nth(0).tap();
    await tray.nth(1).tap();
    await tools.tap();
    await expect.poll(() => canvasPhotoCount(page)).toBe(2);
    await visible(page.getByText('Offline: saved on this device'));
    await elementButtons(page)
      .filter({ hasText: `Text: ${COVER_TITLE}` })
      .last()
      .focus();
    await page.keyboard.press('Enter');
    const editor = await visible(page.getByRole('textbox', { name: 'Edit text' }));
    await editor.fill('Made offline');
    await page.keyboard.press('Tab');
    await expect.poll(() => canvasTexts(page)).toContain('Made offline');
    const ornament = elementButtons(page).filter({ hasText: 'Decoration' }).first();
    const ornamentId = (await ornament.getAttribute('data-element-id'))!;
    await ornament.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowRight');

    // Two more pages: a photo tapped into each.
    for (const label of [start.surfaces[firstPage!]!.label, start.surfaces[secondPage!]!.label]) {
      await pages.tap();
      await page
        .getByRole('grid', { name: 'Pages of the project' })
        .getByRole('row', { name: label, exact: true })
        .tap();
      await pages.tap();
      await tools.tap();
      await tray.nth(2).tap();
      await tools.tap();
      await expect.poll(() => canvasPhotoCount(page)).toBe(1);
    }
    await page.screenshot({ path: `${SHOTS}/book-tablet-offline.png` });

    const edited = await deviceDesign(page, clientId);
    const expectEdits = (doc: ProjectDocument) => {
      expect(textsOn(doc, cover!)).toContain('Made offline');
      expect(placedPhotos(doc)).toHaveLength(4);
      for (const surfaceId of [firstPage!, secondPage!])
        expect(elementsOn(doc, surfaceId).some((e) => e.type === 'photoSlot' && e.photoId)).toBe(
          true,
        );
      expect(doc.elements[ornamentId]?.x).toBe(edited.elements[ornamentId]?.x);
    };
    expect(edited.elements[ornamentId]?.x).toBeGreaterThan(start.elements[ornamentId]!.x);
    expectEdits(edited);

    // The tab closes; a new one opens the same address, still offline.
    await page.close();
    const reopened = await session.context.newPage();
    reopened.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        session.problems.push(`${message.type()}: ${message.text()}`);
    });
    await reopened.goto(address);
    await editorReady(reopened);
    await expect.poll(() => canvasTexts(reopened)).toContain('Made offline');
    expect(await canvasPhotoCount(reopened)).toBe(2);
    expectEdits(await deviceDesign(reopened, clientId));

    // Back online: the server has every edit, and another device signed in sees them.
    await session.context.setOffline(false);
    await serverDesignWhen(reopened, pid, (doc) => textsOn(doc, cover!).includes('Made offline'));
    expectEdits(await serverDesignWhen(reopened, pid, (doc) => placedPhotos(doc).length === 4));
    const desktop = await session.newDevice();
    await givePhotoLibrary(desktop, 40);
    await desktop.goto(address);
    await editorReady(desktop);
    await expect.poll(() => canvasTexts(desktop)).toContain('Made offline');
    await expect.poll(() => canvasPhotoCount(desktop)).toBe(2);
  }, 120_000);

  it('(c) a folded card with silver foil and a round trim: front and inside, the foil layer and the trim on the page', async () => {
    const { page } = session;
    await page.goto('/cards/christmas-cards/joyful-elegant-celebration-16');
    await waitForHydration(page);
    await page
      .getByRole('link', { name: /Personalise/ })
      .first()
      .click();
    await editorReady(page);
    const pid = await projectIdInAddress(page);
    expect(await stripLabels(page)).toEqual(['Front and back', 'Inside']);

    // The outside: the foil plate in its own layer, the round trim as a die-cut line, the fold.
    const foil = canvasArt(page).locator('[data-layer="foil"] [data-foil]');
    expect(
      await foil.evaluateAll((plates) => plates.map((p) => p.getAttribute('data-foil'))),
    ).toEqual(['silver']);
    expect(await foil.locator('text').allTextContents()).toContain('Merry Christmas');
    expect(await canvasArt(page).locator('[data-guide="die-cut"]').count()).toBe(1);
    expect(await canvasArt(page).locator('[data-guide="fold"]').count()).toBe(1);
    // The strip's thumbnails are previews: clipped to the trim's shape.
    const thumbnailClips = page
      .getByRole('grid', { name: 'Pages of the project' })
      .locator('clipPath path');
    await expect.poll(() => thumbnailClips.count()).toBe(2);
    await page.screenshot({ path: `${SHOTS}/card-outside.png` });

    await openPage(page, 'Inside');
    expect(await canvasArt(page).getAttribute('data-surface')).not.toBe(null);
    expect(await canvasArt(page).locator('[data-guide="die-cut"]').count()).toBe(1);
    expect((await canvasTexts(page)).join(' ').length).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/card-inside.png` });

    const stored = await serverDesignWhen(page, pid, (doc) => doc.surfaceOrder.length === 2);
    const [outside, inside] = stored.surfaceOrder.map((id) => stored.surfaces[id]!);
    expect(outside?.clipPath).toBeTruthy();
    expect(inside?.clipPath).toBe(outside?.clipPath);
    expect(
      elementsOn(stored, outside!.id)
        .filter((e) => e.type === 'foil')
        .map((e) => e.type === 'foil' && e.foilTypeId),
    ).toContain(2);
  }, 60_000);

  it('(d) a calendar starting in March 2027 lists its months from there', async () => {
    const { page } = session;
    await page.goto('/editor?new=true&type=photo-calendars&starting_month_year=2027-03');
    await editorReady(page);
    const pid = await projectIdInAddress(page);
    const months = [
      'March 2027',
      'April 2027',
      'May 2027',
      'June 2027',
      'July 2027',
      'August 2027',
      'September 2027',
      'October 2027',
      'November 2027',
      'December 2027',
      'January 2028',
      'February 2028',
    ];
    expect(await stripLabels(page)).toEqual(['Cover', ...months, 'Back cover']);
    await openPage(page, 'March 2027');
    await page.screenshot({ path: `${SHOTS}/calendar.png` });
    const stored = await serverDesign(page, pid);
    expect(stored.options).toMatchObject({ startingMonthYear: '2027-03' });
    expect(stored.surfaceOrder.map((id) => stored.surfaces[id]?.label)).toEqual([
      'Cover',
      ...months,
      'Back cover',
    ]);
  }, 60_000);

  it('(e) keyboard only: places a photo, edits text, undoes and redoes', async () => {
    const { page } = session;
    await givePhotoLibrary(page, 40);
    await page.goto(`/editor?ptid=941`);
    await editorReady(page);
    await visible(page.getByRole('button', { name: 'Autofill' }));
    const active = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return {
          text: element?.textContent ?? '',
          inElements: Boolean(element?.closest('[aria-label^="Elements on"]')),
          inTray: element?.hasAttribute('data-position') ?? false,
          tag: element?.tagName ?? '',
        };
      });
    const tabTo = async (
      wanted: (focus: Awaited<ReturnType<typeof active>>) => boolean,
      key = 'Tab',
    ) => {
      for (let i = 0; i < 80; i++) {
        if (wanted(await active())) return;
        await page.keyboard.press(key);
      }
      throw new Error(`${key} never reached the element: at ${JSON.stringify(await active())}`);
    };

    // The element list is one tab stop: Alt+Down steps to the last empty slot (selecting it),
    // Shift+Tab goes back towards the tray without selecting anything else on the way, and the
    // tray's Enter places its photo in that slot.
    await page.locator('body').focus();
    const slotButtons = () => elementButtons(page).allTextContents();
    const emptySlot = (await slotButtons()).filter((label) => label.endsWith(', empty')).at(-1)!;
    const filledSlot = emptySlot.replace(', empty', '');
    await tabTo((focus) => focus.inElements);
    await tabTo((focus) => focus.inElements && focus.text === emptySlot, 'Alt+ArrowDown');
    await tabTo((focus) => !focus.inElements, 'Shift+Tab');
    await tabTo((focus) => focus.inTray, 'Shift+Tab');
    expect(await canvasPhotoCount(page)).toBe(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => canvasPhotoCount(page)).toBe(1);
    expect(await slotButtons()).toContain(filledSlot);

    // A text element: Enter opens it in place; typing replaces its words; Tab leaves and keeps.
    await tabTo((focus) => focus.inElements);
    await page.keyboard.press('Home');
    await tabTo(
      (focus) => focus.inElements && focus.text === `Text: ${COVER_TITLE}`,
      'Alt+ArrowDown',
    );
    await page.keyboard.press('Enter');
    await visible(page.getByRole('textbox', { name: 'Edit text' }));
    await page.keyboard.type('Typed with keys');
    await page.keyboard.press('Tab');
    await expect.poll(() => canvasTexts(page)).toContain('Typed with keys');

    await page.keyboard.press('Control+z');
    await expect.poll(() => canvasTexts(page)).not.toContain('Typed with keys');
    expect(await canvasTexts(page)).toContain(COVER_TITLE);
    await page.keyboard.press('Control+z');
    await expect.poll(() => canvasPhotoCount(page)).toBe(0);
    expect(await slotButtons()).toContain(emptySlot);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => canvasPhotoCount(page)).toBe(1);
    await page.keyboard.press('Control+y');
    await expect.poll(() => canvasTexts(page)).toContain('Typed with keys');
    expect(await slotButtons()).toContain(filledSlot);
  }, 60_000);

  it('shows every product line in the editor (screenshots in /tmp/editor-shots)', async () => {
    const { page } = session;
    // ptid names a product template of the design (a theme has one per product it comes in).
    for (const [line, url, firstPage] of [
      ['labels', '/editor?ptid=867', 'Label'],
      ['envelope', '/editor?ptid=963', 'Front'],
      ['canvas', '/editor?ptid=975', 'Canvas (Image Wrap)'],
      ['calendar-design', '/editor?ptid=903&starting_month_year=2027-03', 'Cover'],
    ] as const) {
      await page.goto(url);
      await editorReady(page);
      expect((await stripLabels(page))[0]).toBe(firstPage);
      await page.screenshot({ path: `${SHOTS}/${line}.png` });
    }
  }, 60_000);
});
