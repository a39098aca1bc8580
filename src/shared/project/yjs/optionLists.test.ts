import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { ProjectDocument } from '../document';
import type { PrintedAddress } from '../options';
import { createProjectFromTemplate } from '../templates/createProject';
import { applyDocToY, docToY, yToDoc } from './binding';
import { createDocReader } from './incrementalRead';

const envelope = createProjectFromTemplate({
  templateId: 7,
  themeId: 70,
  name: 'Plain envelope',
  productTypeId: 150,
  photoCount: 0,
  orientation: 'landscape',
  styleId: 1,
  colorIds: [1],
  sizes: ['5x7'],
  keywords: 'envelope',
});

const address = (who: string, n: number): PrintedAddress => ({
  lines: [`${who} ${n}`, `${n} High Street`],
});

/** A device's edit: the recipients it sees, with `change` made to them. */
function editRecipients(ydoc: Y.Doc, change: (list: PrintedAddress[]) => PrintedAddress[]) {
  const doc = yToDoc(ydoc);
  const current = doc.options.envelope!;
  const next: ProjectDocument = {
    ...doc,
    options: { ...doc.options, envelope: { ...current, recipients: change(current.recipients) } },
  };
  applyDocToY(ydoc, next, 'local', doc);
}

function exchange(a: Y.Doc, b: Y.Doc) {
  const toB = Y.encodeStateAsUpdate(a, Y.encodeStateVector(b));
  const toA = Y.encodeStateAsUpdate(b, Y.encodeStateVector(a));
  Y.applyUpdate(b, toB);
  Y.applyUpdate(a, toA);
}

const lines = (list: PrintedAddress[]) => list.map((r) => r.lines[0]).sort();

describe('option lists', () => {
  it('keeps the recipients two devices add at once, and the ones each removes go', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        (shared, addA, addB, removeFirst) => {
          const a = docToY(envelope);
          const b = new Y.Doc();
          Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
          editRecipients(a, (list) => [
            ...list,
            ...Array.from({ length: shared }, (_, n) => address('Both', n)),
          ]);
          exchange(a, b);
          // Apart: each adds its own; A may also remove the first shared one.
          editRecipients(a, (list) => [
            ...(removeFirst ? list.slice(1) : list),
            ...Array.from({ length: addA }, (_, n) => address('Ann', n)),
          ]);
          editRecipients(b, (list) => [
            ...list,
            ...Array.from({ length: addB }, (_, n) => address('Ben', n)),
          ]);
          exchange(a, b);
          const merged = yToDoc(a).options.envelope!.recipients;
          expect(yToDoc(b).options.envelope!.recipients).toEqual(merged);
          const expected = [
            ...Array.from({ length: shared }, (_, n) => address('Both', n)).slice(
              removeFirst && shared > 0 ? 1 : 0,
            ),
            ...Array.from({ length: addA }, (_, n) => address('Ann', n)),
            ...Array.from({ length: addB }, (_, n) => address('Ben', n)),
          ];
          expect(lines(merged)).toEqual(lines(expected));
          // The editor's incremental reader sees the same as a full read.
          expect(createDocReader(a).doc).toEqual(yToDoc(a));
        },
      ),
      { numRuns: 50 },
    );
  });

  it('reads a document stored before the lists had arrays of their own, and moves them on write', () => {
    const old = docToY(envelope);
    // As stored before: the whole options, recipients inside, one value in the meta map.
    const options = {
      ...envelope.options,
      envelope: { ...envelope.options.envelope!, recipients: [address('Old', 1)] },
    };
    old.transact(() => {
      old.getMap('optionLists').clear();
      old.getMap('meta').set('options', options);
    });
    expect(yToDoc(old).options.envelope!.recipients).toEqual([address('Old', 1)]);
    editRecipients(old, (list) => [...list, address('New', 2)]);
    expect(lines(yToDoc(old).options.envelope!.recipients)).toEqual(['New 2', 'Old 1']);
    expect(old.getMap('optionLists').get('envelope.recipients')).toBeInstanceOf(Y.Array);
  });
});
