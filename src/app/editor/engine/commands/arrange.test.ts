import { describe, expect, it } from 'vitest';
import { projectDocumentSchema } from '../../../../shared/project/document';
import { sampleBook } from '../testing/sampleBook';
import { arrangeElements } from './arrange';
import { runCommand } from './registry';

// page-1: bg, slot-0, slot-1, slot-2, caption (bottom to top)
const doc = sampleBook(2, 3);
const order = (d: typeof doc) => d.surfaces['page-1']!.elementIds.map((id) => id.slice(7));

describe('arrangeElements', () => {
  it('brings an element forward one step and to the front', () => {
    expect(order(arrangeElements(doc, { ids: ['page-1-slot-0'], move: 'forward' }))).toEqual([
      'bg',
      'slot-1',
      'slot-0',
      'slot-2',
      'caption',
    ]);
    const front = arrangeElements(doc, { ids: ['page-1-slot-0'], move: 'front' });
    expect(order(front)).toEqual(['bg', 'slot-1', 'slot-2', 'caption', 'slot-0']);
    expect(projectDocumentSchema.safeParse(front).success).toBe(true);
  });

  it('sends back one step and to the back, but never under the background', () => {
    expect(order(arrangeElements(doc, { ids: ['page-1-caption'], move: 'backward' }))).toEqual([
      'bg',
      'slot-0',
      'slot-1',
      'caption',
      'slot-2',
    ]);
    expect(order(arrangeElements(doc, { ids: ['page-1-caption'], move: 'back' }))).toEqual([
      'bg',
      'caption',
      'slot-0',
      'slot-1',
      'slot-2',
    ]);
    expect(arrangeElements(doc, { ids: ['page-1-slot-0'], move: 'backward' })).toBe(doc);
    expect(arrangeElements(doc, { ids: ['page-1-bg'], move: 'front' })).toBe(doc);
  });

  it('moves a selected pair together and leaves the top element where it is', () => {
    const both = arrangeElements(doc, { ids: ['page-1-slot-1', 'page-1-slot-2'], move: 'forward' });
    expect(order(both)).toEqual(['bg', 'slot-0', 'caption', 'slot-1', 'slot-2']);
    expect(arrangeElements(doc, { ids: ['page-1-caption'], move: 'forward' })).toBe(doc);
  });

  it('keeps a locked element in place and ignores unknown ids', () => {
    const locked = structuredClone(doc);
    locked.elements['page-1-slot-0'] = { ...locked.elements['page-1-slot-0']!, locked: true };
    expect(arrangeElements(locked, { ids: ['page-1-slot-0'], move: 'front' })).toBe(locked);
    expect(arrangeElements(doc, { ids: ['gone'], move: 'front' })).toBe(doc);
  });

  it('runs by name from the registry', () => {
    const next = runCommand(doc, {
      name: 'arrangeElements',
      args: { ids: ['page-1-slot-2'], move: 'back' },
    });
    expect(order(next)).toEqual(['bg', 'slot-2', 'slot-0', 'slot-1', 'caption']);
  });
});
