import { describe, expect, it } from 'vitest';
import { type ProjectDocument, projectDocumentSchema } from '../document';
import { createProjectFromTemplate } from '../templates/createProject';
import { placedPhotoIds } from './autofill';
import { autofillBook } from './autofillBook';
import { bookPageCount, growBook, isInterior } from './bookPages';
import { bookDocument, samplePhotos } from './testing/fixtures';

const front = (doc: ProjectDocument) =>
  doc.surfaces.cover!.panels.find((panel) => panel.role === 'front')!.rect;

/** The document with one surface under another id, as the editor names pages it adds. */
function renamed(doc: ProjectDocument, from: string, to: string): ProjectDocument {
  const { [from]: surface, ...surfaces } = doc.surfaces;
  return {
    ...doc,
    surfaces: { ...surfaces, [to]: { ...surface!, id: to } },
    surfaceOrder: doc.surfaceOrder.map((id) => (id === from ? to : id)),
  };
}

describe('growing a book for autofill', () => {
  it('adds whole leaves at the end, numbered by position, and widens the spine', () => {
    const book = renamed(bookDocument(), 'page-20', 'page-9f2c4e1a');
    const grown = growBook(book, 25);
    expect(projectDocumentSchema.safeParse(grown).success).toBe(true);
    expect(bookPageCount(grown)).toBe(26);
    expect(grown.options.pageCount).toBe(26);
    const interior = grown.surfaceOrder.filter((id) => isInterior(grown.surfaces[id]));
    expect(interior.slice(19, 21)).toEqual(['page-9f2c4e1a', 'page-21']);
    expect(interior.map((id) => grown.surfaces[id]!.label)).toEqual(
      Array.from({ length: 26 }, (_, i) => `Page ${i + 1}`),
    );
    // New pages carry the design's ground.
    expect(grown.elements[`${interior[25]}-bg`]?.type).toBe('background');
    // What sat on the front cover moved with it as the spine widened.
    const shift = front(grown).x - front(book).x;
    expect(shift).toBeGreaterThan(0);
    expect(grown.elements['cover-photo1']!.x).toBeCloseTo(book.elements['cover-photo1']!.x + shift);
  });

  it('never shrinks a book and stops at its bounds', () => {
    const book = bookDocument();
    expect(growBook(book, 10)).toBe(book);
    expect(bookPageCount(growBook(book, 1000))).toBe(150);
  });
});

describe('autofill of a lay-flat book', () => {
  it('keeps within 80 pages and places every photo once', () => {
    const doc = createProjectFromTemplate(
      {
        templateId: 1,
        themeId: 2,
        name: 'Lay-flat',
        productTypeId: 1,
        photoCount: 2,
        colorIds: [],
        sizes: ['12x12'],
        keywords: 'travel',
      },
      { coverTypeId: 5, paperTypeId: 19, pageCount: 20 },
    );
    expect(doc.surfaces['spread-1']?.kind).toBe('spread');
    const filled = autofillBook(doc, samplePhotos(300));
    expect(projectDocumentSchema.safeParse(filled).success).toBe(true);
    expect(bookPageCount(filled)).toBeLessThanOrEqual(80);
    const placed = placedPhotoIds(filled);
    expect(new Set(placed).size).toBe(300);
    expect(placed).toHaveLength(300);
  });
});
