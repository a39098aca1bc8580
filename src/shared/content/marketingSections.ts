import { z } from 'zod';
import { image, link, productLine } from './fields';

/* Section types that sell: heroes, products, designs from the catalogue, offers and proof. */

const titled = { title: z.string().min(1) };
const point = z.object({ title: z.string().min(1), text: z.string().min(1) });
const designOrder = z.enum(['best_sellers', 'newest']);
/** Live designs of one catalogue line, as many as `count`. */
const liveDesigns = {
  productLine,
  order: designOrder.optional(),
  count: z.number().int().min(1).max(24).optional(),
};

export const marketingSections = [
  z.object({
    type: z.literal('hero'),
    eyebrow: z.string().optional(),
    ...titled,
    text: z.string().optional(),
    image: image.optional(),
    cta: link.optional(),
  }),
  z.object({
    type: z.literal('campaign-hero'),
    eyebrow: z.string().optional(),
    ...titled,
    text: z.string().min(1),
    image,
    cta: link,
    code: z.string().optional(),
    endsOn: z.iso.date().optional(),
  }),
  z.object({
    type: z.literal('category-header'),
    ...titled,
    text: z.string().optional(),
    links: z.array(link).optional(),
  }),
  z.object({
    type: z.literal('product-header'),
    ...titled,
    text: z.string().optional(),
    fromPrice: z.string().optional(),
    image: image.optional(),
  }),
  z.object({
    type: z.literal('product-hero'),
    ...titled,
    text: z.string().min(1),
    image,
    cta: link,
    points: z.array(z.string()).optional(),
  }),
  z.object({
    type: z.literal('product-spotlight'),
    eyebrow: z.string().optional(),
    ...titled,
    text: z.string().min(1),
    image,
    cta: link,
    reverse: z.boolean().optional(),
  }),
  z.object({
    type: z.literal('product-tiles'),
    ...titled,
    items: z
      .array(
        z.object({
          ...titled,
          text: z.string().optional(),
          image,
          href: z.string().min(1),
          fromPrice: z.string().optional(),
        }),
      )
      .min(1),
  }),
  z.object({
    type: z.literal('product-traits'),
    title: z.string().optional(),
    items: z.array(point).min(1),
  }),
  z.object({
    type: z.literal('premium-quality'),
    ...titled,
    text: z.string().min(1),
    points: z.array(point).min(1),
    image: image.optional(),
  }),
  z.object({
    type: z.literal('get-inspired'),
    ...titled,
    text: z.string().optional(),
    items: z.array(z.object({ ...titled, href: z.string().min(1), image })).min(1),
  }),
  z.object({
    type: z.literal('inspiration'),
    quote: z.string().min(1),
    author: z.string().min(1),
    image: image.optional(),
  }),
  z.object({
    type: z.literal('mobile-app'),
    ...titled,
    text: z.string().min(1),
    points: z.array(z.string()).optional(),
    links: z.array(link).min(1),
  }),
  z.object({ type: z.literal('mobile-app-home'), ...titled, text: z.string().min(1), cta: link }),
  z.object({
    type: z.literal('template-carousel'),
    ...titled,
    ...liveDesigns,
    seeAll: link.optional(),
  }),
  z.object({ type: z.literal('templates'), ...titled, ...liveDesigns, seeAll: link.optional() }),
  z.object({ type: z.literal('top-rated'), ...titled, ...liveDesigns }),
  z.object({ type: z.literal('themes-listing'), ...titled, ...liveDesigns }),
  /** One featured design: the `position`-th of the line's best sellers (1 the first). */
  z.object({
    type: z.literal('theme'),
    ...titled,
    text: z.string().optional(),
    productLine,
    position: z.number().int().min(1).max(24).optional(),
  }),
  z.object({
    type: z.literal('coupons'),
    ...titled,
    items: z
      .array(
        z.object({
          code: z.string().min(1),
          ...titled,
          text: z.string().min(1),
          endsOn: z.iso.date().optional(),
        }),
      )
      .min(1),
  }),
  z.object({
    type: z.literal('coupon-details'),
    code: z.string().min(1),
    ...titled,
    terms: z.array(z.string().min(1)).min(1),
  }),
  /** Production days per product; the delivery dates come from the shared estimate. */
  z.object({
    type: z.literal('shipping-estimator'),
    ...titled,
    text: z.string().optional(),
    products: z
      .array(
        z.object({ label: z.string().min(1), productionDays: z.number().int().min(0).max(30) }),
      )
      .min(1),
  }),
  z.object({ type: z.literal('shipping-guidelines'), ...titled, items: z.array(point).min(1) }),
  z.object({
    type: z.literal('shipping-pricing'),
    ...titled,
    rows: z
      .array(
        z.object({
          method: z.string().min(1),
          transit: z.string().min(1),
          price: z.string().min(1),
        }),
      )
      .min(1),
    note: z.string().optional(),
  }),
  // The score, review count and recent five-star reviews come from the reviews store: of one
  // product line, or of the whole shop when none is named.
  z.object({
    type: z.literal('trust-rating'),
    ...titled,
    productLine: productLine.optional(),
    count: z.number().int().min(1).max(6).optional(),
    link: link.optional(),
  }),
  z.object({ type: z.literal('my-projects'), ...titled, emptyText: z.string().min(1) }),
  z.object({ type: z.literal('my-favorites'), ...titled, emptyText: z.string().min(1) }),
] as const;
