import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createProjectFromTemplate } from '../templates/createProject';
import type { TemplateSource } from '../templates/templateSource';
import { applyDocToY, docToY, yToDoc } from './binding';
import { createDocReader } from './incrementalRead';

const book: TemplateSource = {
  templateId: 5,
  themeId: 12,
  name: 'Summer Story',
  productTypeId: 1,
  photoCount: 3,
  orientation: 'square',
  styleId: 1,
  colorIds: [1],
  sizes: ['8x8'],
  keywords: 'travel summer',
};

/** A replica with a reader that folds in every transaction, as the engine does. */
function replica(update: Uint8Array) {
  const ydoc = new Y.Doc();
  Y.applyUpdate(ydoc, update);
  const reader = createDocReader(ydoc);
  ydoc.on('afterTransaction', (transaction: Y.Transaction) => {
    reader.read(transaction);
  });
  return { ydoc, reader };
}

describe('reading a Y.Doc by the records a transaction touched', () => {
  const start = createProjectFromTemplate(book);
  const source = docToY(start);

  it('re-reads only the touched element: every other record keeps its object', () => {
    const { ydoc, reader } = replica(Y.encodeStateAsUpdate(source));
    const before = reader.doc;
    const [id, element] = Object.entries(before.elements).find(([, e]) => e.type === 'text')!;
    const remote = new Y.Doc();
    Y.applyUpdate(remote, Y.encodeStateAsUpdate(source));
    applyDocToY(remote, { ...start, elements: { ...start.elements, [id]: { ...element, x: 42 } } });
    Y.applyUpdate(ydoc, Y.encodeStateAsUpdate(remote, Y.encodeStateVector(ydoc)), 'sync');
    const after = reader.doc;
    expect(after.elements[id]?.x).toBe(42);
    expect(after).toEqual(yToDoc(ydoc));
    for (const other of Object.keys(before.elements))
      if (other !== id) expect(after.elements[other]).toBe(before.elements[other]);
    expect(after.surfaces).toBe(before.surfaces);
    expect(after.surfaceOrder).toBe(before.surfaceOrder);
  });

  it('follows structural edits: a surface removed, a title changed, an element moved between surfaces', () => {
    const { ydoc, reader } = replica(Y.encodeStateAsUpdate(source));
    const [first, second] = start.surfaceOrder.filter(
      (id) => start.surfaces[id]!.elementIds.length,
    );
    const moved = start.surfaces[first!]!.elementIds[0]!;
    const next = structuredClone(start);
    next.title = 'Our summer';
    next.surfaces[first!]!.elementIds = next.surfaces[first!]!.elementIds.slice(1);
    next.surfaces[second!]!.elementIds.push(moved);
    const last = next.surfaceOrder.at(-1)!;
    for (const id of next.surfaces[last]!.elementIds) delete next.elements[id];
    delete next.surfaces[last];
    next.surfaceOrder = next.surfaceOrder.slice(0, -1);
    applyDocToY(ydoc, next, 'collaborator');
    expect(reader.doc).toEqual(yToDoc(ydoc));
    expect(reader.doc.title).toBe('Our summer');
    expect(reader.doc.surfaces[second!]!.elementIds).toContain(moved);
  });

  it('repairs concurrent claims as a whole read does', () => {
    const a = replica(Y.encodeStateAsUpdate(source));
    const b = replica(Y.encodeStateAsUpdate(source));
    const [first, second, third] = start.surfaceOrder.filter(
      (id) => start.surfaces[id]!.elementIds.length,
    );
    const moved = start.surfaces[first!]!.elementIds[0]!;
    // Each replica moves the same element to a different surface.
    for (const [r, to] of [
      [a, second!],
      [b, third ?? second!],
    ] as const) {
      const doc = structuredClone(r.reader.doc);
      doc.surfaces[first!]!.elementIds = doc.surfaces[first!]!.elementIds.filter(
        (e) => e !== moved,
      );
      doc.surfaces[to]!.elementIds.push(moved);
      applyDocToY(r.ydoc, doc, 'local');
    }
    Y.applyUpdate(a.ydoc, Y.encodeStateAsUpdate(b.ydoc, Y.encodeStateVector(a.ydoc)), 'sync');
    Y.applyUpdate(b.ydoc, Y.encodeStateAsUpdate(a.ydoc, Y.encodeStateVector(b.ydoc)), 'sync');
    expect(a.reader.doc).toEqual(yToDoc(a.ydoc));
    expect(b.reader.doc).toEqual(yToDoc(b.ydoc));
    expect(a.reader.doc).toEqual(b.reader.doc);
  });
});
