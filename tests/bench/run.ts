/**
 * Server throughput: requests per second and p99 latency of GET my/sessions/current and of a
 * server-rendered page, beside a bare Fastify hello-world measured in the same run (ratios), since
 * the machine is shared and absolute numbers drift. Loopback only, bounded duration. Then
 * the card storefront call at the seeded size and ten times it, Lighthouse on the home page,
 * the storefront and the checkout page (signed in, a line in the cart), the outbox drain time,
 * the photo library at 1k-100k photos in Chromium, a photo upload over a line cut every 2 MB, the
 * editor in Chromium (a 100-page book's returning visit, frame times of a drag and of the page
 * strip, 5,000 offline edits synced), the server's RSS under a steady storefront and design-sync
 * load (the low of its last minute against its first's), and (CPU-bound, last) the photo worker's queries and
 * near duplicates (their own files), the editor engine's edits, sync and book load, autofill of
 * 300 photos into a book, preflight of a 100-page book, a 50-item cart's pricing, placing an
 * order (my/payment/order against my/cart/show), the content export's full generate at the seeded
 * and ten times the seeded content, and the print file of a 12x12 book, each with its baseline.
 * Every bench is a step (support/benchSteps.ts): one that throws is a failed row in the closing
 * "Bench steps" table and the rest still run, and the command then exits 1. BENCH_STEPS=editor,
 * autofill (parts of step names) runs only those steps, with the server when they need it.
 */
