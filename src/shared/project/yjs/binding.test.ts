import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createProjectFromTemplate } from '../templates/createProject';
import type { TemplateSource } from '../templates/templateSource';
import { applyDocToY, docToY, yToDoc } from './binding';

const card: TemplateSource = {
  templateId: 1,
  themeId: 11,
  name: 'Joyful Classic Moments',
  productTypeId: 2,
  photoCount: 3,
  orientation: 'portrait',
  styleId: 2,
  colorIds: [5],
  foilTypeId: 1,
  trimTypeId: 2,
  formatTypeId: 2,
  sizes: ['5x7'],
  keywords: 'wedding invitation',
};
const start = createProjectFromTemplate(card);
const ids = Object.keys(start.elements);

type Edit = { id: string; field: 'x' | 'y' | 'opacity'; value: number };
const edit = fc.record({
  id: fc.constantFrom(...ids),
  field: fc.constantFrom('x' as const, 'y' as const, 'opacity' as const),
  value: fc.double({ min: 0, max: 1, noNaN: true }),
});

function applyEdits(ydoc: Y.Doc, edits: Edit[]) {
  for (const e of edits) {
    const doc = yToDoc(ydoc);
    const element = doc.elements[e.id];
    if (!element) continue;
    doc.elements[e.id] = { ...element, [e.field]: e.field === 'opacity' ? e.value : e.value * 300 };
    applyDocToY(ydoc, doc);
  }
}

describe('the Yjs binding', () => {
  it('round-trips a document', () => {
    expect(yToDoc(docToY(start))).toEqual(start);
  });

  it('writes only what changed', () => {
    const ydoc = docToY(start);
    const updates: Uint8Array[] = [];
    ydoc.on('update', (update: Uint8Array) => updates.push(update));
    applyDocToY(ydoc, start);
    expect(updates).toHaveLength(0);
    const first = ids[1] as string;
    applyDocToY(ydoc, {
      ...start,
      elements: { ...start.elements, [first]: { ...start.elements[first]!, x: 1 } },
    });
    expect(updates).toHaveLength(1);
    expect(yToDoc(ydoc).elements[first]?.x).toBe(1);
  });

  it('converges to the same valid document after random concurrent edits on two replicas', () => {
    fc.assert(
      fc.property(
        fc.array(edit, { maxLength: 12 }),
        fc.array(edit, { maxLength: 12 }),
        (left, right) => {
          const a = docToY(start);
          const b = new Y.Doc();
          Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
          applyEdits(a, left);
          applyEdits(b, right);
          Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
          Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
          expect(yToDoc(a)).toEqual(yToDoc(b));
        },
      ),
      { numRuns: 40 },
    );
  }, 60_000);
});
