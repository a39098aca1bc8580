import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { yToDoc } from '../../../../shared/project/yjs/binding';
import { createEditorEngine } from '../editorEngine';
import { sampleBook } from '../testing/sampleBook';
import { LOCAL_PROJECT_PREFIX, openLocalProject } from './localProject';

const CLIENT = '2d9e3f3c-7a1b-4f2e-8d6c-5b4a3c2d1e0f';

function countStoredUpdates(): Promise<number> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(`${LOCAL_PROJECT_PREFIX}${CLIENT}`);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const count = db.transaction('updates').objectStore('updates').count();
      count.onsuccess = () => {
        resolve(count.result);
        db.close();
      };
      count.onerror = () => reject(count.error);
    };
  });
}

beforeEach(() => {
  Object.assign(globalThis, { indexedDB: new IDBFactory() });
});

describe('the project on this device', () => {
  it('keeps a burst of edits made in one task as two stored updates (the first, then the rest merged), and all of them survive a reopen', async () => {
    const project = await openLocalProject(CLIENT, () => sampleBook(4, 2));
    await project.flushed();
    const before = await countStoredUpdates();
    const engine = createEditorEngine({ ydoc: project.ydoc });
    for (let n = 0; n < 50; n++)
      engine.dispatch({ name: 'setText', args: { id: 'page-1-caption', text: `Caption ${n}` } });
    engine.dispatch({ name: 'nudge', args: { ids: ['page-2-caption'], direction: 'right' } });
    const edited = engine.getSnapshot().doc;
    await project.flushed();
    expect(await countStoredUpdates()).toBe(before + 2);
    engine.destroy();
    await project.close();

    const reopened = await openLocalProject(CLIENT);
    expect(yToDoc(reopened.ydoc)).toEqual(edited);
    await reopened.close();
  });

  it('stores edits made in separate tasks each in turn', async () => {
    const project = await openLocalProject(CLIENT, () => sampleBook(2, 2));
    await project.flushed();
    const before = await countStoredUpdates();
    const engine = createEditorEngine({ ydoc: project.ydoc });
    engine.dispatch({ name: 'setText', args: { id: 'page-1-caption', text: 'One' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    engine.dispatch({ name: 'setText', args: { id: 'page-1-caption', text: 'Two' } });
    await project.flushed();
    expect(await countStoredUpdates()).toBe(before + 2);
    engine.destroy();
    await project.close();
    const reopened = await openLocalProject(CLIENT);
    expect(yToDoc(reopened.ydoc).elements['page-1-caption']).toMatchObject({ text: 'Two' });
    await reopened.close();
  });
});
