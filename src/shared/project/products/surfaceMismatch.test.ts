import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '../../catalog/productTypes';
import { bookPageCount, growBook } from '../autofill/bookPages';
import { createProjectFromTemplate } from '../templates/createProject';
import type { TemplateSource } from '../templates/templateSource';
import { makeSurface } from './makeSurface';
import { BOOK_SIZES } from './photoBook';
import { surfaceMismatch } from './surfaceMismatch';

const source = (productTypeId: number, sizes: string[] = []): TemplateSource => ({
  templateId: 1,
  themeId: 2,
  name: 'Our Year',
  productTypeId,
  photoCount: 2,
  orientation: 'landscape',
  styleId: 1,
  colorIds: [],
  foilTypeId: null,
  trimTypeId: null,
  formatTypeId: null,
  sizes,
  keywords: 'family',
});

describe('surfaceMismatch', () => {
  it('finds nothing in a design as the product makes it, of any line, nor in a book the editor grew', () => {
    for (const type of PRODUCT_TYPES) {
      const doc = createProjectFromTemplate(source(type.id));
      expect(surfaceMismatch(doc), type.key).toBeUndefined();
    }
    for (const size of Object.values(BOOK_SIZES).flat()) {
      const book = createProjectFromTemplate(source(1, [size]));
      expect(surfaceMismatch(growBook(book, 60)), size).toBeUndefined();
    }
  });

  it('names pages the options do not count, and pages of another size than the options', () => {
    const book = createProjectFromTemplate(source(1, ['8x8']));
    const page = Object.values(book.surfaces).find((surface) => surface.kind === 'page')!;
    const longer = structuredClone(book);
    for (const id of ['extra-1', 'extra-2']) {
      longer.surfaces[id] = makeSurface({ ...page, id, elementIds: [] });
      longer.surfaceOrder.push(id);
    }
    expect(surfaceMismatch(longer)).toBe(
      `This book has ${bookPageCount(book) + 2} pages but is priced for ${bookPageCount(book)}. Add or remove a page in the editor to set the count right.`,
    );
    const tall = createProjectFromTemplate(source(1, ['8x11']));
    expect(surfaceMismatch({ ...tall, options: book.options })).toMatch(
      /but its product \(8x8\) makes a cover of .*\. Open it in the editor to fix it\.$/,
    );
  });
});
