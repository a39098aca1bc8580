/**
 * The editor engine, in Node with fake-indexeddb (CPU-bound, no server):
 * - 5,000 edits dispatched through the engine (each written to the Y.Doc and to IndexedDB by
 *   y-indexeddb) and then synced to an in-memory server, beside the same 5,000 pure commands run
 *   on the plain document alone (the baseline); with the stored Yjs size beside the JSON size.
 * - A 100-page book (300 photos) loaded from IndexedDB into the engine, ready to render its first
 *   page, beside JSON.parse of the same document (the baseline).
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import * as Y from 'yjs';
import type { CommandCall } from '../../src/app/editor/engine/commands/registry';
import { runCommand } from '../../src/app/editor/engine/commands/registry';
import { createEditorEngine } from '../../src/app/editor/engine/editorEngine';
import { openDraftsIndex } from '../../src/app/editor/engine/saving/draftsIndex';
import { openLocalProject } from '../../src/app/editor/engine/saving/localProject';
import { createProjectSync } from '../../src/app/editor/engine/saving/syncClient';
import { memorySyncServer } from '../../src/app/editor/engine/testing/memorySyncServer';
import { sampleBook } from '../../src/app/editor/engine/testing/sampleBook';
import { surfaceElements } from '../../src/shared/project/document';
import { docToY } from '../../src/shared/project/yjs/binding';
import { table } from './support/benchTables';

const EDITS = 5_000;
const CLIENT = '0b6b6a8e-5d2f-4f7e-9d4a-3c1e2f0a9b10';

/** A realistic mix: nudges, moves, typing, crops, across the pages of a 20-page book. */
function editAt(n: number): CommandCall {
  const page = `page-${(n % 20) + 1}`;
  switch (n % 4) {
    case 0:
      return {
        name: 'nudge',
        args: { ids: [`${page}-caption`], direction: n % 8 ? 'right' : 'left' },
      };
    case 1:
      return { name: 'setText', args: { id: `${page}-caption`, text: `Caption ${n}` } };
    case 2:
      return {
        name: 'setCrop',
        args: { slotId: `${page}-slot-0`, crop: { zoom: 1 + (n % 10) / 10 } },
      };
    default:
      return { name: 'moveElements', args: { ids: [`${page}-slot-1`], dx: n % 2 ? 3 : -3, dy: 0 } };
  }
}

const ms = (value: number) => value.toFixed(0);
/** CPU time of this process in ms: on a shared, loaded machine the wall clock also counts waiting. */
const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const kb = (bytes: number) => (bytes / 1024).toFixed(0);

