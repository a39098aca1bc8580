import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOK_INCLUDED_PAGES, BOOK_MAX_PAGES } from '../catalog/bookPricing';
import { PRODUCT_TYPE_ID, PRODUCT_TYPE_IDS } from '../catalog/productTypes';
import { SHIPPING_DISCOUNT_TYPES } from '../catalog/shippingDiscounts';
import type { ProductOptions } from '../project/options';
import type { Coupon } from './coupon';
import { priceCart, type ShippingChoice } from './priceCart';
import { priceProject } from './priceProject';
import { SAMPLE_CATALOGUE } from './testing/sampleCatalogue';

/*
 * Properties over any cart the sample catalogue can make and any coupon the schema allows.
 */

const quantity = fc.integer({ min: 1, max: 500 });

const bookOptions = fc.record({
  productTypeId: fc.constant(PRODUCT_TYPE_ID.book),
  sizeKey: fc.constantFrom('8x8', '11x8.5', '12x12'),
  quantity: fc.integer({ min: 1, max: 5 }),
  coverTypeId: fc.constantFrom(1, 2, 3),
  // Whole leaves: an even count of pages.
  pageCount: fc
    .integer({ min: BOOK_INCLUDED_PAGES / 2, max: BOOK_MAX_PAGES / 2 })
    .map((leaves) => 2 * leaves),
  // The papers the book line sells under these covers (photoBookLine).
  paperTypeId: fc.constantFrom(1, 2, 3, 4),
});

const cardOptions = fc.record({
  productTypeId: fc.constantFrom(PRODUCT_TYPE_ID.flat_card, PRODUCT_TYPE_ID.foil),
  sizeKey: fc.constant('5x7'),
  quantity,
  foilTypeId: fc.constantFrom(1, 2, 3, 4, 5),
  trimTypeId: fc.constantFrom(1, 2, 3, 4, 5, 6),
});

const otherOptions = fc.oneof(
  fc.record({
    productTypeId: fc.constant(PRODUCT_TYPE_ID.calendar),
    sizeKey: fc.constantFrom('12x12', '11x8.5'),
    quantity,
  }),
  fc.record({
    productTypeId: fc.constant(PRODUCT_TYPE_ID.label),
    sizeKey: fc.constant('3x2'),
    quantity,
  }),
  fc.record({
    productTypeId: fc.constant(PRODUCT_TYPE_ID.canvas),
    sizeKey: fc.constant('8x10'),
    quantity,
    frameWrapId: fc.constantFrom(1, 2, 3, 4),
  }),
  fc.record({
    productTypeId: fc.constant(PRODUCT_TYPE_ID.photo_print),
    sizeKey: fc.constantFrom('4x6', '5x7', '8x10'),
    quantity,
  }),
);

const projectOptions = fc.oneof(
  bookOptions,
  cardOptions,
  otherOptions,
) as fc.Arbitrary<ProductOptions>;

const priced = (options: ProductOptions) => priceProject(options, SAMPLE_CATALOGUE);

const cents = fc.integer({ min: 0, max: 100_000 });
const iso = fc
  .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 11, 31) })
  .map((ms) => new Date(ms).toISOString());

const couponArb: fc.Arbitrary<Coupon> = fc.record(
  {
    code: fc.constant('ANY'),
    discount: fc.oneof(
      fc.record({
        kind: fc.constant('percentage' as const),
        basisPoints: fc.integer({ min: 1, max: 10_000 }),
      }),
      fc.record({
        kind: fc.constant('fixed' as const),
        cents: fc.integer({ min: 1, max: 200_000 }),
      }),
      fc.record({
        kind: fc.constant('shipping' as const),
        shipping: fc.oneof(
          fc.record({ type: fc.constant(SHIPPING_DISCOUNT_TYPES[0]), cents }),
          fc.record({ type: fc.constant(SHIPPING_DISCOUNT_TYPES[1]), cents }),
          fc.record({
            type: fc.constant(SHIPPING_DISCOUNT_TYPES[2]),
            basisPoints: fc.integer({ min: 1, max: 10_000 }),
          }),
          fc.record({ type: fc.constant(SHIPPING_DISCOUNT_TYPES[3]) }),
        ),
      }),
    ),
    productTypeIds: fc.uniqueArray(fc.constantFrom(...PRODUCT_TYPE_IDS), {
      minLength: 1,
      maxLength: 4,
    }),
    minimumSpendCents: cents,
  },
  { requiredKeys: ['code', 'discount'] },
) as fc.Arbitrary<Coupon>;

