/** Shipping discount types (spec §3). */
export const SHIPPING_DISCOUNT_TYPES = [
  'FlatPrice',
  'FlatDiscount',
  'Percentage',
  'Upgrade',
] as const;
export type ShippingDiscountType = (typeof SHIPPING_DISCOUNT_TYPES)[number];
