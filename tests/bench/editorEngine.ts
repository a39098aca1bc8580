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
const kb = (bytes: number) => (bytes / 1024).toFixed(0);

async function benchEdits() {
  let doc = sampleBook(20, 3);
  let started = performance.now();
  for (let n = 0; n < EDITS; n++) doc = runCommand(doc, editAt(n));
  const plain = performance.now() - started;
  const jsonBytes = new TextEncoder().encode(JSON.stringify(doc)).length;

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
  const server = memorySyncServer();
  const sync = createProjectSync({
    project,
    drafts,
    transport: server.transport,
    connectivity: { isOnline: () => true, onOnline: () => () => {} },
    debounceMs: 3_600_000,
  });
  const engine = createEditorEngine({ ydoc: project.ydoc });
  started = performance.now();
  for (let n = 0; n < EDITS; n++) engine.dispatch(editAt(n));
  await project.flushed();
  const edited = performance.now() - started;
  started = performance.now();
  await sync.syncNow();
  const synced = performance.now() - started;
  const yjsBytes = Y.encodeStateAsUpdate(server.projects.get(1)!.ydoc).length;
  sync.destroy();
  await project.close();

  console.log(`\nEditor engine: ${EDITS} edits on a 20-page book, fake-indexeddb\n`);
  console.log(
    table(
      ['run', 'ms', 'vs baseline', 'stored KB'],
      [
        [
          `${EDITS} pure commands on the plain document (baseline)`,
          ms(plain),
          '1.0',
          `${kb(jsonBytes)} (JSON)`,
        ],
        [
          `${EDITS} dispatches: Y.Doc + IndexedDB, all committed`,
          ms(edited),
          (edited / plain).toFixed(1),
          '—',
        ],
        [
          'then one sync to the server (create + pull + push)',
          ms(synced),
          (synced / plain).toFixed(1),
          `${kb(yjsBytes)} (Yjs)`,
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
