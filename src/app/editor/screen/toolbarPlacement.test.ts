import { describe, expect, it } from 'vitest';
import type { ProjectDocument } from '../../../shared/project/document';
import { toolbarPlacement } from './toolbarPlacement';

const box = (y: number, height: number) => ({ x: 0, y, width: 100, height });
const doc = {
  elements: { caption: box(560, 40), photo: box(20, 300), page: box(50, 550) },
} as unknown as ProjectDocument;
// A phone's canvas: 390 wide, 500 tall, the 600-point page at zoom 0.8 from y 10.
const phone = { zoom: 0.8, x: 0, y: 10, width: 390, height: 500 };

describe('toolbarPlacement', () => {
  it('stays at the foot while the selection leaves the band free', () => {
    expect(toolbarPlacement(doc, ['photo'], phone)).toBe('bottom');
    expect(toolbarPlacement(doc, [], phone)).toBe('bottom');
  });

  it('moves to the top when the selection is a caption low on the page', () => {
    expect(toolbarPlacement(doc, ['caption'], phone)).toBe('top');
  });

  it('keeps to the side with more room when the selection fills the canvas', () => {
    expect(toolbarPlacement(doc, ['page'], phone)).toBe('top');
    expect(toolbarPlacement(doc, ['page'], { ...phone, y: -50 })).toBe('bottom');
  });
});
