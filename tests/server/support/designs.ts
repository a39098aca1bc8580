import * as Y from 'yjs';
import { bookDocument, bookUpdate } from './bookDocument';
import { newProject } from './collaboration';
import { PROJECTS, toBase64 } from './projects';
import type { TestAgent } from './testServer';

/*
 * Designs for the tests that edit one: every stored update must leave a design that reads, so a
 * project gets a whole design first and edits add whole records, as the editor writes them.
 */

/** A new project of `agent`'s with a 20-page book's design stored. */
export async function designedProject(agent: TestAgent): Promise<number> {
  const projectId = await newProject(agent);
  const pushed = await agent.send('POST', `${PROJECTS}/${projectId}/content`, {
    update: toBase64(bookUpdate(20)),
  });
  if (pushed.statusCode !== 200) throw new Error(`storing the design failed: ${pushed.body}`);
  return projectId;
}

const book = bookDocument(20);
const aPage = book.surfaces[book.surfaceOrder.at(-1)!]!;

/** Adds an empty page `id` at the end, as the binding writes a surface (design or not yet). */
export function addSurface(ydoc: Y.Doc, id: string): void {
  ydoc.transact(() => {
    const record = new Y.Map<unknown>();
    ydoc.getMap<Y.Map<unknown>>('surfaces').set(id, record);
    for (const [key, value] of Object.entries({ ...aPage, id, elementIds: [] })) {
      record.set(key, key === 'elementIds' ? new Y.Array<string>() : structuredClone(value));
    }
    ydoc.getArray<string>('surfaceOrder').push([id]);
  });
}