async function benchEdits() {
  let doc = sampleBook(20, 3);
  let started = performance.now();
  let cpuStarted = cpuNow();
  for (let n = 0; n < EDITS; n++) doc = runCommand(doc, editAt(n));
  const plain = performance.now() - started;
  const plainCpu = cpuNow() - cpuStarted;
  const jsonBytes = new TextEncoder().encode(JSON.stringify(doc)).length;

  // The engine on a bare Y.Doc: what a dispatch costs before storage.
  const bare = new Y.Doc();
  docToY(sampleBook(20, 3), bare);
  const bareEngine = createEditorEngine({ ydoc: bare });
  started = performance.now();
  cpuStarted = cpuNow();
  for (let n = 0; n < EDITS; n++) bareEngine.dispatch(editAt(n));
  const engineOnly = performance.now() - started;
  const engineOnlyCpu = cpuNow() - cpuStarted;
  bareEngine.destroy();

  // Stored by y-indexeddb: all edits in one task (one merged write), then each edit in a task of
  // its own (one write each, as typing or nudging by hand makes them).
  const stored = async (perTask: boolean) => {
    Object.assign(globalThis, { indexedDB: new IDBFactory() });
    const drafts = await openDraftsIndex();
    await drafts.put({
      clientId: CLIENT,
      name: 'Bench',
      productTypeId: 1,
      updatedAt: 0,
      ownerUserId: 1,
    });
    const project = await openLocalProject(CLIENT, () => sampleBook(20, 3));
    await project.flushed();
    const server = memorySyncServer();
    const sync = createProjectSync({
      project,
      drafts,
      transport: server.transport,
      connectivity: { isOnline: () => true, onOnline: () => () => {} },
      debounceMs: 3_600_000,
    });
    const engine = createEditorEngine({ ydoc: project.ydoc });
    const begun = performance.now();
    const cpuBegun = cpuNow();
    for (let n = 0; n < EDITS; n++) {
      engine.dispatch(editAt(n));
      if (perTask) await new Promise((resolve) => setImmediate(resolve));
    }
    await project.flushed();
    const edited = performance.now() - begun;
    const editedCpu = cpuNow() - cpuBegun;
    const syncStarted = performance.now();
    await sync.syncNow();
    const synced = performance.now() - syncStarted;
    const yjsBytes = Y.encodeStateAsUpdate(server.projects.get(1)!.ydoc).length;
    sync.destroy();
    engine.destroy();
    await project.close();
    return { edited, editedCpu, synced, yjsBytes };
  };
  const burst = await stored(false);
  const apart = await stored(true);

  console.log(`\nEditor engine: ${EDITS} edits on a 20-page book, fake-indexeddb\n`);
  console.log(
    table(
      ['run', 'ms', 'vs baseline', 'CPU ms', 'CPU vs baseline', 'stored KB'],
      [
        [
          `${EDITS} pure commands on the plain document (baseline)`,
          ms(plain),
          '1.0',
          ms(plainCpu),
          '1.0',
          `${kb(jsonBytes)} (JSON)`,
        ],
        [
          `${EDITS} dispatches on a bare Y.Doc (engine + undo history)`,
          ms(engineOnly),
          (engineOnly / plain).toFixed(1),
          ms(engineOnlyCpu),
          (engineOnlyCpu / plainCpu).toFixed(1),
          '—',
        ],
        [
          `${EDITS} dispatches in one task: Y.Doc + IndexedDB, all committed`,
          ms(burst.edited),
          (burst.edited / plain).toFixed(1),
          ms(burst.editedCpu),
          (burst.editedCpu / plainCpu).toFixed(1),
          '—',
        ],
        [
          'then one sync to the server (create + pull + push)',
          ms(burst.synced),
          (burst.synced / plain).toFixed(1),
          '',
          '',
          `${kb(burst.yjsBytes)} (Yjs)`,
        ],
        [
          `${EDITS} dispatches, a task each: Y.Doc + IndexedDB, all committed`,
          ms(apart.edited),
          (apart.edited / plain).toFixed(1),
          ms(apart.editedCpu),
          (apart.editedCpu / plainCpu).toFixed(1),
          '—',
        ],
        [
          'then one sync to the server (create + pull + push)',
          ms(apart.synced),
          (apart.synced / plain).toFixed(1),
          '',
          '',
          `${kb(apart.yjsBytes)} (Yjs)`,
        ],
      ],
    ),
  );
}

async function benchLoad() {
  const book = sampleBook(100, 3);
  const json = JSON.stringify(book);
  let started = performance.now();
  const parsed = JSON.parse(json) as typeof book;
  surfaceElements(parsed, 'page-1');
  const parse = performance.now() - started;

  Object.assign(globalThis, { indexedDB: new IDBFactory() });
  const seeded = await openLocalProject(CLIENT, () => book);
  await seeded.flushed();
  await seeded.close();
  started = performance.now();
  const project = await openLocalProject(CLIENT);
  const engine = createEditorEngine({ ydoc: project.ydoc });
  engine.setActiveSurface('page-1');
  const firstPage = surfaceElements(engine.getSnapshot().view, 'page-1');
  const load = performance.now() - started;
  if (firstPage.length !== 5) throw new Error('the first page did not load');
  await project.close();

  console.log(
    '\nEditor engine: a 100-page book with 300 photos, from IndexedDB to its first page ready\n',
  );
  console.log(
    table(
      ['run', 'ms', 'vs baseline'],
      [
        [`JSON.parse of the same document, ${kb(json.length)} KB (baseline)`, ms(parse), '1.0'],
        [
          'y-indexeddb → Y.Doc → engine, first page ready',
          ms(load),
          (load / Math.max(parse, 0.01)).toFixed(0),
        ],
      ],
    ),
  );
}

export async function benchEditorEngine(): Promise<void> {
  await benchEdits();
  await benchLoad();
}
