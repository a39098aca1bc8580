import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { BOOK_LINE_SIZES, bookSpineInches } from '../../../../shared/catalog/photoBookLine';
import { PRODUCT_TYPE_ID } from '../../../../shared/catalog/productTypes';
import { parseSizeParam } from '../../../../shared/catalog/sizes';
import { type ProjectDocument, projectDocumentSchema } from '../../../../shared/project/document';
import { containsRect } from '../../../../shared/project/geometry';
import { bleedRect, type Surface } from '../../../../shared/project/surface';
import { createProjectFromTemplate } from '../../../../shared/project/templates/createProject';
import { templateSourceFixture } from '../../../../shared/project/templates/testing/templateSourceFixture';
import { inches } from '../../../../shared/project/units';
import { docToY, yToDoc } from '../../../../shared/project/yjs/binding';
import { createEditorEngine } from '../editorEngine';
import { setBook } from './book';
import { placePhoto } from './photos';

/** A 12x12 linen book of 40 pages from a catalogue-like template, a photo in every slot. */
function bookWithPhotos(overrides = {}): ProjectDocument {
  let doc = createProjectFromTemplate(
    templateSourceFixture(PRODUCT_TYPE_ID.book, ['12x12'], { photoCount: 3 }),
    { sizeKey: '12x12', coverTypeId: 3, paperTypeId: 1, pageCount: 40, ...overrides },
  );
  let n = 0;
  for (const element of Object.values(doc.elements)) {
    if (element.type !== 'photoSlot') continue;
    doc = placePhoto(doc, {
      slotId: element.id,
      photo: { id: `p${++n}`, width: 4000, height: 3000 },
    });
  }
  return doc;
}

const surfaceOf = (doc: ProjectDocument, elementId: string): Surface | undefined =>
  Object.values(doc.surfaces).find((s) => s.elementIds.includes(elementId));

/** Every placed photo with its surface; `pagesOnly` leaves out the cover's. */
function placedPhotos(doc: ProjectDocument, pagesOnly = false) {
  return Object.values(doc.elements).flatMap((e) => {
    if (e.type !== 'photoSlot' || !e.photoId) return [];
    const surface = surfaceOf(doc, e.id);
    if (pagesOnly && surface?.kind === 'cover') return [];
    return [{ slot: e, surface }];
  });
}

const spineWidth = (doc: ProjectDocument) =>
  doc.surfaces.cover?.panels.find((p) => p.role === 'spine')?.rect.width ?? 0;

