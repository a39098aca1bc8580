import { describe, expect, it } from 'vitest';
import { projectDocumentSchema } from '../../../../shared/project/document';
import { sampleBook } from '../testing/sampleBook';
import { addPages, interiorIds, removePages, reorderPages } from './pages';

const bounds = { min: 20, max: 24 };

describe('page commands', () => {
  it('adds pages in pairs after a page, renumbers them, and counts them in the options', () => {
    const doc = sampleBook(20, 1);
    let n = 0;
    const next = addPages(doc, { afterId: 'page-2', bounds, newId: () => `n${n++}` });
    const interior = interiorIds(next);
    expect(interior.slice(0, 5)).toEqual(['page-1', 'page-2', 'page-n0', 'page-n1', 'page-3']);
    expect(next.surfaces['page-n0']).toMatchObject({
      label: 'Page 3',
      role: 'right',
      elementIds: [],
    });
    expect(next.surfaces['page-3']).toMatchObject({ label: 'Page 5' });
    expect(next.options.pageCount).toBe(22);
    expect(projectDocumentSchema.safeParse(next).success).toBe(true);
  });

  it('stops at the maximum', () => {
    const doc = sampleBook(20, 1);
    expect(interiorIds(addPages(doc, { pairs: 5, bounds })).length).toBe(24);
    expect(addPages(sampleBook(24, 1), { bounds })).toEqual(sampleBook(24, 1));
  });

  it('removes pages only in pairs, with their elements, never under the minimum', () => {
    const doc = sampleBook(22, 1);
    expect(removePages(doc, { ids: ['page-3'], bounds })).toBe(doc);
    const next = removePages(doc, { ids: ['page-3', 'page-4'], bounds });
    expect(interiorIds(next)).toHaveLength(20);
    expect(next.elements['page-3-caption']).toBeUndefined();
    expect(next.options.pageCount).toBe(20);
    expect(projectDocumentSchema.safeParse(next).success).toBe(true);
    expect(removePages(next, { ids: ['page-5', 'page-6'], bounds })).toBe(next);
  });

  it('reorders interior pages and keeps the cover first', () => {
    const doc = sampleBook(20, 1);
    const next = reorderPages(doc, { ids: ['page-5', 'page-6'], to: 0 });
    expect(next.surfaceOrder.slice(0, 4)).toEqual(['cover', 'page-5', 'page-6', 'page-1']);
    expect(next.surfaces['page-5']).toMatchObject({ label: 'Page 1', role: 'right' });
    expect(reorderPages(doc, { ids: ['page-1'], to: 0 })).toBe(doc);
  });
});
