import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import type { Coupon } from '../../../shared/pricing/coupon';
import type { Db } from '../../db/database';
import { insertCoupons } from './coupons.repo';

/** The shop's demo codes: one of each kind of rule the coupon engine knows. */
export const DEMO_COUPONS: {
  title: string;
  description?: string;
  rule: Coupon;
  listed?: boolean;
  oncePerCustomer?: boolean;
  usageCap?: number;
}[] = [
  {
    title: '10% off your first order',
    rule: { code: 'WELCOME10', discount: { kind: 'percentage', basisPoints: 1000 } },
    listed: true,
  },
  {
    title: '$5 off orders of $25 or more',
    rule: { code: 'SAVE5', discount: { kind: 'fixed', cents: 500 }, minimumSpendCents: 2500 },
    listed: true,
    oncePerCustomer: false,
  },
  {
    title: '20% off photo books',
    rule: {
      code: 'BOOKS20',
      discount: { kind: 'percentage', basisPoints: 2000 },
      productTypeIds: [PRODUCT_TYPE_ID.book],
    },
    listed: true,
  },
  {
    title: '15% off cards',
    rule: {
      code: 'CARDS15',
      discount: { kind: 'percentage', basisPoints: 1500 },
      productTypeIds: [2, 3, 4, 7, 11, 13],
    },
  },
  {
    title: 'Free standard shipping over $49',
    rule: {
      code: 'FREESHIP',
      discount: { kind: 'shipping', shipping: { type: 'FlatPrice', cents: 0 } },
      minimumSpendCents: 4900,
    },
    listed: true,
    oncePerCustomer: false,
  },
  {
    title: '$3 off shipping',
    rule: {
      code: 'SHIP3',
      discount: { kind: 'shipping', shipping: { type: 'FlatDiscount', cents: 300 } },
    },
  },
  {
    title: 'Half-price shipping',
    rule: {
      code: 'SHIPHALF',
      discount: { kind: 'shipping', shipping: { type: 'Percentage', basisPoints: 5000 } },
    },
  },
  {
    title: 'Express at the standard price',
    rule: { code: 'UPGRADE', discount: { kind: 'shipping', shipping: { type: 'Upgrade' } } },
  },
  {
    title: 'Holiday 2025',
    rule: {
      code: 'HOLIDAY25',
      discount: { kind: 'percentage', basisPoints: 2500 },
      startsAt: '2025-11-01T00:00:00Z',
      endsAt: '2026-01-01T08:00:00Z',
    },
  },
  {
    title: 'Spring 2027',
    rule: {
      code: 'SPRING27',
      discount: { kind: 'percentage', basisPoints: 1500 },
      startsAt: '2027-03-01T08:00:00Z',
    },
  },
  {
    title: 'First hundred orders: $10 off',
    rule: { code: 'FIRST100', discount: { kind: 'fixed', cents: 1000 } },
    usageCap: 100,
  },
];

export async function seedDemoCoupons(db: Db): Promise<void> {
  await insertCoupons(
    db,
    DEMO_COUPONS.map(({ rule: { code, ...rule }, ...coupon }) => ({
      code,
      title: coupon.title,
      description: coupon.description ?? null,
      rule,
      listed: coupon.listed ?? false,
      oncePerCustomer: coupon.oncePerCustomer ?? true,
      usageCap: coupon.usageCap ?? null,
    })),
  );
}
