import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDocument } from '../../src/shared/project/document';
import { browserSession, visible, waitForHydration } from './support/browserSession';
import {
  deviceDesign,
  editorReady,
  givePhotoLibrary,
  projectIdInAddress,
  serverDesign,
  serverDesignWhen,
  storedDrafts,
  stripLabels,
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
const session = browserSession({ context: signedIn });
const SHOTS = '/tmp/editor-shots';
const PHOTO_BOOK_DESIGN = '/baby-photo-books/classic-typography-photo-book-565/preview?ptid=941';
const COVER_TITLE = 'Our Year in Photos';

beforeAll(async () => {
  const context = await session.browser.newContext({ baseURL: session.server.url });
  const page = await context.newPage();
  await signInAsDemo(page, '/my/photos');
  await page.getByRole('button', { name: 'Essential only' }).click();
  signedIn.storageState = await context.storageState();
  await context.close();
}, 60_000);

/** The page on the canvas: the renderer's SVG of the open surface. */
const canvasArt = (page: Page) => page.getByTestId('editor-canvas').locator('svg[data-surface]');

const canvasTexts = (page: Page) => canvasArt(page).locator('text').allTextContents();

const canvasPhotoCount = (page: Page) => canvasArt(page).locator('image').count();

/** The element list's buttons (the keyboard's way onto the canvas) for the open page. */
const elementButtons = (page: Page) =>
  page.getByRole('group', { name: /^Elements on/ }).getByRole('button');

const photoSlotsOnCanvas = async (page: Page) =>
  (await elementButtons(page).allTextContents()).filter((label) => label.startsWith('Photo'))
    .length;

/** The photo ids placed anywhere in a design. */
function placedPhotos(doc: ProjectDocument): string[] {
  return Object.values(doc.elements).flatMap((element) =>
    element.type === 'photoSlot' && element.photoId ? [element.photoId] : [],
  );
}

function elementsOn(doc: ProjectDocument, surfaceId: string) {
  return (doc.surfaces[surfaceId]?.elementIds ?? []).map((id) => doc.elements[id]!);
}

function textsOn(doc: ProjectDocument, surfaceId: string): string[] {
  return elementsOn(doc, surfaceId).flatMap((e) => (e.type === 'text' ? [e.text] : []));
}

async function openPage(page: Page, label: string) {
  await page
    .getByRole('grid', { name: 'Pages of the project' })
    .getByRole('row', { name: label, exact: true })
    .click();
  await page.waitForFunction(
    (name) =>
      document.querySelector('[data-testid="editor-canvas"] svg title')?.textContent === name,
    label,
  );
}

/** The largest drawn text on the canvas that reads `text` (the cover's title, not the spine's). */
async function largestText(page: Page, text: string): Promise<Locator> {
  const matches = canvasArt(page).locator('text', { hasText: text });
  let best = matches.first();
  let area = 0;
  for (const match of await matches.all()) {
    const box = await match.boundingBox();
    if (box && box.width * box.height > area) {
      area = box.width * box.height;
      best = match;
    }
  }
  return best;
}

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
    console.log(await done.textContent());
    await expect.poll(() => canvasPhotoCount(page)).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/book.png` });
    const autofilled = await serverDesignWhen(page, pid, (doc) => placedPhotos(doc).length === 40);
    expect(new Set(placedPhotos(autofilled)).size).toBe(40);

    // A layout with a different number of slots on an inside page, keeping its photos.
    const labels = await stripLabels(page);
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
});
