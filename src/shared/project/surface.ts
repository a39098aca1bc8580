import { z } from 'zod';
import {
  containsRect,
  finite,
  idSchema,
  insetRect,
  nonNegative,
  positive,
  type Rect,
  rectSchema,
} from './geometry';

export const SURFACE_KINDS = [
  'cover',
  'spine',
  'page',
  'spread',
  'panel',
  'sheet',
  'envelope',
  'print',
  'canvas',
  'frame',
] as const;
export type SurfaceKind = (typeof SURFACE_KINDS)[number];

/** A fold or hinge across the surface, at `at` along the axis (x: a vertical line). */
export const foldSchema = z.object({ axis: z.enum(['x', 'y']), at: finite });
export type Fold = z.infer<typeof foldSchema>;

/** A named region of a surface: the front and back of a wrap, the panels of a folded card. */
export const panelSchema = z.object({
  role: z.string().min(1).max(40),
  rect: rectSchema,
  /**
   * The panel's safe rectangle where the trim narrows it (a crest head cuts into an edge), as the
   * panel is designed; absent: the panel's rect inset by the surface's safe inset.
   */
  safe: rectSchema.optional(),
});
export type Panel = z.infer<typeof panelSchema>;

/** Product-made content the renderer draws from the options (not editable elements). */
export const surfaceFeatureSchema = z.discriminatedUnion('kind', [
  /** A calendar month's date grid inside `rect`. */
  z.object({
    kind: z.literal('calendarGrid'),
    year: z.number().int().min(1900).max(2200),
    month: z.number().int().min(1).max(12),
    rect: rectSchema,
  }),
  /**
   * An envelope's printed address: the return address, or a recipient by index in the options
   * (no index: a sample recipient shown until the customer picks addresses).
   */
  z.object({
    kind: z.literal('address'),
    of: z.enum(['recipient', 'return']),
    recipientIndex: z.number().int().nonnegative().optional(),
    rect: rectSchema,
  }),
  /** A sheet of labels: the label surface's design repeated in each cell. */
  z.object({
    kind: z.literal('labelSheet'),
    labelSurfaceId: idSchema,
    cells: z.array(rectSchema).min(1),
  }),
  /** A canvas's wrapped edges: how the sides are printed. */
  z.object({
    kind: z.literal('canvasEdges'),
    edge: z.enum(['image', 'mirror', 'color', 'none']),
    depth: positive,
    color: z.string().optional(),
  }),
  /** A poster's border (and caption strip), left unprinted white. */
  z.object({ kind: z.literal('posterBorder'), face: rectSchema }),
]);
export type SurfaceFeature = z.infer<typeof surfaceFeatureSchema>;

/**
 * One printable (or, for reels, displayable) side. Coordinates: origin at the trim's top-left,
 * points; the bleed extends to negative coordinates and past width/height.
 */
export const surfaceSchema = z.object({
  id: idSchema,
  kind: z.enum(SURFACE_KINDS),
  /** What the surface is within its product: 'wrap', 'front', 'inside', 'month', 'left', … */
  role: z.string().min(1).max(40),
  label: z.string().min(1).max(80),
  width: positive,
  height: positive,
  bleed: nonNegative,
  safeInset: nonNegative,
  folds: z.array(foldSchema),
  panels: z.array(panelSchema),
  /** SVG path data of a die-cut trim (rounded corners, ticket, crest); absent for a plain rectangle. */
  clipPath: z.string().max(4000).optional(),
  /** The safe rectangle where the die-cut narrows it (crest trims); absent: trim inset by safeInset. */
  safe: rectSchema.optional(),
  features: z.array(surfaceFeatureSchema),
  /** Element ids bottom to top. */
  elementIds: z.array(idSchema),
});
export type Surface = z.infer<typeof surfaceSchema>;

/** The trim rectangle of a surface. */
export function trimRect(surface: Pick<Surface, 'width' | 'height'>) {
  return { x: 0, y: 0, width: surface.width, height: surface.height };
}

/** The bleed rectangle of a surface. */
export function bleedRect(surface: Pick<Surface, 'width' | 'height' | 'bleed'>) {
  return {
    x: -surface.bleed,
    y: -surface.bleed,
    width: surface.width + 2 * surface.bleed,
    height: surface.height + 2 * surface.bleed,
  };
}

/** The safe rectangle of a surface, or of one of its panels. */
export function safeRect(
  surface: Pick<Surface, 'width' | 'height' | 'safeInset'> & Pick<Partial<Surface>, 'safe'>,
) {
  if (surface.safe) return surface.safe;
  return {
    x: surface.safeInset,
    y: surface.safeInset,
    width: surface.width - 2 * surface.safeInset,
    height: surface.height - 2 * surface.safeInset,
  };
}

/** A panel's safe rectangle: its own where the trim narrows it, else its rect inset by the surface's. */
export function panelSafeRect(surface: Pick<Surface, 'safeInset'>, panel: Panel): Rect {
  return panel.safe ?? insetRect(panel.rect, surface.safeInset);
}

/**
 * The safe rectangle that holds `box`: that of the panel wholly holding it, where that panel's
 * trim narrows it (a crest head at a panel's foot lies mid-sheet, which the surface's own safe
 * rectangle cannot leave out), else the surface's.
 */
export function safeRectFor(surface: Surface, box: Rect): Rect {
  const panel = surface.panels.find((p) => p.safe && containsRect(p.rect, box));
  return panel?.safe ?? safeRect(surface);
}
