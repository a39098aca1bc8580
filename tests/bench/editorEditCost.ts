/**
 * What one edit costs in the editor, by the size of the book (issue 34 items 1 and 2), on the
 * production build in headless Chromium:
 * - typing in a text box, a nudge by keyboard and a page switch, each timed from the input
 *   event's timestamp to just after the next frame that shows it (p50/p95), on a 2-page book
 *   (the baseline) and on a 100-page book with 300 photos, unthrottled and at 4× CPU throttle;
 * - opening: the first open (HTTP cache cleared) and a returning open (median of BENCH_RUNS) of
 *   the same books from the device's IndexedDB, to the first page editable and to every page
 *   of the strip laid out.
 * Ratios are read in one run: the machine is shared. BENCH_PROFILE=dir also writes a CPU profile
 * of the 100-page book's keystrokes, nudges and page switches there (open in Chromium's
 * DevTools), with its heaviest functions printed by source file.
 * Run alone after a build: `node --import tsx tests/bench/editorEditCost.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, CDPSession, Page } from 'playwright-core';
import * as Y from 'yjs';
import { sampleBook } from '../../src/app/editor/engine/testing/sampleBook';
import { docToY } from '../../src/shared/project/yjs/binding';
import { launchChromium } from '../e2e/support/chromium';
import { startProductionServer } from '../e2e/support/productionServer';
import { clientIds, dismissConsent, READY_SCRIPT, storeDesign, waitReady } from './editorBrowser';
import { table } from './support/benchTables';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const KEYS = Number(process.env.BENCH_KEYS ?? 30);
const SWITCHES = Number(process.env.BENCH_SWITCHES ?? 12);
const VIEWPORT = { width: 1280, height: 800 };
const TIMEOUT = 120_000;
/** Between two inputs, as a quick typist leaves (~100 words a minute). */
const GAP_MS = 100;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => value.toFixed(1);

/*
 * Arms a one-shot timer in the page: the next `type` event's timestamp, to just after the paint
 * of the first frame at whose start `selector` (when given) is in the page. A message posted from
 * a frame callback runs once that frame is painted.
 */
const ARM_SCRIPT = `(() => {
  window.__arm = (type, selector) => {
    window.__pending = new Promise((resolve) => {
      addEventListener(type, (event) => {
        const start = event.timeStamp;
        const check = () => {
          if (selector && !document.querySelector(selector)) return requestAnimationFrame(check);
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now() - start);
          channel.port2.postMessage(0);
        };
        requestAnimationFrame(check);
      }, { capture: true, once: true });
    });
  };
})();`;

/** Runs `input` and answers how long from its event to the frame that shows its effect. */
async function timed(
  page: Page,
  type: string,
  selector: string | undefined,
  input: () => Promise<void>,
) {
  await page.evaluate(([t, s]) => (window as unknown as Arm).__arm(t!, s), [type, selector]);
  await input();
  const took = await page.evaluate(() => (window as unknown as Arm).__pending);
  await page.waitForTimeout(GAP_MS);
  return took;
}
interface Arm {
  __arm(type: string, selector: string | undefined): void;
  __pending: Promise<number>;
}

/** Records when every page of the strip is laid out (its rows there) besides the first page editable. */
const laidOutScript = (rows: number) => `(() => {
  window.__laidOut = undefined;
  new MutationObserver((_, observer) => {
    if (document.querySelectorAll('[data-strip-scroller] [role="row"]').length >= ${rows}) {
      window.__laidOut = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, childList: true });
})();`;

interface Opened {
  page: Page;
  cdp: CDPSession;
  firstOpen: { editable: number; laidOut: number };
  returning: { editable: number; laidOut: number };
}

async function openBook(browser: Browser, url: string, pages: number): Promise<Opened> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const doc = sampleBook(pages, 3);
  await page.addInitScript(READY_SCRIPT);
  await page.addInitScript(laidOutScript(doc.surfaceOrder.length));
  await page.addInitScript(ARM_SCRIPT);
  await page.goto(`${url}/editor?new=true&type=photo-books`);
  await waitReady(page);
  await dismissConsent(page);
  const [clientId] = await clientIds(page);
  if (!clientId) throw new Error('the editor made no draft');
  await page.goto(`${url}/healthz`);
  await storeDesign(page, clientId, Y.encodeStateAsUpdate(docToY(doc)));
  const cdp = await context.newCDPSession(page);
  const open = async () => {
    await page.goto(`${url}/healthz`);
    await page.goto(`${url}/editor`);
    const editable = await waitReady(page);
    await page.waitForFunction(() => (window as { __laidOut?: number }).__laidOut, null, {
      timeout: TIMEOUT,
    });
    const laidOut = await page.evaluate(
      () => (window as unknown as { __laidOut: number }).__laidOut,
    );
    return { editable, laidOut };
  };
  // The first open: nothing of the app's code in the HTTP cache.
  await cdp.send('Network.clearBrowserCache');
  const firstOpen = await open();
  const returns: { editable: number; laidOut: number }[] = [];
  for (let run = 0; run < RUNS; run++) returns.push(await open());
  returns.sort((a, b) => a.editable - b.editable);
  return { page, cdp, firstOpen, returning: returns[Math.floor(returns.length / 2)]! };
}

interface EditTimes {
  typing: number[];
  nudge: number[];
  pageSwitch: number[];
}

