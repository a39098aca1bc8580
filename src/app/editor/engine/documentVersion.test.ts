import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { CURRENT_SCHEMA_VERSION } from '../../../shared/project/document';
import { NewerDocumentError } from '../../../shared/project/migrations/migrate';
import { docToY } from '../../../shared/project/yjs/binding';
import { migrateYDoc } from '../../../shared/project/yjs/documentVersion';
import { createEditorEngine } from './editorEngine';
import { sampleBook } from './testing/sampleBook';

/*
 * The engine on a design newer than this code (a newer shop wrote it): not opened at all when it
 * is newer from the start; when it becomes newer while open, the last design this code read stays
 * shown and nothing more is written.
 */

const newer = CURRENT_SCHEMA_VERSION + 1;

describe('the editor engine and a newer document version', () => {
  it('refuses to open a design a newer shop wrote, writing nothing into it', () => {
    const ydoc = docToY(sampleBook(2, 1));
    ydoc.getMap('meta').set('schemaVersion', newer);
    const before = Y.encodeStateVector(ydoc);
    expect(() => createEditorEngine({ ydoc })).toThrow(NewerDocumentError);
    expect(migrateYDoc(ydoc)).toBe('newer');
    expect(Y.encodeStateVector(ydoc)).toEqual(before);
  });

  it('turns outdated when a newer design arrives, and writes nothing after, undo included', () => {
    const ydoc = docToY(sampleBook(2, 1));
    const unreadable: unknown[] = [];
    const engine = createEditorEngine({ ydoc, onUnreadable: (error) => unreadable.push(error) });
    engine.dispatch({ name: 'setText', args: { id: 'page-1-caption', text: 'mine' } });
    const shown = engine.getSnapshot().doc;

    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(ydoc));
    other.transact(() => {
      other.getMap('meta').set('schemaVersion', newer);
      (other.getMap('elements').get('page-1-caption') as Y.Map<unknown>).set('text', 'newer');
    });
    Y.applyUpdate(ydoc, Y.encodeStateAsUpdate(other, Y.encodeStateVector(ydoc)), 'sync');

    const state = engine.getSnapshot();
    expect(state.outdated).toBe(true);
    expect(state.doc).toBe(shown);
    const vector = Y.encodeStateVector(ydoc);
    expect(
      engine.dispatch({ name: 'setText', args: { id: 'page-1-caption', text: 'again' } }),
    ).toBe(false);
    engine.undo();
    expect(Y.encodeStateVector(ydoc)).toEqual(vector);
    expect(unreadable).toEqual([]);
    engine.destroy();
  });

  it('leaves a design of the current version as it is', () => {
    const ydoc = docToY(sampleBook(2, 1));
    const before = Y.encodeStateVector(ydoc);
    expect(migrateYDoc(ydoc)).toBe('current');
    expect(migrateYDoc(new Y.Doc())).toBe('empty');
    createEditorEngine({ ydoc }).destroy();
    expect(Y.encodeStateVector(ydoc)).toEqual(before);
  });
});
