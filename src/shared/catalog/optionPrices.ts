import { z } from 'zod';
import { ENVELOPE_FORMATS } from './envelopes';
import { FOIL_TYPE_IDS } from './foilTypes';
import { CANVAS_FRAME_WRAP_IDS, POSTER_STYLE_IDS } from './homeDecor';
import { TRIM_TYPE_IDS } from './trimTypes';

/*
 * What product options cost, as catalogue data beside the products call's size prices (which stay
 * the base price of each size). src/shared/pricing reads only this and the products; a price
 * change is an edit here, never a code branch. The spec shows no option prices: these are ours,
 * at the level card, book and wall-art shops charge. All amounts are whole cents per item, and
 * discounts are basis points (100 bp = 1 %).
 */

/** The lines that price alike; each product type belongs to one (src/shared/pricing/priceLines). */
export const PRICE_LINES = [
  'book',
  'card',
  'calendar',
  'label',
  'envelope',
  'homeDecor',
  'photoPrint',
  'single',
] as const;
export type PriceLine = (typeof PRICE_LINES)[number];

const cents = z.number().int().nonnegative();

const quantityTierSchema = z.object({
  minQuantity: z.number().int().min(1),
  discountBasisPoints: z.number().int().min(0).max(9_999),
});

/**
 * Quantity tiers, lowest first, the first from 1. Each tier may only discount as far as keeps the
 * first quantity of the tier from costing less in total than one fewer at the tier below, so
 * ordering more never lowers the bill (minQuantity × (1 − d) ≥ (minQuantity − 1) × (1 − d_below)).
 */
export const quantityTiersSchema = z
  .array(quantityTierSchema)
  .min(1)
  .superRefine((tiers, ctx) => {
    if (tiers[0]?.minQuantity !== 1) {
      ctx.addIssue({ code: 'custom', message: 'the first quantity tier starts at 1' });
    }
    for (let i = 1; i < tiers.length; i++) {
      const below = tiers[i - 1] as z.infer<typeof quantityTierSchema>;
      const tier = tiers[i] as z.infer<typeof quantityTierSchema>;
      if (tier.minQuantity <= below.minQuantity) {
        ctx.addIssue({ code: 'custom', message: `tier ${i} does not start above tier ${i - 1}` });
      }
      if (tier.discountBasisPoints < below.discountBasisPoints) {
        ctx.addIssue({ code: 'custom', message: `tier ${i} discounts less than tier ${i - 1}` });
      }
      const atTier = tier.minQuantity * (10_000 - tier.discountBasisPoints);
      const oneFewer = (tier.minQuantity - 1) * (10_000 - below.discountBasisPoints);
      if (atTier < oneFewer) {
        ctx.addIssue({
          code: 'custom',
          message: `tier ${i} makes ${tier.minQuantity} cost less than ${tier.minQuantity - 1}`,
        });
      }
    }
  });
export type QuantityTier = z.infer<typeof quantityTierSchema>;

const byId = <T extends readonly [number, ...number[]]>(ids: T) =>
  z.record(z.enum(ids.map(String) as [string, ...string[]]), cents);

export const optionPriceListSchema = z.object({
  quantityTiers: z.record(z.enum(PRICE_LINES), quantityTiersSchema),
  /** Book paper, per printed page, by paper type id; a paper not listed is not on sale. */
  bookPaperCentsPerPage: z.record(z.string().regex(/^\d+$/), cents),
  /** Card foil, per card, by foil type id. */
  foilCents: byId(FOIL_TYPE_IDS),
  /** Card die-cut trim, per card, by trim type id. */
  trimCents: byId(TRIM_TYPE_IDS),
  /** An envelope with each card (or an envelope product), per envelope, by format. */
  envelopeFormatCents: z.record(z.enum(ENVELOPE_FORMATS), cents),
  /** Printing the recipient's address on each envelope, per envelope. */
  envelopeAddressingCents: cents,
  /** Canvas frame wraps, per piece, by wrap id. */
  frameWrapCents: byId(CANVAS_FRAME_WRAP_IDS),
  /** Poster print styles, per piece, by style id. */
  posterStyleCents: byId(POSTER_STYLE_IDS),
  /** Photo print sizes on top of the photo print product's price, per print, by size param. */
  photoPrintSizeCents: z.record(z.string().regex(/^\d+(\.\d+)?x\d+(\.\d+)?$/), cents),
});
export type OptionPriceList = z.infer<typeof optionPriceListSchema>;

const ONE_PRICE = [{ minQuantity: 1, discountBasisPoints: 0 }];

/** The option prices on sale; parsed at load so a bad edit fails every test at once. */
export const OPTION_PRICES: OptionPriceList = optionPriceListSchema.parse({
  quantityTiers: {
    book: ONE_PRICE,
    card: [
      { minQuantity: 1, discountBasisPoints: 0 },
      { minQuantity: 25, discountBasisPoints: 400 },
      { minQuantity: 50, discountBasisPoints: 500 },
      { minQuantity: 100, discountBasisPoints: 550 },
      { minQuantity: 200, discountBasisPoints: 590 },
    ],
    calendar: [
      { minQuantity: 1, discountBasisPoints: 0 },
      { minQuantity: 3, discountBasisPoints: 1000 },
      { minQuantity: 10, discountBasisPoints: 1500 },
    ],
    label: [
      { minQuantity: 1, discountBasisPoints: 0 },
      { minQuantity: 5, discountBasisPoints: 1000 },
      { minQuantity: 20, discountBasisPoints: 1400 },
    ],
    envelope: ONE_PRICE,
    homeDecor: ONE_PRICE,
    photoPrint: ONE_PRICE,
    single: ONE_PRICE,
  },
  bookPaperCentsPerPage: {
    1: 0,
    2: 0,
    3: 5,
    4: 5,
    5: 8,
    6: 6,
    7: 6,
    8: 7,
    9: 3,
    10: 10,
    11: 10,
    12: 9,
    13: 9,
    14: 12,
    15: 15,
    16: 15,
    17: 4,
    // Lay-flat leaves: the mounting is in the lay-flat cover's price; the finishes differ.
    18: 5,
    19: 0,
    20: 10,
  },
  foilCents: { 1: 0, 2: 60, 3: 60, 4: 70, 5: 80 },
  trimCents: { 1: 0, 2: 15, 3: 20, 4: 25, 5: 30, 6: 35 },
  envelopeFormatCents: { Standard: 0, Response: 40 },
  envelopeAddressingCents: 35,
  frameWrapCents: { 1: 0, 2: 0, 3: 500, 4: 300 },
  posterStyleCents: { 1: 0, 2: 0, 3: 800, 4: 300, 5: 1200 },
  photoPrintSizeCents: { '4x6': 0, '5x5': 10, '5x7': 70, '8x10': 270 },
});
