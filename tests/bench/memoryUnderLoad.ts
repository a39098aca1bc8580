/**
 * Memory under load: the production server's RSS (/proc/PID/status, every second) while this
 * process sends it a bounded, steady load over loopback: storefront pages, and a signed-in
 * device pair per project pulling and pushing its design (my/projects/{id}/content). The load is
 * the same from start to end (a fixed set of pages, projects and devices; each push overwrites
 * the title, so the design does not grow), so memory that keeps rising is the server's own.
 * Reported: the lowest RSS of the first and of the last minute (after GC, what stays) and their
 * ratio; target ≤ 1.1×; and the same from the second minute, once the server is warm. A short
 * run compares thirds instead.
 *
 * Alone: `node --import tsx tests/bench/memoryUnderLoad.ts [--seconds 60] [--ten-minutes]`; in
 * `npm run bench` for BENCH_MEMORY_SECONDS (60 unless set; 600 for the ten-minute figure).
 */
import { readFile } from 'node:fs/promises';
import * as Y from 'yjs';
import { sampleBook } from '../../src/app/editor/engine/testing/sampleBook';
import { actionTable } from '../../src/shared/api/actionTable';
import { createApiClient } from '../../src/shared/api/client';
import type { ProjectDocument } from '../../src/shared/project/document';
import { docToY, yRoots } from '../../src/shared/project/yjs/binding';
import { startProductionServer } from '../e2e/support/productionServer';
import { table } from './support/benchTables';

const TARGET_RATIO = 1.1;
const WORKERS = 4;
const PROJECTS = 3;
const PAGES = ['/', '/cards/all', '/photo-books/travel', '/l/f/wedding-photo-albums'];

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/**
 * The first design of a project, as the editor sends it when it creates one: a server refuses a
 * push onto a project without a design that reads. Its slots hold no photo, which would have to
 * be the demo account's own.
 */
function firstDesign(): string {
  const doc: ProjectDocument = sampleBook(8, 2);
  for (const element of Object.values(doc.elements))
    if (element.type === 'photoSlot') delete (element as { photoId?: string }).photoId;
  return toBase64(Y.encodeStateAsUpdate(docToY(doc)));
}

/** A fetch that keeps the server's cookies, as a browser tab does. */
function cookieFetch(): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
}

async function rssMb(pid: number): Promise<number | undefined> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => undefined);
  const kb = status?.match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1];
  return kb === undefined ? undefined : Number(kb) / 1024;
}

/** A device's copy of one design, syncing over HTTP as the editor does. */
interface Device {
  projectId: number;
  doc: Y.Doc;
  serverVector: Uint8Array;
}

