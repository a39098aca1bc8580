import { describe, expect, it } from 'vitest';
import { spineWidthInches } from '../../catalog/bookMaterials';
import type { ProductOptions } from '../options';
import { inches } from '../units';
import { ProductOptionsError } from './makeSurface';
import { bookPageBounds, changePageCount, photoBookSurfaces } from './photoBook';

const book: ProductOptions = {
  productTypeId: 1,
  sizeKey: '11x8.5',
  quantity: 1,
  coverTypeId: 1,
  paperTypeId: 1,
  pageCount: 40,
};

describe('photoBookSurfaces', () => {
  it('wraps the cover round a spine as thick as the pages', () => {
    const [cover] = photoBookSurfaces(book);
    const spine = cover?.panels.find((p) => p.role === 'spine');
    expect(spine?.rect.width).toBeCloseTo(inches(spineWidthInches(40, 1, 1)), 2);
    expect(cover?.width).toBeCloseTo(2 * inches(11) + (spine?.rect.width ?? 0), 2);
    expect(cover?.panels.map((p) => p.role)).toEqual(['back', 'spine', 'front']);
    const thicker = photoBookSurfaces({ ...book, pageCount: 100 })[0];
    expect(thicker?.width).toBeGreaterThan(cover?.width ?? 0);
  });

  it('gives hardcovers boards that overhang the pages', () => {
    const [cover] = photoBookSurfaces({ ...book, coverTypeId: 2 });
    expect(cover?.height).toBe(inches(8.5) + 18);
  });

  it('numbers pages from a right-hand page 1, and prints lay-flat books as spreads', () => {
    const pages = photoBookSurfaces(book).slice(1);
    expect(pages).toHaveLength(40);
    expect(pages[0]).toMatchObject({ id: 'page-1', role: 'right' });
    expect(pages[1]).toMatchObject({ id: 'page-2', role: 'left' });
    const layflat = photoBookSurfaces({ ...book, coverTypeId: 5, paperTypeId: 19 }).slice(1);
    expect(layflat).toHaveLength(20);
    expect(layflat[0]).toMatchObject({ kind: 'spread', width: 2 * inches(11) });
  });

  it('refuses odd counts, counts out of bounds and paper the cover cannot bind', () => {
    expect(() => photoBookSurfaces({ ...book, pageCount: 41 })).toThrow(ProductOptionsError);
    expect(() => photoBookSurfaces({ ...book, pageCount: 152 })).toThrow(ProductOptionsError);
    expect(() => photoBookSurfaces({ ...book, paperTypeId: 19 })).toThrow(/cannot be bound/);
  });
});

describe('changePageCount', () => {
  it('adds and removes pages in pairs, inside the bounds', () => {
    expect(changePageCount(book, 1).pageCount).toBe(42);
    expect(changePageCount(book, -3).pageCount).toBe(34);
    expect(changePageCount(book, -100).pageCount).toBe(bookPageBounds(1).min);
    expect(changePageCount({ ...book, coverTypeId: 5 }, 100).pageCount).toBe(80);
  });
});
