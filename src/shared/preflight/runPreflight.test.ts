import dictionary from 'dictionary-en';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookDocument, cardDocument } from '../project/autofill/testing/fixtures';
import type { ProjectDocument } from '../project/document';
import type { Element, TextElement } from '../project/elements';
import type { ProductOptions } from '../project/options';
import { cardSurfaces } from '../project/products/cards';
import type { PreflightPhoto } from './photoChecks';
import { readyToOrder, runPreflight } from './runPreflight';
import { createSpellChecker } from './spelling';

const spelling = createSpellChecker(dictionary);
const noPhotos = () => undefined;

const elementsOf = <T extends Element['type']>(doc: ProjectDocument, type: T) =>
  Object.values(doc.elements).filter((e): e is Extract<Element, { type: T }> => e.type === type);

const kinds = (items: { kind: string }[]) => items.map((item) => item.kind);

/** The first page of a document and the text style a template sets there. */
function firstPage(doc: ProjectDocument) {
  const page = Object.values(doc.surfaces).find((s) => s.kind === 'page' || s.kind === 'panel');
  if (!page) throw new Error('the fixture has a page');
  return page;
}

function addElement(doc: ProjectDocument, surfaceId: string, element: Element) {
  doc.elements[element.id] = element;
  doc.surfaces[surfaceId]?.elementIds.push(element.id);
}

function textBox(id: string, text: string, over: Partial<TextElement> = {}): TextElement {
  return {
    id,
    type: 'text',
    x: 100,
    y: 100,
    width: 300,
    height: 60,
    rotation: 0,
    fontFamily: 'lato',
    fontSize: 14,
    fontWeight: 400,
    align: 'left',
    verticalAlign: 'top',
    lineHeight: 1.2,
    text,
    color: '#000000',
    placeholder: false,
    ...over,
  } as TextElement;
}

/** A document with every template issue fixed: slots filled with big photos, own words typed. */
function fixedDocument(): { doc: ProjectDocument; photos: (id: string) => PreflightPhoto } {
  const doc = bookDocument();
  for (const slot of elementsOf(doc, 'photoSlot')) slot.photoId = 'big';
  for (const text of elementsOf(doc, 'text')) {
    text.placeholder = false;
    text.text = 'Summer';
  }
  return { doc, photos: () => ({ width: 8000, height: 8000 }) };
}

describe('preflight of a fresh template', () => {
  it('flags each placeholder text and each empty slot, and nothing is ready to order', () => {
    const doc = bookDocument();
    const items = runPreflight(doc, { photos: noPhotos, spelling });
    const placeholders = elementsOf(doc, 'text').filter((t) => t.placeholder && t.text.trim());
    expect(placeholders.length).toBeGreaterThan(0);
    const flagged = items.filter((item) => item.kind === 'placeholderText');
    expect(flagged.map((item) => item.elementId).sort()).toEqual(
      placeholders.map((t) => t.id).sort(),
    );
    expect(items.filter((item) => item.kind === 'emptySlot')).toHaveLength(
      elementsOf(doc, 'photoSlot').length,
    );
    // Sample words are flagged as sample words, not as misspellings.
    expect(kinds(items)).not.toContain('spelling');
    expect(readyToOrder(items)).toBe(false);
    for (const item of items) expect(item.message).toMatch(/[:.]/);
  });

  it('clears every item once the slots are filled and the words typed', () => {
    const { doc, photos } = fixedDocument();
    expect(runPreflight(doc, { photos, spelling })).toEqual([]);
  });
});

