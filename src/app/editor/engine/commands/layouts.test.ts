import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE_ID } from '../../../../shared/catalog/productTypes';
import { type ProjectDocument, projectDocumentSchema } from '../../../../shared/project/document';
import { containsRect } from '../../../../shared/project/geometry';
import { panelSafeRect, safeRect } from '../../../../shared/project/surface';
import { createProjectFromTemplate } from '../../../../shared/project/templates/createProject';
import { templateSourceFixture } from '../../../../shared/project/templates/testing/templateSourceFixture';
import { sampleBook } from '../testing/sampleBook';
import { applyLayout, layoutsFor } from './layouts';

describe('layouts', () => {
  it('offers 1 to 9 slot layouts, each cell inside the unit square', () => {
    const counts = new Set(layoutsFor().map((layout) => layout.slots.length));
    expect([...counts].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 6, 9]);
    for (const layout of layoutsFor())
      for (const cell of layout.slots)
        expect(containsRect({ x: 0, y: 0, width: 1, height: 1 }, cell)).toBe(true);
    expect(layoutsFor({ slots: 4 }).every((layout) => layout.slots.length === 4)).toBe(true);
  });

  it('replaces the slots, keeps the photos in reading order and the stacking order', () => {
    const doc = sampleBook(2, 3);
    let n = 0;
    const next = applyLayout(doc, {
      surfaceId: 'page-1',
      layoutId: 'grid-4',
      newId: () => `s${n++}`,
    });
    const surface = next.surfaces['page-1']!;
    expect(surface.elementIds).toEqual(['page-1-bg', 's0', 's1', 's2', 's3', 'page-1-caption']);
    const photos = ['s0', 's1', 's2', 's3'].map((id) => {
      const slot = next.elements[id];
      return slot?.type === 'photoSlot' ? slot.photoId : 'not a slot';
    });
    expect(photos).toEqual(['photo-0', 'photo-1', 'photo-2', undefined]);
    for (const id of ['s0', 's1', 's2', 's3'])
      expect(containsRect(safeRect(surface), next.elements[id]!)).toBe(true);
    expect(projectDocumentSchema.safeParse(next).success).toBe(true);
  });

  it('drops photos beyond the slots of a smaller layout', () => {
    const doc = sampleBook(2, 3);
    const next = applyLayout(doc, { surfaceId: 'page-1', layoutId: 'full-1', newId: () => 'one' });
    expect(next.elements.one).toMatchObject({ photoId: 'photo-0' });
    expect(next.surfaces['page-1']?.elementIds).toHaveLength(3);
  });

  it('ignores an unknown layout or surface', () => {
    const doc = sampleBook(2, 3);
    expect(applyLayout(doc, { surfaceId: 'page-1', layoutId: 'nope' })).toBe(doc);
    expect(applyLayout(doc, { surfaceId: 'nope', layoutId: 'full-1' })).toBe(doc);
  });
});

describe('a layout on a surface of panels', () => {
  const slotsOf = (doc: ProjectDocument, surfaceId: string) =>
    (doc.surfaces[surfaceId]?.elementIds ?? []).flatMap((id) => {
      const element = doc.elements[id];
      return element?.type === 'photoSlot' ? [element] : [];
    });

  it.each([
    [
      'a side-folded card’s outside: its front',
      PRODUCT_TYPE_ID.vertical_folded_card,
      ['5x7'],
      'front',
    ],
    [
      'a top-folded card’s outside: its front',
      PRODUCT_TYPE_ID.horizontal_folded_card,
      ['5x7'],
      'front',
    ],
    ['a calendar month: its photo', PRODUCT_TYPE_ID.calendar, ['12x12'], 'photo'],
  ] as const)('goes in %s panel, leaving the rest of the sheet alone', (_, type, sizes, role) => {
    const doc = createProjectFromTemplate(
      templateSourceFixture(type, [...sizes], { photoCount: 1 }),
    );
    const surface = Object.values(doc.surfaces).find((s) => s.panels.some((p) => p.role === role))!;
    const panel = surface.panels.find((p) => p.role === role)!;
    const outside = slotsOf(doc, surface.id).filter((slot) => !containsRect(panel.rect, slot));
    const next = applyLayout(doc, { surfaceId: surface.id, layoutId: 'grid-4' });
    expect(projectDocumentSchema.safeParse(next).success).toBe(true);
    const after = slotsOf(next, surface.id);
    const inPanel = after.filter((slot) => containsRect(panelSafeRect(surface, panel), slot));
    expect(inPanel).toHaveLength(4);
    // What lay outside the panel (a back's or a spine's photo) is still there, untouched.
    for (const slot of outside) expect(after).toContainEqual(slot);
    expect(after).toHaveLength(4 + outside.length);
  });
});
