import { z } from 'zod';
import { COVER_TYPE_ID_LIST, PAPER_TYPE_ID_LIST } from '../catalog/bookMaterials';
import { ENVELOPE_COLOR_NAMES, ENVELOPE_FONTS, ENVELOPE_FORMATS } from '../catalog/envelopes';
import { FOIL_TYPE_IDS } from '../catalog/foilTypes';
import { FORMAT_TYPE_IDS } from '../catalog/formatTypes';
import { CANVAS_FRAME_WRAP_IDS, POSTER_STYLE_IDS } from '../catalog/homeDecor';
import { bookChoiceProblems } from '../catalog/photoBookLine';
import {
  PHOTO_PRINT_BORDERS,
  PHOTO_PRINT_FINISHES,
  photoPrintProblems,
} from '../catalog/photoPrints';
import { PRODUCT_TYPE_ID, PRODUCT_TYPE_IDS } from '../catalog/productTypes';
import { parseSizeParam } from '../catalog/sizes';
import { TRIM_TYPE_IDS } from '../catalog/trimTypes';
import { foreignWallArtOptions } from '../catalog/wallArt';
import { cropSchema } from './elements';

/** A catalogue size param such as '8x8' or '11x8.5' (width x height, inches). */
export const sizeKeySchema = z
  .string()
  .refine((text) => parseSizeParam(text) !== undefined, 'a size such as 8x8 or 11x8.5');

/** 'YYYY-MM', the form of the /editor starting_month_year parameter. */
export const monthYearSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month as YYYY-MM');

/** A date printed in a calendar cell every year (birthday, anniversary). */
export const personalDateSchema = z.object({
  month: z.number().int().min(1).max(12),
  day: z.number().int().min(1).max(31),
  label: z.string().min(1).max(40),
});
export type PersonalDate = z.infer<typeof personalDateSchema>;

/** An address as printed: its lines, plus the address-book row it came from when it did. */
export const printedAddressSchema = z.object({
  addressId: z.number().int().positive().optional(),
  lines: z.array(z.string().max(80)).min(1).max(6),
});
export type PrintedAddress = z.infer<typeof printedAddressSchema>;

export const envelopeOptionsSchema = z.object({
  format: z.enum(ENVELOPE_FORMATS),
  fontFamily: z.enum(ENVELOPE_FONTS),
  colorName: z.enum(ENVELOPE_COLOR_NAMES),
  returnAddress: printedAddressSchema.optional(),
  /** One printed envelope per recipient, the way card shops address holiday cards. */
  recipients: z.array(printedAddressSchema).max(1000),
});
export type EnvelopeOptions = z.infer<typeof envelopeOptionsSchema>;

/**
 * One print of a photo-print order: its photo, size and copies, and how it is made (finish,
 * border; glossy and borderless when unset, as orders stored before they were chosen) and cropped.
 */
export const printOrderSchema = z.object({
  photoId: z.string().min(1).max(64),
  sizeKey: sizeKeySchema,
  quantity: z.number().int().min(1).max(999),
  finish: z.enum(PHOTO_PRINT_FINISHES).optional(),
  border: z.enum(PHOTO_PRINT_BORDERS).optional(),
  crop: cropSchema.optional(),
});
export type PrintOrder = z.infer<typeof printOrderSchema>;

export const reelItemSchema = z.object({
  photoId: z.string().min(1).max(64),
  durationMs: z.number().int().min(500).max(30_000),
});

export const reelOptionsSchema = z.object({
  items: z.array(reelItemSchema).max(500),
  musicTrackId: z.number().int().positive().optional(),
});
export type ReelOptions = z.infer<typeof reelOptionsSchema>;

/**
 * Everything about a project that is the product, not its design. Fields a line ignores stay
 * unset; a wall-art option of another line (a frame wrap on a poster), a cover on anything but a
 * book, and a book cover or paper the book line does not sell (photoBookLine) are refused here, so
 * each is a broken document, never an item the cart finds it cannot price.
 */
export const productOptionsSchema = z
  .object({
    productTypeId: z.literal(PRODUCT_TYPE_IDS),
    productId: z.number().int().positive().optional(),
    sizeKey: sizeKeySchema,
    quantity: z.number().int().min(1).max(10_000),
    coverTypeId: z.literal(COVER_TYPE_ID_LIST).optional(),
    paperTypeId: z.literal(PAPER_TYPE_ID_LIST).optional(),
    pageCount: z.number().int().min(2).max(400).optional(),
    spineText: z.string().max(80).optional(),
    trimTypeId: z.literal(TRIM_TYPE_IDS).optional(),
    formatTypeId: z.literal(FORMAT_TYPE_IDS).optional(),
    foilTypeId: z.literal(FOIL_TYPE_IDS).optional(),
    envelope: envelopeOptionsSchema.optional(),
    frameWrapId: z.literal(CANVAS_FRAME_WRAP_IDS).optional(),
    posterStyleId: z.literal(POSTER_STYLE_IDS).optional(),
    startingMonthYear: monthYearSchema.optional(),
    personalDates: z.array(personalDateSchema).max(366).optional(),
    prints: z.array(printOrderSchema).max(1000).optional(),
    reel: reelOptionsSchema.optional(),
    themeId: z.number().int().positive().optional(),
    templateId: z.number().int().positive().optional(),
  })
  .superRefine((options, ctx) => {
    for (const key of foreignWallArtOptions(options)) {
      ctx.addIssue({ code: 'custom', path: [key], message: `not an option of this product` });
    }
    // A print of a size or finish the lab does not make is a broken order, not a cart surprise.
    if (options.productTypeId === PRODUCT_TYPE_ID.photo_print) {
      options.prints?.forEach((print, index) => {
        for (const message of photoPrintProblems(print))
          ctx.addIssue({ code: 'custom', path: ['prints', index], message });
      });
    }
    if (options.productTypeId !== PRODUCT_TYPE_ID.book) {
      if (options.coverTypeId !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['coverTypeId'], message: 'only books have covers' });
      }
      return;
    }
    for (const problem of bookChoiceProblems(options)) {
      ctx.addIssue({ code: 'custom', path: [problem.key], message: problem.message });
    }
  });
export type ProductOptions = z.infer<typeof productOptionsSchema>;
