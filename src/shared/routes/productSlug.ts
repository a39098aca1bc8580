/** The product's name as it appears in the about, celebrity-partner and coupons paths. */
export const PRODUCT_SLUG = 'printshop';
