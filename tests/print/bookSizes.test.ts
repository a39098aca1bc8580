import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePrintFile } from '../../src/server/design/print/writePrintFile';
import { bookSpineInches } from '../../src/shared/catalog/photoBookLine';
import { parseSizeParam } from '../../src/shared/catalog/sizes';
import { hasPoppler } from '../support/ensurePoppler';
import { boxSizeInches, pdfBoxes } from './support/poppler';
import { productDocument, type TestPhotos, testPhotos } from './support/printFixtures';

/*
 * A photo book prints at the size, cover, paper and page count chosen: every interior page's
 * trim is the book's size (a lay-flat spread two pages wide) with the bleed round it, and the
 * cover wrap is two boards and the spine its pages, paper and cover make.
 */

/** How far a hardcover's boards stand past the pages at head, tail and fore-edge (photoBook.ts). */
const BOARD_OVERHANG_IN = 9 / 72;
const BLEED_IN = 9 / 72;

let dir: string;
let photos: TestPhotos;

beforeAll(async () => {
  if (!hasPoppler()) throw new Error('poppler-utils is missing (tests/support/ensurePoppler.ts)');
  dir = await mkdtemp(path.join(tmpdir(), 'book-sizes-'));
  photos = await testPhotos([{ id: 'wide', width: 900, height: 600 }]);
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a photo book prints at its chosen size', { timeout: 60_000 }, () => {
  it.each([
    ['12x12', 3, 1, 40, false],
    ['8x8', 1, 2, 20, false],
    ['14x11', 5, 19, 20, true],
    ['8.5x11', 2, 4, 24, false],
  ] as const)(
    '%s, cover %i, paper %i, %i pages',
    async (sizeKey, coverTypeId, paperTypeId, pageCount, spreads) => {
      const doc = productDocument(
        1,
        sizeKey,
        ['wide'],
        { photoCount: 2 },
        {
          coverTypeId,
          paperTypeId,
          pageCount,
        },
      );
      const file = path.join(dir, `${sizeKey}-${coverTypeId}.pdf`);
      const report = await writePrintFile(doc, { photos }, createWriteStream(file));
      const { pages, boxes } = pdfBoxes(file);
      const size = parseSizeParam(sizeKey)!;
      expect(pages).toBe(1 + (spreads ? pageCount / 2 : pageCount));
      expect(report.pages.length).toBe(pages);

      const [cover, ...interior] = boxes.map((box) => ({
        trim: boxSizeInches(box.trimBox),
        bleed: boxSizeInches(box.bleedBox),
      }));
      const boards = coverTypeId === 1 ? 0 : BOARD_OVERHANG_IN;
      const spine = bookSpineInches({ coverTypeId, paperTypeId, pageCount });
      expect(cover!.trim.width).toBeCloseTo(2 * (size.width + boards) + spine, 1);
      expect(cover!.trim.height).toBeCloseTo(size.height + 2 * boards, 2);
      for (const page of interior) {
        expect(page.trim.width).toBeCloseTo(spreads ? 2 * size.width : size.width, 2);
        expect(page.trim.height).toBeCloseTo(size.height, 2);
        expect(page.bleed.width).toBeCloseTo(page.trim.width + 2 * BLEED_IN, 2);
        expect(page.bleed.height).toBeCloseTo(page.trim.height + 2 * BLEED_IN, 2);
      }
    },
  );
});
