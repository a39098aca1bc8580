import { describe, expect, it } from 'vitest';
import type { Coupon } from './coupon';
import { couponRejectionMessage } from './coupon';
import { priceCart, type ShippingChoice } from './priceCart';
import type { LinePrice } from './priceProject';
import { PricingError } from './pricingError';

const NOW = new Date('2026-11-25T12:00:00Z');

const line = (productTypeId: number, totalCents: number): LinePrice => ({
  productId: 1,
  productTypeId,
  quantity: 1,
  unitCents: totalCents,
  baseCents: totalCents,
  optionCents: {},
  extraPageCents: 0,
  tierDiscountCents: 0,
  totalCents,
});

const BOOK = line(1, 4999);
const CARDS = line(4, 3041);
const SHIPPING: ShippingChoice = { methodId: 'express', priceCents: 1500, standardPriceCents: 699 };

const coupon = (discount: Coupon['discount'], more: Partial<Coupon> = {}): Coupon => ({
  code: 'SAVE',
  discount,
  ...more,
});

describe('priceCart without a coupon', () => {
  it('adds the lines and shipping; tax is 0 (the spec names none)', () => {
    expect(priceCart([BOOK, CARDS], undefined, SHIPPING, NOW)).toEqual({
      subtotalCents: 8040,
      discountCents: 0,
      shippingBeforeDiscountCents: 1500,
      shippingDiscountCents: 0,
      shippingCents: 1500,
      taxCents: 0,
      totalCents: 9540,
      coupon: { status: 'none' },
    });
  });

  it('prices an empty cart at 0', () => {
    expect(priceCart([], undefined, undefined, NOW).totalCents).toBe(0);
  });
});

describe('priceCart coupons', () => {
  it.each<[string, Coupon, number, number]>([
    // 20 % per line, half up: 999.8 → 1000 and 608.2 → 608.
    ['percentage', coupon({ kind: 'percentage', basisPoints: 2000 }), 1608, 0],
    ['fixed', coupon({ kind: 'fixed', cents: 1000 }), 1000, 0],
    ['fixed above the items', coupon({ kind: 'fixed', cents: 50_000 }), 8040, 0],
    [
      'percentage on books only',
      coupon({ kind: 'percentage', basisPoints: 1000 }, { productTypeIds: [1] }),
      500,
      0,
    ],
    [
      'shipping FlatPrice',
      coupon({ kind: 'shipping', shipping: { type: 'FlatPrice', cents: 500 } }),
      0,
      1000,
    ],
    [
      'shipping FlatDiscount',
      coupon({ kind: 'shipping', shipping: { type: 'FlatDiscount', cents: 2000 } }),
      0,
      1500,
    ],
    [
      'shipping Percentage',
      coupon({ kind: 'shipping', shipping: { type: 'Percentage', basisPoints: 5000 } }),
      0,
      750,
    ],
    ['shipping Upgrade', coupon({ kind: 'shipping', shipping: { type: 'Upgrade' } }), 0, 801],
  ])('%s', (_name, code, discount, shippingDiscount) => {
    const cart = priceCart([BOOK, CARDS], code, SHIPPING, NOW);
    expect(cart.coupon).toEqual({ status: 'applied', code: 'SAVE' });
    expect(cart.discountCents).toBe(discount);
    expect(cart.shippingDiscountCents).toBe(shippingDiscount);
    expect(cart.totalCents).toBe(8040 - discount + 1500 - shippingDiscount);
  });

  it.each<[string, Coupon, ShippingChoice | undefined, string]>([
    [
      'not_started',
      coupon({ kind: 'fixed', cents: 100 }, { startsAt: '2026-12-01T00:00:00Z' }),
      SHIPPING,
      'SAVE starts on December 1, 2026. Try it again then.',
    ],
    [
      'expired',
      coupon({ kind: 'fixed', cents: 100 }, { endsAt: '2026-11-25T12:00:00Z' }),
      SHIPPING,
      'SAVE ended on November 25, 2026.',
    ],
    [
      'no_eligible_items',
      coupon({ kind: 'fixed', cents: 100 }, { productTypeIds: [20, 40] }),
      SHIPPING,
      'SAVE is for Calendar, Photo Print only, and your cart has none.',
    ],
    [
      'below_minimum_spend',
      coupon({ kind: 'fixed', cents: 100 }, { productTypeIds: [4], minimumSpendCents: 5000 }),
      SHIPPING,
      'SAVE needs $50.00 of eligible items in your cart.',
    ],
    [
      'no_shipping_chosen',
      coupon({ kind: 'shipping', shipping: { type: 'Upgrade' } }),
      undefined,
      'SAVE takes money off shipping: choose a shipping method first.',
    ],
    [
      'shipping_already_lower',
      coupon({ kind: 'shipping', shipping: { type: 'FlatPrice', cents: 2000 } }),
      SHIPPING,
      'SAVE would not lower your shipping: it already costs less than the offer.',
    ],
  ])('refuses with %s and says why', (reason, code, shipping, message) => {
    const cart = priceCart([BOOK, CARDS], code, shipping, NOW);
    expect(cart.coupon).toEqual({ status: 'rejected', code: 'SAVE', reason });
    expect(cart.discountCents + cart.shippingDiscountCents).toBe(0);
    expect(couponRejectionMessage(code, reason as never)).toBe(message);
  });

  it('applies from its first instant and refuses an empty cart', () => {
    const dated = coupon({ kind: 'fixed', cents: 100 }, { startsAt: NOW.toISOString() });
    expect(priceCart([BOOK], dated, undefined, NOW).coupon.status).toBe('applied');
    expect(priceCart([], dated, undefined, NOW).coupon).toMatchObject({ reason: 'empty_cart' });
  });
});

describe('priceCart bad input', () => {
  it('refuses a coupon that breaks its schema, naming the field', () => {
    expect(() =>
      priceCart([BOOK], coupon({ kind: 'percentage', basisPoints: 12_000 }), undefined, NOW),
    ).toThrow(/discount\.basisPoints/);
    expect(() =>
      priceCart(
        [BOOK],
        coupon(
          { kind: 'fixed', cents: 1 },
          { startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-11-01T00:00:00Z' },
        ),
        undefined,
        NOW,
      ),
    ).toThrow('a coupon ends after it starts');
  });

  it('refuses fractional line prices and shipping', () => {
    expect(() => priceCart([line(1, 10.5)], undefined, undefined, NOW)).toThrow(PricingError);
    expect(() => priceCart([BOOK], undefined, { ...SHIPPING, priceCents: -1 }, NOW)).toThrow(
      /Shipping is not valid/,
    );
  });

  it('refuses an invalid clock', () => {
    expect(() =>
      priceCart([BOOK], coupon({ kind: 'fixed', cents: 1 }), undefined, new Date('nope')),
    ).toThrow('invalid date');
  });
});
