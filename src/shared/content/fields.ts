import { z } from 'zod';

/* Field shapes shared by the content section types. */

/** The generated product illustrations (src/app/ui/art): the shop has no stock photos. */
export const artKinds = [
  'photoBooks',
  'cards',
  'calendars',
  'labels',
  'canvas',
  'metal',
  'acrylic',
  'poster',
  'prints',
] as const;
export const artKind = z.enum(artKinds);

/** A link: site paths must be routes of the route table (the content check tests it). */
export const link = z.object({ label: z.string().min(1), href: z.string().min(1) });

/**
 * A picture: an illustration of the product line, or a file under public/ (the content check
 * tests it exists), always with its text alternative ('' for decoration).
 */
export const image = z.union([
  z.object({ art: artKind, alt: z.string() }),
  z.object({ src: z.string().regex(/^\/[\w./-]+$/), alt: z.string() }),
]);

/** The catalogue lines a section can pull live designs from. */
export const productLines = ['book', 'card', 'calendar', 'label', 'canvas'] as const;
export const productLine = z.enum(productLines);

export const tone = z.enum(['accent', 'teal', 'sand']);

export type ContentLinkData = z.infer<typeof link>;
export type ContentImage = z.infer<typeof image>;
export type ArtKind = z.infer<typeof artKind>;
export type ProductLine = z.infer<typeof productLine>;
