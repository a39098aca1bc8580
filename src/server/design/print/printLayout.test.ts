import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import { createProjectFromTemplate } from '../../../shared/project/templates/createProject';
import { templateSourceFixture } from '../../../shared/project/templates/testing/templateSourceFixture';
import {
  cropMarkOperators,
  MARK_MARGIN_PT,
  pageLayout,
  printedSurfaces,
  printFileParts,
} from './printLayout';

describe('pageLayout', () => {
  it('puts the trim inside the bleed inside room for the crop marks', () => {
    const layout = pageLayout({ width: 576, height: 576, bleed: 9 });
    expect(layout.trimBox).toEqual({ x: 33, y: 33, width: 576, height: 576 });
    expect(layout.bleedBox).toEqual({ x: 24, y: 24, width: 594, height: 594 });
    expect(layout.mediaBox).toEqual({ x: 0, y: 0, width: 642, height: 642 });
    // The trim's top-left in user space lands at the trim box's top-left on the page.
    expect(layout.userToPage).toEqual([1, 0, 0, -1, 33, 609]);
    expect(MARK_MARGIN_PT).toBe(24);
  });

  it('draws eight crop marks, all outside the bleed', () => {
    const marks = cropMarkOperators({ width: 100, height: 50, bleed: 9 }).split('\n');
    expect(marks).toHaveLength(8);
    for (const mark of marks) {
      const [x1, y1, , x2, y2] = mark.split(' ').map(Number);
      const outside = (x: number, y: number) => x <= -9 || x >= 109 || y <= -9 || y >= 59;
      expect(outside(x1!, y1!) && outside(x2!, y2!)).toBe(true);
    }
  });
});

describe('printedSurfaces', () => {
  const base = {
    templateId: 1,
    themeId: 11,
    name: 'T',
    photoCount: 1,
    colorIds: [3],
    keywords: 'k',
  };
  it('prints labels through their sheet, not the lone label', () => {
    const doc = createProjectFromTemplate({ ...base, productTypeId: 101, sizes: ['2x2'] });
    expect(printedSurfaces(doc).map((s) => s.id)).toEqual(['sheet']);
  });
  it('prints nothing of a memory reel', () => {
    const doc = createProjectFromTemplate({ ...base, productTypeId: 61, sizes: ['8x8'] });
    expect(printedSurfaces(doc)).toEqual([]);
  });
});

describe('printFileParts', () => {
  it('prints each wall-art piece as one print.pdf, posters and metal prints included', () => {
    for (const productTypeId of [
      PRODUCT_TYPE_ID.canvas,
      PRODUCT_TYPE_ID.metal,
      PRODUCT_TYPE_ID.acrylic,
      PRODUCT_TYPE_ID.poster,
    ]) {
      const doc = createProjectFromTemplate(templateSourceFixture(productTypeId, ['8x10']));
      expect(printFileParts(doc).map((part) => part.file)).toEqual(['print.pdf']);
    }
  });

  it('gives photo prints one file, each print at its size with its copies', () => {
    const doc = createProjectFromTemplate(templateSourceFixture(PRODUCT_TYPE_ID.photo_print, []), {
      sizeKey: '4x6',
      prints: [
        { photoId: 'a', sizeKey: '4x6', quantity: 2 },
        { photoId: 'b', sizeKey: '5x7', quantity: 1 },
      ],
    });
    expect(printFileParts(doc)).toMatchObject([
      {
        file: 'print.pdf',
        quantities: { 'print-1': 2, 'print-2': 1 },
        sizeKeys: { 'print-1': '4x6', 'print-2': '5x7' },
      },
    ]);
    expect(printFileParts(doc)[0]?.surfaces.map((s) => [s.width, s.height])).toEqual([
      [288, 432],
      [360, 504],
    ]);
  });
});
