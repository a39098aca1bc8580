import { z } from 'zod';
import { FOIL_TYPE_IDS } from '../catalog/foilTypes';
import { fontKeySchema } from './fonts';
import { colorSchema, finite, idSchema, positive } from './geometry';

/**
 * How a photo sits in its slot. At zoom 1 the photo just covers the slot; pan moves it within the
 * overflow, -1..1 from one edge to the other (0 centred); rotation turns it inside the slot.
 */
export const cropSchema = z.object({
  panX: z.number().min(-1).max(1),
  panY: z.number().min(-1).max(1),
  zoom: z.number().min(1).max(10),
  rotation: z.number().min(-180).max(180),
});
export type Crop = z.infer<typeof cropSchema>;
export const DEFAULT_CROP: Crop = { panX: 0, panY: 0, zoom: 1, rotation: 0 };

/** A point of interest in the photo (0..1 of its width and height): a face, the subject. */
export const focusSchema = z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) });
export type Focus = z.infer<typeof focusSchema>;

const base = {
  id: idSchema,
  x: finite,
  y: finite,
  width: positive,
  height: positive,
  /** Degrees clockwise about the element's centre. */
  rotation: z.number().min(-360).max(360),
  opacity: z.number().min(0).max(1).optional(),
  locked: z.boolean().optional(),
};

const photoSlot = z.object({
  ...base,
  type: z.literal('photoSlot'),
  photoId: z.string().min(1).max(64).optional(),
  /** Absent until the customer moves the photo: then the focus point (or the centre) frames it. */
  crop: cropSchema.optional(),
  focus: focusSchema.optional(),
  cornerRadius: z.number().nonnegative().optional(),
  border: z.object({ color: colorSchema, width: positive }).optional(),
});

export const textAlignSchema = z.enum(['left', 'center', 'right', 'justify']);

const textStyle = {
  fontFamily: fontKeySchema,
  fontSize: z.number().min(2).max(1000),
  fontWeight: z.union([z.literal(400), z.literal(700)]),
  italic: z.boolean().optional(),
  align: textAlignSchema,
  verticalAlign: z.enum(['top', 'middle', 'bottom']),
  /** A multiple of the font size. */
  lineHeight: z.number().min(0.5).max(4),
  letterSpacing: z.number().min(-0.2).max(1).optional(),
  uppercase: z.boolean().optional(),
};

const text = z.object({
  ...base,
  ...textStyle,
  type: z.literal('text'),
  text: z.string().max(5000),
  color: colorSchema,
  /** True while the words are the template's sample words, shown until the customer types. */
  placeholder: z.boolean(),
});

export const fillSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('color'), color: colorSchema }),
  z.object({
    kind: z.literal('pattern'),
    pattern: z.enum(['dots', 'stripes', 'grid', 'chevron', 'linen']),
    color: colorSchema,
    background: colorSchema,
    scale: positive,
  }),
  z.object({
    kind: z.literal('photo'),
    photoId: z.string().min(1).max(64).optional(),
    crop: cropSchema.optional(),
  }),
]);
export type Fill = z.infer<typeof fillSchema>;

const background = z.object({ ...base, type: z.literal('background'), fill: fillSchema });

export const SHAPES = ['rect', 'ellipse', 'line', 'heart', 'star', 'leaf'] as const;
export const shapeKindSchema = z.enum(SHAPES);

const shape = z.object({
  ...base,
  type: z.literal('shape'),
  shape: shapeKindSchema,
  fill: colorSchema.optional(),
  stroke: colorSchema.optional(),
  strokeWidth: z.number().nonnegative().optional(),
});

export const ORNAMENTS = [
  'flourish',
  'laurel',
  'sprig',
  'confetti',
  'snowflake',
  'balloon',
  'sunburst',
  'divider',
] as const;
export const ornamentSchema = z.enum(ORNAMENTS);

const decoration = z.object({
  ...base,
  type: z.literal('decoration'),
  ornament: ornamentSchema,
  color: colorSchema,
});

/** What is stamped in foil: words, a shape or an ornament; the foil itself gives the colour. */
export const foilMarkSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string().max(500), ...textStyle }),
  z.object({
    kind: z.literal('shape'),
    shape: shapeKindSchema,
    strokeWidth: z.number().nonnegative().optional(),
  }),
  z.object({ kind: z.literal('ornament'), ornament: ornamentSchema }),
]);
export type FoilMark = z.infer<typeof foilMarkSchema>;

const foil = z.object({
  ...base,
  type: z.literal('foil'),
  /** 2–5; 1 (no foil) never appears on an element. */
  foilTypeId: z.literal(FOIL_TYPE_IDS).refine((id) => id !== 1, 'a foil finish, not No Foil'),
  mark: foilMarkSchema,
});

export const elementSchema = z.discriminatedUnion('type', [
  photoSlot,
  text,
  background,
  shape,
  decoration,
  foil,
]);
export type Element = z.infer<typeof elementSchema>;
export type ElementType = Element['type'];
export type ElementOf<T extends ElementType> = Extract<Element, { type: T }>;
export type PhotoSlot = ElementOf<'photoSlot'>;
export type TextElement = ElementOf<'text'>;
export type FoilElement = ElementOf<'foil'>;
export type TextStyle = Pick<TextElement, keyof typeof textStyle>;
