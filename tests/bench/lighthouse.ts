/**
 * Lighthouse (mobile, simulated throttling) on the shop's pages beside a bare static page served
 * from this machine in the same run (the baseline), plus each page's first-load JavaScript in KB
 * gzipped: the build's own scripts the page had fetched when it reported itself hydrated (what
 * comes later, such as the service worker's helper or a dialog, is not first load). Counting up
 * to hydration, not to the load event, keeps the figure the same from run to run.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../e2e/support/chromium';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface LighthouseRow {
  name: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
}

const BASELINE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="A bare page">
<title>Baseline</title></head><body><main><h1>Baseline</h1><p>A bare static page.</p></main></body></html>`;

function startBaselinePage(): Promise<{ url: string; close: () => void }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(BASELINE_HTML);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => server.close() });
    }),
  );
}

async function audit(
  name: string,
  url: string,
  port: number,
  cookie?: string,
): Promise<LighthouseRow> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as LighthouseRow['scores'];
  return { name, scores };
}

/** The scripts a page had fetched at the moment it reported itself hydrated. */
async function scriptsToHydrate(browser: Browser, url: string, cookie?: string): Promise<string[]> {
  const page = await browser.newPage();
  try {
    if (cookie) await page.setExtraHTTPHeaders({ cookie });
    // No named functions inside: tsx would wrap them in a helper the page does not have.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hydrated !== 'true') return;
        observer.disconnect();
        (window as { hydrationScripts?: string[] }).hydrationScripts = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => new URL(name).pathname.endsWith('.js'));
        // The whole document: when this runs, the <html> element may not be parsed yet.
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
    });
    await page.goto(url);
    await page.waitForFunction(() => (window as { hydrationScripts?: string[] }).hydrationScripts);
    return await page.evaluate(
      () => (window as { hydrationScripts?: string[] }).hydrationScripts ?? [],
    );
  } finally {
    await page.close();
  }
}

/** Gzipped size of the build's own scripts a page loaded. */
function gzippedKb(scripts: string[], clientDir: string): number {
  const bytes = scripts.reduce((sum, url) => {
    const file = path.join(clientDir, new URL(url).pathname);
    try {
      return sum + gzipSync(readFileSync(file), { level: 9 }).length;
    } catch {
      return sum;
    }
  }, 0);
  return bytes / 1024;
}

export interface AuditedPage {
  name: string;
  path: string;
  /** A session's cookies, for a page a shopper sees signed in (the checkout). */
  cookie?: string;
}

export async function benchLighthouse(
  shopUrl: string,
  clientDir: string,
  pages: AuditedPage[],
): Promise<void> {
  const baseline = await startBaselinePage();
  const port = 9300 + Math.floor(Math.random() * 500);
  const browser = await launchChromium([`--remote-debugging-port=${port}`]);
  try {
    const rows = [await audit('bare static page (baseline)', baseline.url, port)];
    const scripts = new Map<LighthouseRow, string[]>();
    for (const page of pages) {
      const url = `${shopUrl}${page.path}`;
      const row = await audit(page.name, url, port, page.cookie);
      rows.push(row);
      scripts.set(row, await scriptsToHydrate(browser, url, page.cookie));
    }
    const base = rows[0]!;
    console.log('\nLighthouse, mobile (simulated 4G, slow CPU)\n');
    console.log(
      `| page | ${CATEGORIES.join(' | ')} | performance vs baseline | first-load JS KB gz |`,
    );
    console.log(`|---|${CATEGORIES.map(() => '---:').join('|')}|---:|---:|`);
    for (const row of rows) {
      const ratio = base.scores.performance ? row.scores.performance / base.scores.performance : 0;
      const loaded = scripts.get(row);
      const js = loaded ? gzippedKb(loaded, clientDir).toFixed(1) : '–';
      console.log(
        `| ${row.name} | ${CATEGORIES.map((c) => row.scores[c]).join(' | ')} | ${ratio.toFixed(2)} | ${js} |`,
      );
    }
  } finally {
    await browser.close();
    baseline.close();
  }
}
