/**
 * The editor on the production build in headless Chromium (issue 14 item 11):
 * - A 100-page book with 300 photos, returning visit: the design is in the device's IndexedDB
 *   (written as y-indexeddb keeps it), and the bench times navigation → the first page editable
 *   (the canvas draws the page and the element list is there), median of BENCH_RUNS, with the JS
 *   heap after load. Baseline in the same run: the same returning visit with a 2-page book.
 * - Frame times (requestAnimationFrame deltas, p50/p95) while dragging a photo across the page
 *   and while scrolling the page strip, beside the same editor left still (the baseline).
 * - 5,000 edits made offline (nudges by keyboard, each a dispatch stored by itself), then the time
 *   from reconnecting to "Saved and synced", and the design's stored size on the device and on
 *   the server. Baseline: one offline edit synced the same way. (Chromium's offline mode leaves an
 *   open WebSocket working: the editor drops its live socket when the browser says offline, so
 *   the edits reach the server as one update on reconnecting, not as 5,000 frames.)
 * Run alone after a build: `node --import tsx tests/bench/editorBrowser.ts`.
 */
import { pathToFileURL } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import * as Y from 'yjs';
import { LOCAL_PROJECT_PREFIX } from '../../src/app/editor/engine/saving/localProject';
import { sampleBook } from '../../src/app/editor/engine/testing/sampleBook';
import { docToY } from '../../src/shared/project/yjs/binding';
import { launchChromium } from '../e2e/support/chromium';
import { startProductionServer } from '../e2e/support/productionServer';
import { table } from './support/benchTables';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const EDITS = Number(process.env.BENCH_EDITS ?? 5_000);
const FRAMES = 180;
const VIEWPORT = { width: 1280, height: 800 };
const TIMEOUT = 120_000;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => value.toFixed(1);

/** Records when the open page becomes editable: the canvas draws a surface and its element list is there. */
export const READY_SCRIPT = `(() => {
  window.__editorReady = undefined;
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-testid="editor-canvas"] svg [data-surface]') &&
        document.querySelector('[data-element-list]')) {
      window.__editorReady = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, childList: true });
})();`;

export async function waitReady(page: Page): Promise<number> {
  await page.waitForFunction(() => (window as { __editorReady?: number }).__editorReady, null, {
    timeout: TIMEOUT,
  });
  return page.evaluate(() => (window as unknown as { __editorReady: number }).__editorReady);
}

/** The drafts this device keeps (the editor's drafts index). */
export function clientIds(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('printshop-drafts');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('drafts').objectStore('drafts').getAll();
          read.onsuccess = () => {
            resolve((read.result as { clientId: string }[]).map((d) => d.clientId));
            open.result.close();
          };
        };
      }),
  );
}

/** Replaces a draft's stored design by `update`, as y-indexeddb would hold it. */
export async function storeDesign(page: Page, clientId: string, update: Uint8Array) {
  await page.evaluate(
    async ({ name, bytes }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('updates', 'readwrite');
          const store = tx.objectStore('updates');
          store.clear();
          store.add(new Uint8Array(bytes));
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { name: `${LOCAL_PROJECT_PREFIX}${clientId}`, bytes: [...update] },
  );
}

/** Bytes of a draft's stored updates on the device. */
function storedBytes(page: Page, clientId: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('updates').objectStore('updates').getAll();
          read.onsuccess = () => {
            resolve((read.result as Uint8Array[]).reduce((sum, u) => sum + u.byteLength, 0));
            open.result.close();
          };
        };
      }),
    `${LOCAL_PROJECT_PREFIX}${clientId}`,
  );
}

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return usedSize / 1024 / 1024;
}

/** Starts recording frame intervals in the page; the returned function stops and reads them. */
async function recordFrames(page: Page): Promise<() => Promise<number[]>> {
  // A string: tsx would name the inner function with a helper the page does not have.
  await page.evaluate(`(() => {
    window.__frames = [];
    window.__recording = true;
    let last = 0;
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (window.__recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(tick);
    });
  })()`);
  return () =>
    page.evaluate(() => {
      const w = window as unknown as { __frames: number[]; __recording: boolean };
      w.__recording = false;
      return w.__frames;
    });
}

const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));

