import { z } from 'zod';
import { idSchema } from '../project/geometry';

/*
 * What preflight reports: one item per thing to look at before printing. Ids are made from what
 * the item is about (kind, surface, element, word), so an item the customer accepted keeps its id
 * across edits and runs, in the editor and again on the server at order time.
 */

export const PREFLIGHT_KINDS = [
  'emptySlot',
  'missingPhoto',
  'placeholderText',
  'spelling',
  'textOverflow',
  'textOutsideSafeArea',
  'faceOutsideSafeArea',
  'lowResolution',
  'pageCount',
  'productMismatch',
] as const;
export type PreflightKind = (typeof PREFLIGHT_KINDS)[number];

export const preflightItemSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(PREFLIGHT_KINDS),
  /** An error stops the order; a warning may be accepted as it is. */
  severity: z.enum(['error', 'warning']),
  surfaceId: idSchema,
  elementId: idSchema.optional(),
  /** A plain sentence: what is wrong and how to fix it. */
  message: z.string().min(1),
  /** For a spelling item, the word, so the customer can add it to their words. */
  word: z.string().min(1).optional(),
  accepted: z.boolean(),
});
export type PreflightItem = z.infer<typeof preflightItemSchema>;
export type PreflightSeverity = PreflightItem['severity'];

/** An item as a check finds it, before acceptance is known. */
export type FoundItem = Omit<PreflightItem, 'id' | 'accepted'> & {
  /** What tells two items of one kind on one element apart (the misspelt word, the face). */
  detail?: string;
};

export function preflightItemId(
  item: Pick<FoundItem, 'kind' | 'surfaceId' | 'elementId' | 'detail'>,
) {
  return [item.kind, item.surfaceId, item.elementId ?? '', item.detail ?? ''].join(':');
}
