import { z } from 'zod';
import { FOIL_TYPE_IDS } from '../../catalog/foilTypes';
import { FORMAT_TYPE_IDS } from '../../catalog/formatTypes';
import { PRODUCT_TYPE_IDS } from '../../catalog/productTypes';
import {
  CANVAS_FRAME_IDS,
  COVER_TYPE_IDS,
  PAPER_TYPE_IDS,
  POSTER_PRINT_STYLE_IDS,
} from '../../catalog/ranges';
import { parseSizeParam } from '../../catalog/sizes';
import { TRIM_TYPE_IDS } from '../../catalog/trimTypes';

/*
 * The parts of a project the server reads without opening its design: the product options the
 * project list, the editor's configuration and the cart need, and the Yjs bytes of the design,
 * which travel as base64 inside JSON.
 */

/** The largest Yjs update one call may carry, decoded; a bigger one is refused with 413. */
export const MAX_PROJECT_UPDATE_BYTES = 2 * 1024 * 1024;

/** Base64 text of MAX_PROJECT_UPDATE_BYTES, with room for the rest of the JSON body. */
export const MAX_PROJECT_CONTENT_BODY_BYTES =
  Math.ceil(MAX_PROJECT_UPDATE_BYTES / 3) * 4 + 64 * 1024;

export const productTypeIdInput = z.literal(PRODUCT_TYPE_IDS, 'Choose one of the product types.');

const idIn = (range: { min: number; max: number }) =>
  z.number().int().min(range.min).max(range.max);

/** 'YYYY-MM', the /editor starting_month_year parameter. */
export const monthYear = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter a month as YYYY-MM.');

/**
 * Product options a project is made with (spec §3). Unknown keys are refused, so a misspelt option
 * is an error rather than silently ignored.
 */
export const projectOptions = z.strictObject({
  sizeKey: z
    .string()
    .refine((text) => parseSizeParam(text) !== undefined, 'Enter a size such as 8x8 or 11x8.5.')
    .optional(),
  quantity: z.number().int().min(1).max(10_000).optional(),
  coverTypeId: idIn(COVER_TYPE_IDS).optional(),
  paperTypeId: idIn(PAPER_TYPE_IDS).optional(),
  trimTypeId: z.literal(TRIM_TYPE_IDS).optional(),
  formatTypeId: z.literal(FORMAT_TYPE_IDS).optional(),
  foilTypeId: z.literal(FOIL_TYPE_IDS).optional(),
  frameWrapId: idIn(CANVAS_FRAME_IDS).optional(),
  posterStyleId: idIn(POSTER_PRINT_STYLE_IDS).optional(),
  startingMonthYear: monthYear.optional(),
});
export type ProjectOptions = z.infer<typeof projectOptions>;

/** Yjs bytes (an update or a state vector) as base64 text. */
export const yjsBytes = z.base64('Send the Yjs bytes as base64 text.');

/** The client's id for a project it made on the device (offline, or as a guest). */
export const projectClientId = z.uuid('Send the client id as a UUID.');

/** The document schema version the client wrote (the project document's schemaVersion). */
export const documentVersion = z.number().int().positive().max(10_000);