async function guestBookVisit(context: BrowserContext, url: string, pages: number) {
  const page = await context.newPage();
  await page.addInitScript(READY_SCRIPT);
  await page.goto(`${url}/editor?new=true&type=photo-books`);
  await waitReady(page);
  await dismissConsent(page);
  const [clientId] = await clientIds(page);
  if (!clientId) throw new Error('the editor made no draft');
  // Off the app (same origin, no app code) so nothing holds the project's database open.
  await page.goto(`${url}/healthz`);
  const ydoc = docToY(sampleBook(pages, 3));
  await storeDesign(page, clientId, Y.encodeStateAsUpdate(ydoc));
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${url}/healthz`);
    await page.goto(`${url}/editor`);
    times.push(await waitReady(page));
  }
  const heap = await heapMb(page);
  return { page, clientId, loadMs: median(times), heap };
}

async function frames(page: Page) {
  // Still: the editor open, nothing moving (the baseline).
  let stop = await recordFrames(page);
  for (let i = 0; i < FRAMES; i++) await nextFrame(page);
  const still = await stop();

  // Dragging page 1's first photo slot across the page, one pointer move a frame.
  await page.locator('[role="row"][data-key="page-1"]').click();
  const slot = page.locator('[data-testid="editor-canvas"] [id="page-1-page-1-slot-0"]');
  await slot.waitFor({ timeout: TIMEOUT });
  const box = await slot.boundingBox();
  if (!box) throw new Error('no photo slot on page 1');
  const canvas = await page.getByTestId('editor-canvas').boundingBox();
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const span = Math.max(100, (canvas?.width ?? 600) / 2);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  stop = await recordFrames(page);
  for (let i = 0; i < FRAMES; i++) {
    await page.mouse.move(start.x + (span * i) / FRAMES - span / 4, start.y + (i % 20) - 10);
    await nextFrame(page);
  }
  const drag = await stop();
  await page.mouse.up();

  // Scrolling the page strip from end to end and back, 40 px a frame.
  stop = await recordFrames(page);
  await page.evaluate(async (count) => {
    const scroller = document.querySelector<HTMLElement>('[data-strip-scroller]');
    if (!scroller) throw new Error('no page strip');
    for (let i = 0; i < count; i++) {
      const room = scroller.scrollWidth - scroller.clientWidth;
      const forward = Math.floor(i / (count / 2)) % 2 === 0;
      scroller.scrollLeft = Math.max(0, Math.min(room, scroller.scrollLeft + (forward ? 40 : -40)));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }, FRAMES);
  const strip = await stop();
  return { still, drag, strip };
}

/** The privacy banner, answered once so it does not sit over the editor. */
export async function dismissConsent(page: Page) {
  const essential = page.getByRole('button', { name: 'Essential only' });
  if (await essential.isVisible().catch(() => false)) await essential.click();
}

async function signIn(context: BrowserContext, url: string) {
  const current = await context.request.get(`${url}/api/v2/my/sessions/current`);
  const { csrf_token } = (await current.json()) as { csrf_token: string };
  const response = await context.request.post(`${url}/api/v2/my/sessions`, {
    headers: { 'x-csrf-token': csrf_token },
    data: { email: 'demo@printshop.test', password: 'demo-printshop' },
  });
  if (!response.ok()) throw new Error(`signing in answered ${response.status()}`);
}

const saveStatus = (page: Page, text: string) =>
  page.locator('[role="status"]', { hasText: text }).first();

async function offlineEdits(context: BrowserContext, edits: number, page: Page) {
  await context.setOffline(true);
  await page.waitForFunction(() => navigator.onLine === false);
  const list = page.locator('[data-element-list] button').first();
  await list.focus();
  for (let n = 0; n < edits; n++) {
    await page.keyboard.press(n % 2 === 0 ? 'ArrowRight' : 'ArrowLeft');
  }
  await saveStatus(page, 'Offline: saved on this device').waitFor({
    timeout: TIMEOUT,
  });
  const started = Date.now();
  await context.setOffline(false);
  await saveStatus(page, 'Saved and synced').waitFor({ timeout: TIMEOUT });
  return Date.now() - started;
}

async function syncBench(context: BrowserContext, url: string) {
  await signIn(context, url);
  const page = await context.newPage();
  await page.addInitScript(READY_SCRIPT);
  // A design with words and photo slots on its cover (the keyboard journey's book).
  await page.goto(`${url}/editor?ptid=941`);
  await waitReady(page);
  await dismissConsent(page);
  await page.waitForURL(/pid=\d+/, { timeout: TIMEOUT });
  const pid = Number(new URL(page.url()).searchParams.get('pid'));
  await saveStatus(page, 'Saved and synced').waitFor({ timeout: TIMEOUT });
  const [clientId] = await clientIds(page);
  const one = await offlineEdits(context, 1, page);
  const begun = Date.now();
  const many = await offlineEdits(context, EDITS, page);
  const wholeMs = Date.now() - begun;
  const deviceBytes = await storedBytes(page, clientId!);
  const content = await page.evaluate(async (id) => {
    const response = await fetch(`/api/v2/my/projects/${id}/content`);
    return ((await response.json()) as { update: string }).update.length;
  }, pid);
  return { one, many, wholeMs, deviceBytes, serverBytes: Math.round((content * 3) / 4) };
}

export async function benchEditorBrowser(url: string): Promise<void> {
  const browser = await launchChromium(['--enable-precise-memory-info']);
  try {
    const small = await browser.newContext({ viewport: VIEWPORT });
    const baseline = await guestBookVisit(small, url, 2);
    await small.close();
    const big = await browser.newContext({ viewport: VIEWPORT });
    const book = await guestBookVisit(big, url, 100);

    console.log('\nEditor in Chromium (production build): returning visit, from IndexedDB\n');
    console.log(
      table(
        ['book', 'navigation → first page editable, ms (median)', 'vs baseline', 'JS heap MB'],
        [
          ['2 pages, 6 photos (baseline)', ms(baseline.loadMs), '1.0', ms(baseline.heap)],
          [
            '100 pages, 300 photos',
            ms(book.loadMs),
            (book.loadMs / baseline.loadMs).toFixed(2),
            ms(book.heap),
          ],
        ],
      ),
    );
    const frameRows = await frames(book.page);
    await big.close();
    const row = (name: string, values: number[]) => [
      name,
      String(values.length),
      ms(percentile(values, 50)),
      ms(percentile(values, 95)),
      (percentile(values, 95) / Math.max(0.1, percentile(frameRows.still, 95))).toFixed(2),
    ];
    console.log('\nFrame intervals on the 100-page book (requestAnimationFrame deltas)\n');
    console.log(
      table(
        ['run', 'frames', 'p50 ms', 'p95 ms', 'p95 vs baseline'],
        [
          row('editor still (baseline)', frameRows.still),
          row('dragging a photo across the page', frameRows.drag),
          row('scrolling the page strip', frameRows.strip),
        ],
      ),
    );
    const syncContext = await browser.newContext({ viewport: VIEWPORT });
    let sync: Awaited<ReturnType<typeof syncBench>>;
    try {
      sync = await syncBench(syncContext, url);
    } catch (error) {
      // The step's failed row says why; the tables above were measured and stay printed.
      throw new Error(`offline edits not measured: ${(error as Error).message.split('\n')[0]}`);
    } finally {
      await closeQuietly('the offline-edits context', () => syncContext.close());
    }
    console.log(`\nOffline edits, then reconnect → "Saved and synced"\n`);
    console.log(
      table(
        ['run', 'reconnect → synced, ms', 'vs baseline', 'whole run incl. typing, ms'],
        [
          ['1 nudge (baseline)', String(sync.one), '1.0', '—'],
          [
            `${EDITS} nudges, each stored by itself`,
            String(sync.many),
            (sync.many / Math.max(1, sync.one)).toFixed(2),
            String(sync.wholeMs),
          ],
        ],
      ),
    );
    console.log(
      `\nStored design after ${EDITS + 1} offline edits: ${(sync.deviceBytes / 1024).toFixed(0)} KB on the device (Yjs updates), ${(sync.serverBytes / 1024).toFixed(0)} KB from the server's content call.`,
    );
  } finally {
    await closeQuietly('Chromium', () => browser.close());
  }
}

/**
 * Closes a context or the browser in a `finally`: once a page has crashed or closed with it,
 * close throws ("Target page, context or browser has been closed"), and a throw from a `finally`
 * replaced the step's own error and aborted every bench after it.
 */
async function closeQuietly(what: string, close: () => Promise<void>): Promise<void> {
  try {
    await close();
  } catch (error) {
    console.error(`closing ${what} failed: ${(error as Error).message.split('\n')[0]}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const shop = await startProductionServer();
  try {
    await benchEditorBrowser(shop.url);
  } finally {
    await shop.stop();
  }
}
