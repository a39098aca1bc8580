import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { answerPull, compact, EMPTY_UPDATE, isYjsUpdate, mergeStored } from './projectDocument';

/** A document with some pages and text, edited by one replica; answers each edit's update. */
function editsOf(clientID: number, words: string[]): Uint8Array[] {
  const doc = new Y.Doc();
  doc.clientID = clientID;
  const updates: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array) => updates.push(update));
  const pages = doc.getArray<string>('pages');
  const title = doc.getText('title');
  for (const [i, word] of words.entries()) {
    if (i % 3 === 2 && pages.length > 0) pages.delete(0, 1);
    else pages.push([word]);
    title.insert(0, word);
  }
  return updates;
}

function contentOf(update: Uint8Array) {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, update);
  return { pages: doc.getArray('pages').toJSON(), title: doc.getText('title').toString() };
}

describe('the stored design', () => {
  it('accepts real updates and refuses garbage', () => {
    const [first] = editsOf(1, ['cover']);
    expect(isYjsUpdate(first!)).toBe(true);
    expect(isYjsUpdate(EMPTY_UPDATE)).toBe(true);
    expect(isYjsUpdate(new Uint8Array([1, 2, 3, 4, 5]))).toBe(false);
    expect(isYjsUpdate(new TextEncoder().encode('hello, this is not a document'))).toBe(false);
    expect(isYjsUpdate(new Uint8Array([]))).toBe(false);
  });

  it('compaction keeps the same document as the updates it folds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 30 }),
        fc.array(fc.string({ minLength: 1, maxLength: 5 }), { maxLength: 30 }),
        fc.nat(),
        (a, b, split) => {
          const updates = [...editsOf(1, a), ...editsOf(2, b)];
          const cut = split % (updates.length + 1);
          const first = compact(undefined, updates.slice(0, cut));
          const folded = compact(first.state, updates.slice(cut));
          const merged = mergeStored(undefined, updates);
          expect(contentOf(folded.state)).toEqual(contentOf(merged));
          expect(Y.decodeStateVector(folded.stateVector)).toEqual(
            Y.decodeStateVector(Y.encodeStateVectorFromUpdate(merged)),
          );
        },
      ),
      { numRuns: 50 },
    );
  });

  it('answers a client exactly what it lacks', () => {
    const updates = editsOf(1, ['a', 'b', 'c', 'd']);
    const client = new Y.Doc();
    Y.applyUpdate(client, mergeStored(undefined, updates.slice(0, 2)));
    const stored = mergeStored(undefined, updates);
    const pull = answerPull(stored, Y.encodeStateVector(client));
    Y.applyUpdate(client, pull.update);
    expect(client.getText('title').toString()).toBe(contentOf(stored).title);
    expect(Y.decodeStateVector(pull.stateVector)).toEqual(
      Y.decodeStateVector(Y.encodeStateVector(client)),
    );
  });

  it('compaction drops deleted content, so the snapshot is smaller than the history', () => {
    const doc = new Y.Doc();
    const updates: Uint8Array[] = [];
    doc.on('update', (u: Uint8Array) => updates.push(u));
    const text = doc.getText('t');
    for (let i = 0; i < 200; i++) {
      text.insert(0, 'a long sentence that will be deleted again ');
      text.delete(0, text.length);
    }
    const history = updates.reduce((n, u) => n + u.byteLength, 0);
    expect(compact(undefined, updates).state.byteLength).toBeLessThan(history / 10);
  });
});