describe('fixing issues', () => {
  it('any mix of sample words and empty slots gives one item each, and fixing them clears them', () => {
    const { doc: base, photos } = fixedDocument();
    const texts = elementsOf(base, 'text').map((t) => t.id);
    const slots = elementsOf(base, 'photoSlot').map((s) => s.id);
    fc.assert(
      fc.property(fc.subarray(texts), fc.subarray(slots), (sampleIds, emptyIds) => {
        const doc = structuredClone(base);
        for (const id of sampleIds) (doc.elements[id] as TextElement).placeholder = true;
        for (const id of emptyIds) delete (doc.elements[id] as { photoId?: string }).photoId;
        const items = runPreflight(doc, { photos, spelling });
        expect(items.map((item) => `${item.kind}:${item.elementId}`).sort()).toEqual(
          [
            ...sampleIds.map((id) => `placeholderText:${id}`),
            ...emptyIds.map((id) => `emptySlot:${id}`),
          ].sort(),
        );
        for (const id of sampleIds) (doc.elements[id] as TextElement).placeholder = false;
        for (const id of emptyIds) (doc.elements[id] as { photoId?: string }).photoId = 'big';
        expect(runPreflight(doc, { photos, spelling })).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});

describe('empty photo slots', () => {
  it('adding an empty slot anywhere safe adds exactly one item, about that slot', () => {
    const { doc: base, photos } = fixedDocument();
    const before = runPreflight(base, { photos, spelling });
    const surfaces = base.surfaceOrder;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: surfaces.length - 1 }),
        fc.double({ min: 0.1, max: 0.6, noNaN: true }),
        fc.double({ min: 0.1, max: 0.6, noNaN: true }),
        (index, fx, fy) => {
          const doc = structuredClone(base);
          const surface = doc.surfaces[surfaces[index]!]!;
          addElement(doc, surface.id, {
            id: 'added-slot',
            type: 'photoSlot',
            x: surface.width * fx,
            y: surface.height * fy,
            width: surface.width * 0.2,
            height: surface.height * 0.2,
            rotation: 0,
          });
          const after = runPreflight(doc, { photos, spelling });
          expect(after).toHaveLength(before.length + 1);
          const added = after.find((item) => item.elementId === 'added-slot');
          expect(added).toMatchObject({ kind: 'emptySlot', surfaceId: surface.id });
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('photo resolution', () => {
  const slotDoc = () => {
    const { doc } = fixedDocument();
    const page = firstPage(doc);
    // A 4 in slot: 600 px make 150 DPI.
    addElement(doc, page.id, {
      id: 'sized',
      type: 'photoSlot',
      x: 72,
      y: 72,
      width: 288,
      height: 288,
      rotation: 0,
      photoId: 'sized-photo',
    });
    return doc;
  };
  const at = (px: number) => (id: string) =>
    id === 'sized-photo' ? { width: px, height: px } : { width: 8000, height: 8000 };

  it('warns under 150 DPI, errs under 100 DPI, and is quiet at 150', () => {
    const doc = slotDoc();
    expect(runPreflight(doc, { photos: at(600) })).toEqual([]);
    const soft = runPreflight(doc, { photos: at(500) });
    expect(soft).toMatchObject([
      { kind: 'lowResolution', severity: 'warning', elementId: 'sized' },
    ]);
    expect(soft[0]?.message).toMatch(/125 DPI/);
    const poor = runPreflight(doc, { photos: at(299) });
    expect(poor).toMatchObject([{ kind: 'lowResolution', severity: 'error' }]);
  });

  it('zooming the crop in lowers the resolution', () => {
    const doc = slotDoc();
    const slot = doc.elements.sized;
    if (slot?.type !== 'photoSlot') throw new Error('slot');
    slot.crop = { panX: 0, panY: 0, zoom: 2, rotation: 0 };
    expect(runPreflight(doc, { photos: at(600) })).toMatchObject([
      { kind: 'lowResolution', severity: 'error' },
    ]);
  });

  it('leaves print resolution out on a reel frame, which plays on a screen', () => {
    const doc = slotDoc();
    const page = firstPage(doc);
    expect(kinds(runPreflight(doc, { photos: at(200) }))).toEqual(['lowResolution']);
    page.kind = 'frame';
    // (The book now counts a page fewer, which its page-count check says.)
    expect(kinds(runPreflight(doc, { photos: at(200) }))).toEqual(['pageCount']);
  });

  it('names a photo that cannot be found as an error', () => {
    const doc = slotDoc();
    const items = runPreflight(doc, {
      photos: (id) => (id === 'sized-photo' ? undefined : { width: 8000, height: 8000 }),
    });
    expect(items).toMatchObject([{ kind: 'missingPhoto', severity: 'error' }]);
  });
});

describe('faces', () => {
  it('warns about a face the trim margin would cut, not about one in the middle', () => {
    const { doc, photos } = fixedDocument();
    const page = firstPage(doc);
    // A slot from the bleed into the page: the photo's left quarter lies in the trim margin.
    addElement(doc, page.id, {
      id: 'edge-slot',
      type: 'photoSlot',
      x: -9,
      y: 100,
      width: 200,
      height: 200,
      rotation: 0,
      photoId: 'faces',
    });
    const face = (x: number) => (id: string) =>
      id === 'faces'
        ? { width: 4000, height: 4000, faces: [{ x, y: 0.4, width: 0.1, height: 0.1 }] }
        : photos(id);
    expect(runPreflight(doc, { photos: face(0.02) })).toMatchObject([
      { kind: 'faceOutsideSafeArea', elementId: 'edge-slot', severity: 'warning' },
    ]);
    expect(runPreflight(doc, { photos: face(0.45) })).toEqual([]);
  });
});

describe('text', () => {
  const withText = (element: TextElement) => {
    const { doc, photos } = fixedDocument();
    addElement(doc, firstPage(doc).id, element);
    return { doc, photos };
  };

  it('finds misspelt words, each once, and accepts the words the customer added', () => {
    const { doc, photos } = withText(
      textBox('t', 'Our sumer at the lake with Grandma Zuzu, sumer!'),
    );
    const items = runPreflight(doc, { photos, spelling });
    expect(items.map((item) => item.message)).toEqual([
      expect.stringMatching(/"sumer"/),
      expect.stringMatching(/"Zuzu"/),
    ]);
    expect(runPreflight(doc, { photos, spelling, extraWords: ['ZUZU'] })).toHaveLength(1);
  });

  it('warns when the words do not fit their box', () => {
    const long = 'A long afternoon by the water with everyone we love. '.repeat(8);
    const { doc, photos } = withText(textBox('t', long, { height: 40 }));
    expect(kinds(runPreflight(doc, { photos, spelling }))).toEqual(['textOverflow']);
  });

  it('warns about words in the trim margin and says when they run past the edge', () => {
    const near = withText(textBox('t', 'Summer', { x: 6, y: 200 }));
    const [nearItem] = runPreflight(near.doc, { photos: near.photos });
    expect(nearItem).toMatchObject({ kind: 'textOutsideSafeArea', severity: 'warning' });
    expect(nearItem?.message).toMatch(/close to the edge/);
    const past = withText(textBox('t', 'Summer', { x: -30, y: 200 }));
    expect(runPreflight(past.doc, { photos: past.photos })[0]?.message).toMatch(/cut off/);
    // Right-aligned short words in a box that reaches the margin stay clear of it.
    const clear = withText(textBox('t', 'Summer', { x: 0, y: 200, width: 300, align: 'right' }));
    expect(runPreflight(clear.doc, { photos: clear.photos })).toEqual([]);
  });

  it("warns about words within a crest's depth of the edge it cuts, on the panel print cuts", () => {
    /** Words at `y` on a card surface of this product and trim, in place of the first page. */
    const kindsAt = (
      productTypeId: ProductOptions['productTypeId'],
      trimTypeId: ProductOptions['trimTypeId'],
      role: string,
      y: number,
    ) => {
      const { doc, photos } = fixedDocument();
      const page = firstPage(doc);
      const options: ProductOptions = {
        productTypeId,
        formatTypeId: 1,
        sizeKey: '5x7',
        quantity: 1,
        trimTypeId,
      };
      const card = cardSurfaces(options).find((s) => s.role === role)!;
      doc.surfaces[page.id] = { ...card, id: page.id, elementIds: [] };
      addElement(doc, page.id, textBox('t', 'Summer', { x: 100, y, width: 150, height: 20 }));
      return kinds(runPreflight(doc, { photos }).filter((item) => item.elementId === 't'));
    };
    // A flat card: 30 pt below the top edge is clear of round corners, not of a crest (28.8 pt).
    expect(kindsAt(7, 2, 'front', 30)).toEqual([]);
    expect(kindsAt(7, 5, 'front', 30)).toEqual(['textOutsideSafeArea']);
    // A top-folded card's back panel foot as designed, which print turns onto the crested edge.
    expect(kindsAt(3, 1, 'outside', 462)).toEqual([]);
    expect(kindsAt(3, 6, 'outside', 462)).toEqual(['textOutsideSafeArea']);
  });
});

describe('page count and acceptance', () => {
  it('errs on a book outside its bounds, and an error cannot be accepted', () => {
    const { doc, photos } = fixedDocument();
    const pages = doc.surfaceOrder.filter((id) => doc.surfaces[id]?.kind === 'page');
    for (const id of pages.slice(2)) {
      for (const elementId of doc.surfaces[id]?.elementIds ?? []) delete doc.elements[elementId];
      delete doc.surfaces[id];
    }
    doc.surfaceOrder = doc.surfaceOrder.filter((id) => doc.surfaces[id]);
    const items = runPreflight(doc, { photos });
    expect(items).toMatchObject([{ kind: 'pageCount', severity: 'error' }]);
    expect(items[0]?.message).toMatch(/has 2 pages/);
    const again = runPreflight(doc, { photos, acceptedIds: [items[0]!.id] });
    expect(again[0]?.accepted).toBe(false);
  });

  it('marks accepted warnings by id, which stays the same across runs', () => {
    const doc = cardDocument();
    const first = runPreflight(doc, { photos: noPhotos });
    const warning = first.find((item) => item.severity === 'warning')!;
    const second = runPreflight(doc, { photos: noPhotos, acceptedIds: [warning.id] });
    expect(second.filter((item) => item.accepted).map((item) => item.id)).toEqual([warning.id]);
    expect(first.map((item) => item.id)).toEqual(second.map((item) => item.id));
  });
});