import { fork, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { startProductionServer } from '../e2e/support/productionServer';
import { benchAutofill } from './autofill';
import { benchCartPricing } from './cartPricing';
import { checkoutPageCookie } from './checkoutPage';
import { benchContentExport } from './contentExport';
import { benchEditorBrowser } from './editorBrowser';
import { benchEditorEditCost } from './editorEditCost';
import { benchEditorEngine } from './editorEngine';
import { benchLighthouse } from './lighthouse';
import { benchLiveEditLatency } from './liveEditLatency';
import { benchMemoryUnderLoad } from './memoryUnderLoad';
import { benchNearDuplicateBursts } from './nearDuplicateBursts';
import { benchOutboxDrain } from './outboxDrain';
import { benchPaymentOrder } from './paymentOrder';
import { benchPhotoLibraryScale } from './photoLibraryScale';
import { benchPhotoWorker } from './photoWorker';
import { benchPreflight } from './preflight';
import { benchPrintFile } from './printFile';
import { benchProjectList } from './projectList';
import { benchStorefront, type LatencyRow } from './storefront';
import { BenchSteps } from './support/benchSteps';
import { benchUpload } from './upload';

const root = path.resolve(import.meta.dirname, '../..');
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;

async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<LatencyRow> {
  // A short warm-up so JIT and caches are in the same state for every target.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

async function startHello(): Promise<{ url: string; stop: () => void }> {
  const child = fork(path.join(import.meta.dirname, 'helloServer.ts'), {
    execArgv: ['--import', 'tsx'],
  });
  const address = await new Promise<string>((resolve) =>
    child.once('message', (m) => resolve((m as { address: string }).address)),
  );
  return { url: address, stop: () => child.kill() };
}

if (!existsSync(path.join(root, 'dist', 'ssr', 'entry-server.js'))) {
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

/** The session cookies of a guest, or of the demo account when `signIn` is set. */
async function sessionCookie(url: string, signIn: boolean): Promise<string> {
  const cookieOf = (response: Response, jar = '') =>
    [jar, ...response.headers.getSetCookie().map((c) => c.split(';')[0])]
      .filter(Boolean)
      .join('; ');
  const guest = await fetch(`${url}/api/v2/my/sessions/current`);
  const guestCookie = cookieOf(guest);
  if (!signIn) return guestCookie;
  const { csrf_token } = (await guest.json()) as { csrf_token: string };
  const response = await fetch(`${url}/api/v2/my/sessions`, {
    method: 'POST',
    headers: {
      cookie: guestCookie,
      'content-type': 'application/json',
      'x-csrf-token': csrf_token,
    },
    body: JSON.stringify({ email: 'demo@printshop.test', password: 'demo-printshop' }),
  });
  if (!response.ok) throw new Error(`signing in the demo account answered ${response.status}`);
  return cookieOf(response);
}

/** The first design the card storefront links to, as a shopper would open it. */
async function firstDesignPath(url: string): Promise<string> {
  const html = await (await fetch(`${url}/cards/all`)).text();
  const found = html.match(/href="(\/cards\/[a-z0-9-]+\/[a-z0-9-]+[^"]*)"/);
  if (!found?.[1]) throw new Error('the card storefront links to no design');
  return found[1].replaceAll('&amp;', '&');
}

// autocannon measures latency in whole milliseconds: a p99 under that reads 0, so ratios take 1 ms.
const LATENCY_RESOLUTION_MS = 1;

const steps = new BenchSteps(
  (process.env.BENCH_STEPS ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean),
);
const hello = await startHello();
let baseline: LatencyRow | undefined;
/** The hello-world's row, measured once: the throughput table's first row, the storefront's base. */
async function helloBaseline(): Promise<LatencyRow> {
  baseline ??= await measure('bare Fastify hello-world (baseline)', hello.url);
  return baseline;
}

async function benchThroughput(url: string): Promise<void> {
  const guest = await sessionCookie(url, false);
  const user = await sessionCookie(url, true);
  const base = await helloBaseline();
  const rows = [
    base,
    await measure('GET my/sessions/current, guest', `${url}/api/v2/my/sessions/current`, {
      cookie: guest,
    }),
    await measure('GET my/sessions/current, signed in', `${url}/api/v2/my/sessions/current`, {
      cookie: user,
    }),
    await measure('GET / server-rendered, guest', `${url}/`, { cookie: guest }),
    await measure('GET / server-rendered, signed in', `${url}/`, { cookie: user }),
  ];
  const p99Base = Math.max(base.p99, LATENCY_RESOLUTION_MS);
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, loopback\n`);
  console.log('| target | req/s | p99 ms | req/s vs baseline | p99 vs baseline |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of rows) {
    const p99 = Math.max(row.p99, LATENCY_RESOLUTION_MS);
    console.log(
      `| ${row.name} | ${row.rps.toFixed(0)} | ${row.p99 < LATENCY_RESOLUTION_MS ? '<1' : row.p99.toFixed(0)} | ${(row.rps / base.rps).toFixed(3)} | ${(p99 / p99Base).toFixed(0)}× |`,
    );
  }
  console.log(
    `\np99 ratios count a p99 under ${LATENCY_RESOLUTION_MS} ms (autocannon's resolution) as ${LATENCY_RESOLUTION_MS} ms.`,
  );
}

let shop: Awaited<ReturnType<typeof startProductionServer>> | undefined;
try {
  const serverSteps: [string, (url: string) => Promise<unknown>][] = [
    ['server throughput (sessions, server-rendered home)', (url) => benchThroughput(url)],
    [
      'storefront call',
      async () => benchStorefront(shop!, (name, url) => measure(name, url), await helloBaseline()),
    ],
    [
      'Lighthouse',
      async (url) =>
        benchLighthouse(url, path.join(root, 'dist', 'client'), [
          { name: 'home /', path: '/' },
          { name: 'photo-book collection /photo-books/travel', path: '/photo-books/travel' },
          { name: 'gift guide /l/f/wedding-photo-albums', path: '/l/f/wedding-photo-albums' },
          { name: 'card storefront /cards/all', path: '/cards/all' },
          { name: 'card product page', path: await firstDesignPath(url) },
          {
            name: 'checkout /checkout/cart, signed in, a line and an address',
            path: '/checkout/cart',
            cookie: await checkoutPageCookie(url),
          },
        ]),
    ],
    ['outbox drain', benchOutboxDrain],
    ['photo library scale in Chromium', benchPhotoLibraryScale],
    ['photo upload over a cut line', benchUpload],
    ['editor in Chromium', benchEditorBrowser],
    ['editor edit cost and opening in Chromium', benchEditorEditCost],
  ];
  if (serverSteps.some(([name]) => steps.chosen(name))) {
    await steps.run(
      'production server start',
      async () => {
        shop = await startProductionServer();
      },
      { always: true },
    );
  }
  for (const [name, work] of serverSteps) {
    if (steps.chosen(name) && !shop) steps.skip(name, 'the production server did not start');
    else await steps.run(name, () => work(shop!.url));
  }
} finally {
  hello.stop();
  await shop?.stop().catch((error: unknown) => console.error('stopping the server failed', error));
}
// A server of its own under a steady load, alone: its RSS is read while nothing else runs.
await steps.run('memory under load', () =>
  benchMemoryUnderLoad({ seconds: Number(process.env.BENCH_MEMORY_SECONDS ?? 60) }),
);
// CPU-bound, no server: after the servers stop so it measures nothing of theirs.
await steps.run('photo worker and near duplicates', benchPhotoWorker);
await steps.run('near duplicates among bursts (held-out)', () => benchNearDuplicateBursts());
await steps.run('editor engine', benchEditorEngine);
await steps.run('autofill', benchAutofill);
await steps.run('preflight', benchPreflight);
await steps.run('cart pricing', benchCartPricing);
await steps.run('payment order', benchPaymentOrder);
await steps.run('content export', benchContentExport);
await steps.run('project list', benchProjectList);
await steps.run('live edit latency', benchLiveEditLatency);
await steps.run('print file', benchPrintFile);
steps.print();
// Every table is printed; a failed step still fails the command.
if (steps.failed > 0) process.exitCode = 1;