describe('setBook', () => {
  it('re-lays every page at a new size: each photo stays in its slot on its page, in proportion', () => {
    const before = bookWithPhotos();
    const photosBefore = placedPhotos(before);
    expect(photosBefore.length).toBeGreaterThan(20);
    const after = setBook(before, { sizeKey: '8x8' });
    expect(projectDocumentSchema.safeParse(after).success).toBe(true);
    expect(after.options).toMatchObject({ sizeKey: '8x8', coverTypeId: 3, pageCount: 40 });
    const photosAfter = placedPhotos(after);
    expect(photosAfter.map((p) => p.slot.photoId).sort()).toEqual(
      photosBefore.map((p) => p.slot.photoId).sort(),
    );
    // In proportion within the page and its bleed, so a full-bleed photo stays full bleed.
    const bleed = 9;
    const scale = (inches(8) + 2 * bleed) / (inches(12) + 2 * bleed);
    for (const { slot, surface } of placedPhotos(before, true)) {
      const moved = after.elements[slot.id];
      const now = surfaceOf(after, slot.id);
      expect(now?.id).toBe(surface?.id);
      expect(now?.width).toBeCloseTo(inches(8), 0);
      expect(moved?.x).toBeCloseTo((slot.x + bleed) * scale - bleed, 0);
      expect(moved?.width).toBeCloseTo(slot.width * scale, 0);
      // Inside the new page's bleed: nothing is left off the page.
      if (now && moved) expect(containsRect(bleedRect(now), moved)).toBe(true);
    }
  });

  it('scales the words with the page and keeps every text', () => {
    const before = bookWithPhotos();
    const after = setBook(before, { sizeKey: '8x8' });
    for (const element of Object.values(before.elements)) {
      if (element.type !== 'text') continue;
      const moved = after.elements[element.id];
      expect(moved?.type).toBe('text');
      if (moved?.type === 'text') {
        expect(moved.text).toBe(element.text);
        expect(moved.fontSize).toBeLessThan(element.fontSize);
      }
    }
  });

  it('redraws the cover with the spine of the new cover, paper and page count', () => {
    const before = bookWithPhotos();
    const softer = setBook(before, { coverTypeId: 1, pageCount: 60, paperTypeId: 3 });
    expect(softer.options).toMatchObject({ coverTypeId: 1, paperTypeId: 3, pageCount: 60 });
    expect(spineWidth(softer)).toBeCloseTo(
      inches(bookSpineInches({ coverTypeId: 1, paperTypeId: 3, pageCount: 60 })),
      0,
    );
    expect(softer.surfaceOrder.filter((id) => softer.surfaces[id]?.kind === 'page')).toHaveLength(
      60,
    );
    // The cover's own design stays on it.
    expect(softer.surfaces.cover?.elementIds).toEqual(before.surfaces.cover?.elementIds);
  });

  it('pairs pages into lay-flat spreads and back, keeping every photo', () => {
    const before = bookWithPhotos();
    const layflat = setBook(before, { coverTypeId: 5 });
    expect(layflat.options).toMatchObject({ coverTypeId: 5, paperTypeId: 19, pageCount: 40 });
    const spreads = layflat.surfaceOrder.filter((id) => layflat.surfaces[id]?.kind === 'spread');
    expect(spreads).toHaveLength(20);
    expect(placedPhotos(layflat)).toHaveLength(placedPhotos(before).length);
    const back = setBook(layflat, { coverTypeId: 2 });
    expect(back.surfaceOrder.filter((id) => back.surfaces[id]?.kind === 'page')).toHaveLength(40);
    expect(placedPhotos(back)).toHaveLength(placedPhotos(before).length);
    for (const { slot } of placedPhotos(before, true)) {
      expect(back.elements[slot.id]?.x).toBeCloseTo(slot.x, 0);
    }
  });

  it('refuses to drop pages that hold photos, and what the line does not sell', () => {
    const before = bookWithPhotos();
    expect(setBook(before, { pageCount: 20 })).toBe(before);
    expect(setBook(before, { coverTypeId: 6 })).toBe(before);
    expect(setBook(before, { sizeKey: '9x9' })).toBe(before);
    const card = createProjectFromTemplate(templateSourceFixture(4, ['5x7']));
    expect(setBook(card, { sizeKey: '8x8' })).toBe(card);
  });

  it('keeps every photo at any size, cover and page count of the line', () => {
    const before = bookWithPhotos({ pageCount: 20 });
    const count = placedPhotos(before).length;
    fc.assert(
      fc.property(
        fc.constantFrom(...BOOK_LINE_SIZES.map((s) => s.param)),
        fc.constantFrom(1, 2, 3, 5),
        fc.integer({ min: 10, max: 40 }),
        (sizeKey, coverTypeId, leaves) => {
          const after = setBook(before, { sizeKey, coverTypeId, pageCount: 2 * leaves });
          expect(projectDocumentSchema.safeParse(after).success).toBe(true);
          expect(placedPhotos(after)).toHaveLength(count);
          const size = parseSizeParam(sizeKey)!;
          for (const { slot, surface } of placedPhotos(after, true)) {
            expect(surface?.height).toBeCloseTo(inches(size.height), 0);
            if (surface) expect(containsRect(bleedRect(surface), slot)).toBe(true);
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('is one undo step in the editor', () => {
    const ydoc = new Y.Doc();
    docToY(bookWithPhotos(), ydoc);
    const engine = createEditorEngine({ ydoc });
    engine.dispatch({ name: 'setBook', args: { sizeKey: '8x8', coverTypeId: 1 } });
    expect(yToDoc(ydoc).options).toMatchObject({ sizeKey: '8x8', coverTypeId: 1 });
    engine.undo();
    expect(yToDoc(ydoc).options).toMatchObject({ sizeKey: '12x12', coverTypeId: 3 });
  });
});
