import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAPER_TYPES } from '../../catalog/bookMaterials';
import { ENVELOPE_COLOR_NAMES, ENVELOPE_FONTS } from '../../catalog/envelopes';
import { BOOK_COVERS, bookChoiceProblems } from '../../catalog/photoBookLine';
import { CALENDAR_SIZE_PARAMS } from '../../catalog/sizes';
import { containsRect } from '../geometry';
import { type ProductOptions, productOptionsSchema } from '../options';
import { safeRect, surfaceSchema, trimRect } from '../surface';
import { BLEED_PT } from '../units';
import { CARD_SIZES } from './cards';
import { DECOR_SIZES } from './homeDecor';
import { LABEL_SIZES } from './labels';
import { BOOK_SIZES, bookPageBounds } from './photoBook';
import { PRINT_SIZES } from './photoPrints';
import { surfacesFor } from './surfacesFor';

const bookOptions = fc
  .record({
    sizeKey: fc.constantFrom(...Object.values(BOOK_SIZES).flat()),
    coverTypeId: fc.constantFrom(...BOOK_COVERS.map((c) => c.coverTypeId)),
    paperTypeId: fc.constantFrom(...PAPER_TYPES.map((p) => p.id)),
    pairs: fc.nat(80),
  })
  // The covers and papers the book line sells (photoBookLine); the schema refuses the rest.
  .filter((choice) => bookChoiceProblems(choice).length === 0)
  .map(({ pairs, ...rest }) => {
    const { min, max } = bookPageBounds(rest.coverTypeId);
    return { productTypeId: 1, quantity: 1, pageCount: Math.min(max, min + 2 * pairs), ...rest };
  });

const cardOptions = fc.record({
  productTypeId: fc.constantFrom(2, 3, 4, 7, 11, 13),
  sizeKey: fc.constantFrom(...CARD_SIZES),
  quantity: fc.integer({ min: 1, max: 500 }),
  formatTypeId: fc.constantFrom(1, 2, 3, 4),
  trimTypeId: fc.constantFrom(1, 2, 3, 4, 5, 6),
  foilTypeId: fc.constantFrom(1, 2, 3, 4, 5),
});

const calendarOptions = fc.record({
  productTypeId: fc.constant(20),
  sizeKey: fc.constantFrom(...CALENDAR_SIZE_PARAMS),
  quantity: fc.integer({ min: 1, max: 20 }),
  startingMonthYear: fc
    .tuple(fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 1, max: 12 }))
    .map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`),
});

const address = fc.record({
  lines: fc.array(fc.string({ minLength: 1, maxLength: 30 }), { minLength: 1, maxLength: 4 }),
});
const envelopeOptions = fc.record({
  productTypeId: fc.constant(150),
  sizeKey: fc.constantFrom(...CARD_SIZES),
  quantity: fc.integer({ min: 1, max: 100 }),
  envelope: fc.record({
    format: fc.constantFrom('Standard', 'Response'),
    fontFamily: fc.constantFrom(...ENVELOPE_FONTS),
    colorName: fc.constantFrom(...ENVELOPE_COLOR_NAMES),
    returnAddress: address,
    recipients: fc.array(address, { maxLength: 8 }),
  }),
});

const otherOptions = fc.oneof(
  fc.record({
    productTypeId: fc.constant(101),
    sizeKey: fc.constantFrom(...LABEL_SIZES),
    quantity: fc.integer({ min: 1, max: 500 }),
  }),
  fc.record({
    productTypeId: fc.constantFrom(50, 52, 53),
    sizeKey: fc.constantFrom(...DECOR_SIZES),
    quantity: fc.constant(1),
  }),
  fc.record({
    productTypeId: fc.constant(51),
    sizeKey: fc.constantFrom(...DECOR_SIZES),
    quantity: fc.constant(1),
    frameWrapId: fc.constantFrom(1, 2, 3, 4),
  }),
  fc.record({
    productTypeId: fc.constant(54),
    sizeKey: fc.constantFrom(...DECOR_SIZES),
    quantity: fc.constant(1),
    posterStyleId: fc.constantFrom(1, 2, 3, 4, 5),
  }),
  fc.record({
    productTypeId: fc.constant(40),
    sizeKey: fc.constantFrom(...PRINT_SIZES),
    quantity: fc.constant(1),
    prints: fc.array(
      fc.record({
        photoId: fc.stringMatching(/^[a-z0-9]{1,12}$/),
        sizeKey: fc.constantFrom(...PRINT_SIZES),
        quantity: fc.integer({ min: 1, max: 20 }),
      }),
      { maxLength: 6 },
    ),
  }),
);

const anyOptions = fc
  .oneof(bookOptions, cardOptions, calendarOptions, envelopeOptions, otherOptions)
  .map((raw) => productOptionsSchema.parse(raw));

const printed = (kind: string) => kind !== 'frame' && kind !== 'sheet';

describe('surfacesFor, for any valid options of any product line', () => {
  it('makes valid surfaces with positive sizes, 9 pt bleed and the safe area inside the trim', () => {
    fc.assert(
      fc.property(anyOptions, (options: ProductOptions) => {
        const surfaces = surfacesFor(options);
        expect(surfaces.length).toBeGreaterThan(0);
        expect(new Set(surfaces.map((s) => s.id)).size).toBe(surfaces.length);
        for (const surface of surfaces) {
          surfaceSchema.parse(surface);
          if (printed(surface.kind)) expect(surface.bleed).toBe(BLEED_PT);
          const safe = safeRect(surface);
          expect(safe.width).toBeGreaterThan(0);
          expect(safe.height).toBeGreaterThan(0);
          expect(containsRect(trimRect(surface), safe)).toBe(true);
          for (const panel of surface.panels)
            expect(containsRect(trimRect(surface), panel.rect)).toBe(true);
          for (const fold of surface.folds) {
            expect(fold.at).toBeGreaterThan(0);
            expect(fold.at).toBeLessThan(fold.axis === 'x' ? surface.width : surface.height);
          }
        }
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it('gives a book its page count in pages or spreads, within its cover’s bounds', () => {
    fc.assert(
      fc.property(bookOptions, (raw) => {
        const options = productOptionsSchema.parse(raw);
        const surfaces = surfacesFor(options);
        const { min, max } = bookPageBounds(raw.coverTypeId);
        expect(raw.pageCount).toBeGreaterThanOrEqual(min);
        expect(raw.pageCount).toBeLessThanOrEqual(max);
        const interior = surfaces.filter((s) => s.kind === 'page' || s.kind === 'spread');
        const pages = interior.reduce((n, s) => n + (s.kind === 'spread' ? 2 : 1), 0);
        expect(pages).toBe(raw.pageCount);
      }),
    );
  });
});
