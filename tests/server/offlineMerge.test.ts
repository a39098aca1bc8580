import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { callFor, stepArbitrary } from '../../src/app/editor/engine/testing/randomCommands';
import { sampleBook } from '../../src/app/editor/engine/testing/sampleBook';
import type { ProjectDocument } from '../../src/shared/project/document';
import { docToY, yToDoc } from '../../src/shared/project/yjs/binding';
import { EditorDevice } from './support/editorDevices';
import { cookieHeader, eventually, listening } from './support/livePeers';
import { createProject, signedInPerson, toBase64 } from './support/projects';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let host: string;
beforeAll(async () => {
  server = await startTestServer();
  host = await listening(server.app);
});
afterAll(() => server.close());

/** A book whose slots hold no photo: the merge is about pages and text. */
function plainBook(pages: number): ProjectDocument {
  const doc = sampleBook(pages, 2);
  for (const element of Object.values(doc.elements))
    if (element.type === 'photoSlot') delete (element as { photoId?: string }).photoId;
  return doc;
}

type Owner = Awaited<ReturnType<typeof signedInPerson>>;

async function sharedBook(pages = 8, given?: Owner) {
  const owner = given ?? (await signedInPerson(server, 'merge'));
  const update = toBase64(Y.encodeStateAsUpdate(docToY(plainBook(pages))));
  const created = await createProject(owner.agent, { product_type_id: 1, update });
  expect(created.statusCode, created.body).toBe(200);
  const projectId = created.json().id as number;
  const device = (name: string) =>
    new EditorDevice({
      host,
      cookie: cookieHeader(owner.agent),
      userId: owner.userId,
      projectId,
      name,
    });
  return { owner, projectId, device };
}

/** JSON with keys in one order: two replicas' records may list their fields in another. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function captionOf(doc: ProjectDocument, page: number) {
  const element = doc.elements[`page-${page}-caption`];
  return element?.type === 'text' ? element.text : undefined;
}

async function serverDocument(device: EditorDevice): Promise<string> {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/v2/my/projects/${device.options.projectId}/content`,
    headers: { cookie: device.options.cookie },
  });
  const doc = new Y.Doc();
  Y.applyUpdate(doc, new Uint8Array(Buffer.from(response.json().update, 'base64')));
  return stableJson(yToDoc(doc));
}

describe('a design update stored by a call', { timeout: 60_000 }, () => {
  it('reaches the editors open on the live channel, the way a live change does', async () => {
    const book = await sharedBook(4);
    const open = book.device('open');
    await open.openFirstTime();
    await eventually(() => open.live.status() === 'live');
    // A device that never opens the live channel pushes its change over HTTP.
    const pushing = new Y.Doc();
    const pulled = await book.owner.agent.get(`/api/v2/my/projects/${book.projectId}/content`);
    Y.applyUpdate(pushing, new Uint8Array(Buffer.from(pulled.json().update, 'base64')));
    const before = Y.encodeStateVector(pushing);
    (pushing.getMap('elements').get('page-2-caption') as Y.Map<unknown>).set('text', 'By HTTP');
    const pushed = await book.owner.agent.send(
      'POST',
      `/api/v2/my/projects/${book.projectId}/content`,
      { update: toBase64(Y.encodeStateAsUpdate(pushing, before)) },
    );
    expect(pushed.statusCode, pushed.body).toBe(200);
    await eventually(() => captionOf(open.engine.getSnapshot().doc, 2) === 'By HTTP');
    await open.close();
  });
});

describe('two devices edit one book offline and reconnect', { timeout: 120_000 }, () => {
  it.each([
    [0, 'together'],
    [300, 'together'],
    [0, 'httpFirst'],
    [300, 'httpFirst'],
  ] as const)(
    'ends with the same design everywhere, openable from every device’s storage (%i ms apart, %s)',
    async (apart, order) => {
      const book = await sharedBook();
      const desk = book.device('desk');
      const tablet = book.device('tablet');
      await desk.openFirstTime();
      await tablet.openFirstTime();
      await eventually(() => desk.live.status() === 'live' && tablet.live.status() === 'live');
      desk.goOffline();
      tablet.goOffline();
      for (const page of [2, 3, 4])
        desk.run({ name: 'setText', args: { id: `page-${page}-caption`, text: `desk ${page}` } });
      desk.run({ name: 'setText', args: { id: 'cover-title', text: 'Desk title' } });
      for (const page of [5, 6, 7])
        tablet.run({
          name: 'setText',
          args: { id: `page-${page}-caption`, text: `tablet ${page}` },
        });
      tablet.run({ name: 'setText', args: { id: 'cover-title', text: 'Tablet title' } });
      desk.run({ name: 'addPages', args: { pairs: 1 } });
      tablet.run({ name: 'addPages', args: { pairs: 1 } });
      await desk.sync.syncNow();
      await tablet.sync.syncNow();

      await desk.goOnline(order);
      await sleep(apart);
      await tablet.goOnline(order);

      const same = () => {
        try {
          return stableJson(desk.document()) === stableJson(tablet.document());
        } catch {
          return false;
        }
      };
      await eventually(() => same() && desk.saysSynced() && tablet.saysSynced(), 20_000).catch(
        () => {},
      );
      expect(desk.errors).toEqual([]);
      expect(tablet.errors).toEqual([]);
      const doc = desk.document();
      expect(stableJson(tablet.document())).toBe(stableJson(doc));
      expect(doc.surfaceOrder.length).toBe(1 + 8 + 4);
      // Both added a leaf: the merged book is numbered as one, 12 pages on a 12-page spine.
      const labels = doc.surfaceOrder.slice(1).map((id) => doc.surfaces[id]!.label);
      expect(labels).toEqual(Array.from({ length: 12 }, (_, n) => `Page ${n + 1}`));
      expect(doc.options.pageCount).toBe(12);
      for (const page of [2, 3, 4]) expect(captionOf(doc, page)).toBe(`desk ${page}`);
      for (const page of [5, 6, 7]) expect(captionOf(doc, page)).toBe(`tablet ${page}`);
      expect(await serverDocument(desk)).toBe(stableJson(doc));

      for (const device of [desk, tablet]) {
        const stored = await device.storedDocument();
        expect(stored.error).toBeUndefined();
        expect(stableJson(stored.doc)).toBe(stableJson(doc));
      }
      await desk.close();
      await tablet.close();
    },
  );
});

/** Waits until every device shows one design, says it is synced, and the server holds it too. */
async function converged(devices: EditorDevice[]): Promise<ProjectDocument> {
  const readable = (device: EditorDevice) => {
    try {
      return stableJson(device.document());
    } catch {
      return undefined;
    }
  };
  await eventually(() => {
    const first = readable(devices[0]!);
    return (
      first !== undefined &&
      devices.every((device) => readable(device) === first && device.saysSynced())
    );
  }, 20_000).catch(() => {});
  const doc = devices[0]!.document();
  for (const device of devices) {
    expect(device.errors).toEqual([]);
    expect(stableJson(device.document())).toBe(stableJson(doc));
    expect(stableJson(device.engine.getSnapshot().doc)).toBe(stableJson(doc));
  }
  expect(await serverDocument(devices[0]!)).toBe(stableJson(doc));
  return doc;
}