async function edits(page: Page): Promise<EditTimes> {
  // Typing: page 1's caption opened from the element list, a key at a time.
  await page.locator('[role="row"][data-key="page-1"]').click();
  await page.locator('[data-testid="editor-canvas"] svg [data-surface="page-1"]').waitFor();
  // The element list shows once a keyboard reaches it: focus and Enter, as a keyboard user opens it.
  await page.locator('[data-element-id="page-1-caption"]').focus();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('textbox', { name: 'Edit text' });
  await editor.waitFor({ timeout: TIMEOUT });
  await editor.press('End');
  const typing: number[] = [];
  for (let n = 0; n < KEYS; n++) {
    const key = 'abcdefghij'[n % 10]!;
    typing.push(await timed(page, 'keydown', undefined, () => page.keyboard.press(key)));
  }
  await editor.press('Escape');

  // A nudge: the first photo slot selected from the element list, moved by arrows.
  const slot = page.locator('[data-element-id="page-1-slot-0"]');
  await slot.focus();
  const nudge: number[] = [];
  for (let n = 0; n < KEYS; n++) {
    const key = n % 2 === 0 ? 'ArrowRight' : 'ArrowLeft';
    nudge.push(await timed(page, 'keydown', undefined, () => page.keyboard.press(key)));
  }

  // A page switch: a click on the next page in the strip, to its page drawn on the canvas.
  const pages = await page.locator('[data-strip-scroller] [role="row"]').count();
  const pageSwitch: number[] = [];
  for (let n = 0; n < SWITCHES; n++) {
    // Away from page 1 and back, each time a page further (the 2-page book: pages 2 and 1).
    const to = n % 2 === 1 ? 'page-1' : `page-${2 + ((n / 2) % Math.max(1, pages - 2))}`;
    const row = page.locator(`[role="row"][data-key="${to}"]`);
    await row.scrollIntoViewIfNeeded();
    pageSwitch.push(
      await timed(
        page,
        'pointerdown',
        `[data-testid="editor-canvas"] svg [data-surface="${to}"]`,
        () => row.click(),
      ),
    );
  }
  return { typing, nudge, pageSwitch };
}

/** Heaviest functions by self time in a CPU profile, with their bundle position. */
function heaviest(profile: CpuProfile, count = 25) {
  const byFrame = new Map<string, number>();
  const interval = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i]!;
    interval.set(id, (interval.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  for (const node of profile.nodes) {
    const f = node.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${path.basename(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    byFrame.set(key, (byFrame.get(key) ?? 0) + (interval.get(node.id) ?? 0) / 1000);
  }
  return [...byFrame].sort((a, b) => b[1] - a[1]).slice(0, count);
}
interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  samples: number[];
  timeDeltas: number[];
}

const row = (name: string, small: number[], big: number[]) => [
  name,
  ms(percentile(small, 50)),
  ms(percentile(small, 95)),
  ms(percentile(big, 50)),
  ms(percentile(big, 95)),
  (percentile(big, 95) / Math.max(0.1, percentile(small, 95))).toFixed(2),
];

export async function benchEditorEditCost(url: string): Promise<void> {
  const browser = await launchChromium();
  try {
    const small = await openBook(browser, url, 2);
    const big = await openBook(browser, url, 100);
    console.log('\nOpening the editor from IndexedDB (navigation → ms)\n');
    console.log(
      table(
        ['book', 'open', 'first page editable', 'every page laid out', 'editable vs 2-page'],
        [
          [
            '2 pages (baseline)',
            'first',
            ms(small.firstOpen.editable),
            ms(small.firstOpen.laidOut),
            '1.00',
          ],
          [
            '2 pages (baseline)',
            'returning',
            ms(small.returning.editable),
            ms(small.returning.laidOut),
            '1.00',
          ],
          [
            '100 pages, 300 photos',
            'first',
            ms(big.firstOpen.editable),
            ms(big.firstOpen.laidOut),
            (big.firstOpen.editable / small.firstOpen.editable).toFixed(2),
          ],
          [
            '100 pages, 300 photos',
            'returning',
            ms(big.returning.editable),
            ms(big.returning.laidOut),
            (big.returning.editable / small.returning.editable).toFixed(2),
          ],
        ],
      ),
    );
    const rates = (process.env.BENCH_RATES ?? '1,4').split(',').map(Number);
    for (const rate of rates) {
      await small.cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await big.cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const profileDir = rate === 1 ? process.env.BENCH_PROFILE : undefined;
      const a = await edits(small.page);
      if (profileDir) {
        await big.cdp.send('Profiler.enable');
        await big.cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await big.cdp.send('Profiler.start');
      }
      const b = await edits(big.page);
      if (profileDir) {
        const { profile } = (await big.cdp.send('Profiler.stop')) as { profile: CpuProfile };
        mkdirSync(profileDir, { recursive: true });
        const file = path.join(profileDir, 'editor-100-pages.cpuprofile');
        writeFileSync(file, JSON.stringify(profile));
        console.log(`\nCPU profile of the 100-page book's edits: ${file}\n`);
        console.log(
          table(
            ['function (bundle position)', 'self ms'],
            heaviest(profile).map(([k, v]) => [k, ms(v)]),
          ),
        );
      }
      console.log(
        `\nOne edit, input event → the next frame that shows it (ms)${rate > 1 ? `, CPU throttled ${rate}×` : ', unthrottled'}\n`,
      );
      console.log(
        table(
          ['edit', '2 pages p50', '2 pages p95', '100 pages p50', '100 pages p95', 'p95 ratio'],
          [
            row(`typing a key (${KEYS})`, a.typing, b.typing),
            row(`nudge by arrow (${KEYS})`, a.nudge, b.nudge),
            row(`page switch by a click (${SWITCHES})`, a.pageSwitch, b.pageSwitch),
          ],
        ),
      );
    }
  } finally {
    await browser.close().catch(() => undefined);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const shop = await startProductionServer();
  try {
    await benchEditorEditCost(shop.url);
  } finally {
    await shop.stop();
  }
}
