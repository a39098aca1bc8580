import { describe, expect, it } from 'vitest';
import { projectDocumentSchema } from '../../../../shared/project/document';
import { sampleBook } from '../testing/sampleBook';
import { setBackground } from './background';
import {
  copyElements,
  deleteElements,
  duplicateElements,
  MIN_ELEMENT_PT,
  moveElements,
  nudge,
  pasteElements,
  resizeElement,
  rotateElement,
} from './elements';
import { setText, setTextStyle } from './text';

const doc = sampleBook(2, 2);
const ids = (() => {
  let n = 0;
  return () => `copy${n++}`;
})();
const valid = (d: typeof doc) => projectDocumentSchema.safeParse(d).success;

describe('element commands', () => {
  it('moves and nudges, 10× with Shift, but never a locked element', () => {
    const moved = moveElements(doc, { ids: ['page-1-caption'], dx: 5, dy: -3 });
    expect(moved.elements['page-1-caption']).toMatchObject({ x: 23, y: 447 });
    expect(
      nudge(doc, { ids: ['page-1-caption'], direction: 'left', large: true }).elements[
        'page-1-caption'
      ]?.x,
    ).toBe(8);
    expect(
      nudge(doc, { ids: ['page-1-caption'], direction: 'down' }).elements['page-1-caption']?.y,
    ).toBe(451);
    const locked = {
      ...doc,
      elements: {
        ...doc.elements,
        'page-1-caption': { ...doc.elements['page-1-caption']!, locked: true },
      },
    };
    expect(moveElements(locked, { ids: ['page-1-caption'], dx: 5, dy: 5 })).toBe(locked);
  });

  it('resizes with a minimum size and rotates within -180..180', () => {
    const resized = resizeElement(doc, {
      id: 'page-1-caption',
      rect: { x: 1, y: 2, width: 0.5, height: 90 },
    });
    expect(resized.elements['page-1-caption']).toMatchObject({
      x: 1,
      y: 2,
      width: MIN_ELEMENT_PT,
      height: 90,
    });
    expect(
      rotateElement(doc, { id: 'page-1-caption', rotation: 270 }).elements['page-1-caption']
        ?.rotation,
    ).toBe(-90);
  });

  it('deletes elements and their places in the surface order', () => {
    const next = deleteElements(doc, { ids: ['page-1-slot-0', 'missing'] });
    expect(next.elements['page-1-slot-0']).toBeUndefined();
    expect(next.surfaces['page-1']?.elementIds).not.toContain('page-1-slot-0');
    expect(valid(next)).toBe(true);
  });

  it('duplicates on the same surface with new ids, offset, on top', () => {
    const next = duplicateElements(doc, { ids: ['page-1-slot-0'], newId: () => 'dup' });
    expect(next.elements.dup).toMatchObject({
      type: 'photoSlot',
      x: doc.elements['page-1-slot-0']!.x + 18,
    });
    expect(next.surfaces['page-1']?.elementIds.at(-1)).toBe('dup');
    expect(valid(next)).toBe(true);
  });

  it('pastes copies onto another surface with new ids, unlocked', () => {
    const clip = copyElements(doc, ['page-1-caption']).map((e) => ({ ...e, locked: true }));
    const next = pasteElements(doc, { surfaceId: 'page-2', elements: clip, newId: ids });
    const pasted = next.surfaces['page-2']!.elementIds.at(-1)!;
    expect(pasted).toMatch(/^copy/);
    expect(next.elements[pasted]?.locked).toBeUndefined();
    expect(valid(next)).toBe(true);
  });

  it('sets text (no longer a placeholder) and its style, clamped', () => {
    const typed = setText(doc, { id: 'cover-title', text: 'Summer 2026' });
    expect(typed.elements['cover-title']).toMatchObject({
      text: 'Summer 2026',
      placeholder: false,
    });
    const styled = setTextStyle(doc, {
      ids: ['cover-title'],
      style: {
        fontFamily: 'inter',
        fontSize: 5000,
        color: '#ff0000',
        align: 'right',
        lineHeight: 0.1,
      },
    });
    expect(styled.elements['cover-title']).toMatchObject({
      fontFamily: 'inter',
      fontSize: 1000,
      color: '#ff0000',
      align: 'right',
      lineHeight: 0.5,
    });
    expect(setText(doc, { id: 'page-1-slot-0', text: 'x' })).toBe(doc);
  });

  it('changes a background, or adds one under everything to the bleed', () => {
    const fill = { kind: 'color', color: '#abcdef' } as const;
    expect(setBackground(doc, { surfaceId: 'page-1', fill }).elements['page-1-bg']).toMatchObject({
      fill,
    });
    const next = setBackground(doc, { surfaceId: 'cover', fill, newId: () => 'coverbg' });
    expect(next.surfaces.cover?.elementIds[0]).toBe('coverbg');
    expect(next.elements.coverbg).toMatchObject({ x: -9, y: -9, width: 1170 + 18 });
    expect(valid(next)).toBe(true);
  });
});