const deviceArbitrary = fc.record({
  // Edits made offline, drawn as the engine's property tests draw them (no photos: the design's
  // own photo rules are not what this is about).
  steps: fc.array(
    stepArbitrary.filter((step) => step.kind !== 0),
    { minLength: 1, maxLength: 12 },
  ),
  order: fc.constantFrom('together' as const, 'httpFirst' as const),
  wait: fc.integer({ min: 0, max: 400 }),
});

describe('any number of devices with any offline edits', { timeout: 300_000 }, () => {
  it('converge, through the real sync client, live channel and server, and open from storage', async () => {
    let run = 0;
    const owner = await signedInPerson(server, 'replicas');
    await fc.assert(
      fc.asyncProperty(fc.array(deviceArbitrary, { minLength: 2, maxLength: 3 }), async (plans) => {
        run += 1;
        const book = await sharedBook(6, owner);
        const devices = plans.map((_, n) => book.device(`device ${run}.${n}`));
        for (const device of devices) await device.openFirstTime();
        await eventually(() => devices.every((device) => device.live.status() === 'live'));
        for (const device of devices) device.goOffline();
        let ids = 0;
        plans.forEach((plan, n) => {
          const device = devices[n]!;
          for (const step of plan.steps)
            device.run(
              callFor(device.engine.getSnapshot().doc, step, () => `r${run}-${n}-${ids++}`),
            );
        });
        for (const device of devices) await device.sync.syncNow();
        // Back in the order drawn, each after its wait; the HTTP sync and the socket race.
        await Promise.all(
          plans.map(async (plan, n) => {
            await sleep(plan.wait);
            await devices[n]!.goOnline(plan.order);
          }),
        );
        const doc = await converged(devices);
        for (const device of devices) {
          const stored = await device.storedDocument();
          expect(stored.error).toBeUndefined();
          expect(stableJson(stored.doc)).toBe(stableJson(doc));
        }
        await Promise.all(devices.map((device) => device.close()));
      }),
      { numRuns: 8 },
    );
  });
});