const shippingArb: fc.Arbitrary<ShippingChoice | undefined> = fc.option(
  fc.record({ methodId: fc.constant('any'), priceCents: cents, standardPriceCents: cents }),
  { nil: undefined },
);

const NOW = new Date('2026-06-15T00:00:00Z');

describe('cart pricing properties', () => {
  it('never totals below zero, never discounts more than it discounts, and adds up', () => {
    fc.assert(
      fc.property(
        fc.array(projectOptions, { maxLength: 8 }),
        fc.option(couponArb, { nil: undefined }),
        shippingArb,
        (items, coupon, shipping) => {
          const lines = items.map(priced);
          const cart = priceCart(lines, coupon, shipping, NOW);
          expect(cart.totalCents).toBeGreaterThanOrEqual(0);
          expect(Number.isSafeInteger(cart.totalCents)).toBe(true);
          expect(cart.discountCents).toBeGreaterThanOrEqual(0);
          expect(cart.discountCents).toBeLessThanOrEqual(cart.subtotalCents);
          expect(cart.shippingDiscountCents).toBeLessThanOrEqual(cart.shippingBeforeDiscountCents);
          expect(cart.subtotalCents).toBe(lines.reduce((sum, l) => sum + l.totalCents, 0));
          expect(cart.totalCents).toBe(
            cart.subtotalCents - cart.discountCents + cart.shippingCents + cart.taxCents,
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never applies a coupon outside its dates', () => {
    fc.assert(
      fc.property(
        fc.array(projectOptions, { minLength: 1, maxLength: 4 }),
        couponArb,
        iso,
        iso,
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 11, 31) }),
        (items, base, a, b, at) => {
          fc.pre(a !== b);
          const [startsAt, endsAt] = a < b ? [a, b] : [b, a];
          const coupon = { ...base, startsAt, endsAt };
          const now = new Date(at);
          const cart = priceCart(items.map(priced), coupon, undefined, now);
          const inside = at >= Date.parse(startsAt) && at < Date.parse(endsAt);
          if (!inside) {
            expect(cart.coupon.status).toBe('rejected');
            expect(cart.discountCents + cart.shippingDiscountCents).toBe(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('line pricing properties', () => {
  it('a line breaks down into whole cents that add up to its total', () => {
    fc.assert(
      fc.property(projectOptions, (options) => {
        const line = priced(options);
        const optionSum = Object.values(line.optionCents).reduce((a, b) => a + b, 0);
        expect(line.baseCents + optionSum + line.extraPageCents).toBe(
          line.unitCents * line.quantity,
        );
        expect(line.unitCents * line.quantity - line.tierDiscountCents).toBe(line.totalCents);
        expect(line.tierDiscountCents).toBeGreaterThanOrEqual(0);
        for (const value of [line.totalCents, line.unitCents, ...Object.values(line.optionCents)]) {
          expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
        }
      }),
    );
  });

  it('costs no less for more items, across quantity tiers, and no more per item', () => {
    fc.assert(
      fc.property(
        fc.oneof(cardOptions, otherOptions) as fc.Arbitrary<ProductOptions>,
        fc.integer({ min: 1, max: 300 }),
        (options, more) => {
          const fewer = priced(options);
          const larger = priced({ ...options, quantity: options.quantity + more });
          expect(larger.totalCents).toBeGreaterThanOrEqual(fewer.totalCents);
          // Per item, rounding aside: a higher tier never charges more for each.
          expect(larger.totalCents * fewer.quantity).toBeLessThanOrEqual(
            fewer.totalCents * larger.quantity + larger.quantity,
          );
        },
      ),
    );
  });

  it('costs more for more pages', () => {
    fc.assert(
      fc.property(
        bookOptions,
        fc.integer({ min: 1, max: 65 }).map((leaves) => 2 * leaves),
        (options, more) => {
          fc.pre(options.pageCount + more <= BOOK_MAX_PAGES);
          const book = options as ProductOptions;
          const thicker = priced({ ...book, pageCount: options.pageCount + more });
          expect(thicker.totalCents).toBeGreaterThan(priced(book).totalCents);
        },
      ),
    );
  });
});
