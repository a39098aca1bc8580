/**
 * What the editor's browser journeys share: a signed-in context, a photo library on the device,
 * the project id the editor puts in the address, and the design as the server stores it.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import * as Y from 'yjs';
import { LOCAL_PROJECT_PREFIX } from '../../../src/app/editor/engine/saving/localProject';
import type { ProjectDocument } from '../../../src/shared/project/document';
import { yToDoc } from '../../../src/shared/project/yjs/binding';
import { visible, waitForHydration } from './browserSession';
import { fillPhotoLibrary, storedPhotos } from './photoLibrarySeed';

/** A small picture for every library photo: the server never had the generated ones. */
export async function servePhotoPictures(context: BrowserContext): Promise<void> {
  const picture = await sharp({
    create: { width: 96, height: 72, channels: 3, background: { r: 90, g: 140, b: 190 } },
  })
    .webp()
    .toBuffer();
  // The context's route, not the page's: it also sees the service worker's requests.
  await context.route(/\/photos\/\d+\/(small|medium|large)\.webp/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/webp', body: picture }),
  );
}

/** The signed-in user's id, from the session call. */
export async function signedInUserId(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch('/api/v2/my/sessions/current');
    return ((await response.json()) as { user: { id: number } }).user.id;
  });
}

/**
 * Puts `count` generated photos in the signed-in user's library on this device: the library page
 * first syncs with the server (which has none), then the records are written beside it.
 */
export async function givePhotoLibrary(page: Page, count: number): Promise<void> {
  await servePhotoPictures(page.context());
  await page.goto('/my/photos');
  await waitForHydration(page);
  await visible(page.getByRole('heading', { name: 'No photos yet' }));
  await fillPhotoLibrary(page, storedPhotos(await signedInUserId(page), count));
}

/** The project id the editor writes into the address once the server has the project. */
export async function projectIdInAddress(page: Page): Promise<number> {
  await page.waitForURL((url) => url.searchParams.has('pid'), { timeout: 20_000 });
  return Number(new URL(page.url()).searchParams.get('pid'));
}

/** The project's design as the server stores it, read through the app's own Yjs binding. */
export async function serverDesign(page: Page, projectId: number): Promise<ProjectDocument> {
  const base64 = await page.evaluate(async (id) => {
    const response = await fetch(`/api/v2/my/projects/${id}/content`);
    if (!response.ok) throw new Error(`content answered ${response.status}`);
    return ((await response.json()) as { update: string }).update;
  }, projectId);
  const ydoc = new Y.Doc();
  Y.applyUpdate(ydoc, new Uint8Array(Buffer.from(base64, 'base64')));
  return yToDoc(ydoc);
}

/** Polls the server's copy until `test` holds (a push follows an edit after a short delay). */
export async function serverDesignWhen(
  page: Page,
  projectId: number,
  test: (doc: ProjectDocument) => boolean,
  timeout = 20_000,
): Promise<ProjectDocument> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const doc = await serverDesign(page, projectId);
    if (test(doc)) return doc;
    if (Date.now() > deadline) throw new Error('the server never had the expected design');
    await page.waitForTimeout(300);
  }
}

export interface StoredDraft {
  clientId: string;
  serverId?: number;
  ownerUserId: number | null;
  name: string;
}

/** The editor's drafts index on this device; empty until the app has made its database. */
export function storedDrafts(page: Page): Promise<StoredDraft[]> {
  return page.evaluate(async () => {
    // Opening a database that does not exist would make an empty one the app then cannot upgrade.
    const names = (await indexedDB.databases()).map((db) => db.name);
    if (!names.includes('printshop-drafts')) return [];
    return new Promise<StoredDraft[]>((resolve, reject) => {
      const open = indexedDB.open('printshop-drafts');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const read = db.transaction('drafts').objectStore('drafts').getAll();
        read.onsuccess = () => {
          resolve(read.result as StoredDraft[]);
          db.close();
        };
        read.onerror = () => reject(read.error);
      };
    });
  });
}

/**
 * The design this device keeps for a draft: the Yjs updates y-indexeddb stored in the project's
 * own database, merged and read through the app's binding.
 */
export async function deviceDesign(page: Page, clientId: string): Promise<ProjectDocument> {
  const updates = await page.evaluate(async (name) => {
    return new Promise<number[][]>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const read = db.transaction('updates').objectStore('updates').getAll();
        read.onsuccess = () => {
          resolve((read.result as Uint8Array[]).map((update) => [...update]));
          db.close();
        };
        read.onerror = () => reject(read.error);
      };
    });
  }, `${LOCAL_PROJECT_PREFIX}${clientId}`);
  const ydoc = new Y.Doc();
  for (const update of updates) Y.applyUpdate(ydoc, new Uint8Array(update));
  return yToDoc(ydoc);
}

/** The editor is open on a design: its canvas shows a page. */
export async function editorReady(page: Page): Promise<void> {
  await waitForHydration(page);
  await visible(page.getByTestId('editor-canvas').locator('svg [data-surface]'));
}

/** The labels of the page strip, in order (the strip is drawn just after the first paint). */
export async function stripLabels(page: Page): Promise<string[]> {
  const rows = page.getByRole('grid', { name: 'Pages of the project' }).getByRole('row');
  await visible(rows.first());
  return rows.evaluateAll((all) => all.map((row) => row.getAttribute('aria-label') ?? ''));
}

/** The page on the canvas: the renderer's SVG of the open surface. */
export const canvasArt = (page: Page) =>
  page.getByTestId('editor-canvas').locator('svg[data-surface]');

export const canvasTexts = (page: Page) => canvasArt(page).locator('text').allTextContents();

export const canvasPhotoCount = (page: Page) => canvasArt(page).locator('image').count();

/** The element list's buttons (the keyboard's way onto the canvas) for the open page. */
export const elementButtons = (page: Page) =>
  page.getByRole('group', { name: /^Elements on/ }).getByRole('button');

/** How many photo slots the open page has, as the element list names them. */
export const photoSlotsOnCanvas = async (page: Page) =>
  (await elementButtons(page).allTextContents()).filter((label) => label.startsWith('Photo'))
    .length;

/** The photo ids placed anywhere in a design. */
export function placedPhotos(doc: ProjectDocument): string[] {
  return Object.values(doc.elements).flatMap((element) =>
    element.type === 'photoSlot' && element.photoId ? [element.photoId] : [],
  );
}

/** The elements of one surface, in its stacking order. */
export function elementsOn(doc: ProjectDocument, surfaceId: string) {
  return (doc.surfaces[surfaceId]?.elementIds ?? []).map((id) => doc.elements[id]!);
}

/** The words of a surface's text elements. */
export function textsOn(doc: ProjectDocument, surfaceId: string): string[] {
  return elementsOn(doc, surfaceId).flatMap((e) => (e.type === 'text' ? [e.text] : []));
}

/** Opens a page from the strip and waits until the canvas shows it. */
export async function openPage(page: Page, label: string) {
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
export async function largestText(page: Page, text: string): Promise<Locator> {
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