/** `seconds` of load: `npm run bench` runs a short one, the figure is ten minutes. */
export async function benchMemoryUnderLoad({ seconds = 120 } = {}): Promise<void> {
  // To tell a leak from settling: a module loaded into the server (with gc() exposed), such as
  // support/heapAfterGcProbe.mjs, or one writing heap snapshots.
  const probe = process.env.BENCH_SERVER_PROBE;
  const shop = await startProductionServer(
    probe ? { NODE_OPTIONS: `--expose-gc --import ${probe}` } : {},
  );
  try {
    const api = createApiClient({
      actionRoutes: actionTable,
      baseUrl: shop.url,
      fetch: cookieFetch(),
    });
    await api.call('my/sessions', {
      email: 'demo@printshop.test',
      password: 'demo-printshop',
    } as never);
    const devices: Device[] = [];
    for (let p = 0; p < PROJECTS; p++) {
      const created = (await api.call('my/projects', {
        productTypeId: 1,
        name: `Memory bench ${p}`,
        update: firstDesign(),
      } as never)) as { id: number };
      for (let d = 0; d < 2; d++) {
        const doc = new Y.Doc();
        doc.clientID = 1000 + p * 2 + d;
        devices.push({ projectId: created.id, doc, serverVector: new Uint8Array([0]) });
      }
    }

    const sync = async (device: Device, n: number) => {
      const pulled = (await api.call('my/projects/{project_id}/content', {
        projectId: device.projectId,
        stateVector: toBase64(Y.encodeStateVector(device.doc)),
      } as never)) as { update: string; stateVector: string };
      Y.applyUpdate(device.doc, fromBase64(pulled.update));
      device.serverVector = fromBase64(pulled.stateVector);
      yRoots(device.doc).meta.set('title', `Memory bench ${n}`);
      const pushed = (await api.call('my/projects/{project_id}/content#push', {
        projectId: device.projectId,
        update: toBase64(Y.encodeStateAsUpdate(device.doc, device.serverVector)),
      } as never)) as { stateVector: string };
      device.serverVector = fromBase64(pushed.stateVector);
    };

    const deadline = Date.now() + seconds * 1000;
    let requests = 0;
    let failures = 0;
    let firstFailure = '';
    const worker = async (w: number) => {
      for (let n = w; Date.now() < deadline; n += WORKERS) {
        try {
          if (n % 2 === 0) {
            const response = await fetch(`${shop.url}${PAGES[(n / 2) % PAGES.length]}`);
            await response.arrayBuffer();
            if (!response.ok) {
              failures++;
              firstFailure ||= `${response.url} answered ${response.status}`;
            }
            requests++;
          } else {
            // Each worker keeps to its own devices, so a device never syncs twice at once.
            const mine = devices.filter((_, i) => i % WORKERS === w);
            const device = mine[n % mine.length] ?? devices[w % devices.length]!;
            await sync(device, n);
            requests += 2;
          }
        } catch (error) {
          failures++;
          firstFailure ||= String(error);
        }
      }
    };
    const samples: { at: number; mb: number }[] = [];
    const started = Date.now();
    const sampler = setInterval(async () => {
      const mb = await rssMb(shop.pid);
      if (mb !== undefined) samples.push({ at: (Date.now() - started) / 1000, mb });
    }, 1000);
    await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
    clearInterval(sampler);

    const windowS = seconds >= 180 ? 60 : seconds / 3;
    const low = (from: number, to: number) =>
      Math.min(...samples.filter((s) => s.at >= from && s.at < to).map((s) => s.mb));
    const last = low(seconds - windowS, seconds + 1);
    // The first window holds the warm-up too (compiled code, the render and preview caches
    // filling to their bounds): the second row starts where that is over, so growth that goes
    // on is told from growth that stops.
    const row = (label: string, from: number) => {
      const first = low(from, from + windowS);
      const ratio = last / first;
      return [
        label,
        first.toFixed(0),
        low(seconds / 2 - windowS / 2, seconds / 2 + windowS / 2).toFixed(0),
        last.toFixed(0),
        `${ratio.toFixed(3)}×`,
        ratio <= TARGET_RATIO ? 'yes' : 'NO',
      ];
    };
    console.log(
      `\nServer RSS under ${seconds} s of load (${WORKERS} loops, storefront + sync of ${PROJECTS} projects, ${requests} requests, ${failures} failed)\n`,
    );
    console.log(
      table(
        [
          'baseline: the low of',
          `that ${windowS.toFixed(0)} s, MB`,
          'middle low MB',
          `last ${windowS.toFixed(0)} s low MB`,
          'last / baseline',
          `≤ ${TARGET_RATIO}×`,
        ],
        [
          row(`the first ${windowS.toFixed(0)} s`, 0),
          row(`the next ${windowS.toFixed(0)} s (warm)`, windowS),
        ],
      ),
    );
    if (failures > requests / 100)
      throw new Error(`${failures} of the load's requests failed, first: ${firstFailure}`);
  } finally {
    await shop.stop();
  }
}

if (process.argv[1] === import.meta.filename) {
  const at = process.argv.indexOf('--seconds');
  const seconds = process.argv.includes('--ten-minutes')
    ? 600
    : at > 0
      ? Number(process.argv[at + 1])
      : 120;
  await benchMemoryUnderLoad({ seconds });
}
