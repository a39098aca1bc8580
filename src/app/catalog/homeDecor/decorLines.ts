import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import type { ProductArtKind } from '../../ui/art/ProductArt';

export const decorRoutes = [
  'homeDecor.canvasPrints',
  'homeDecor.metalPrints',
  'homeDecor.acrylicPrints',
  'homeDecor.posterPrints',
] as const;

export type DecorRoute = (typeof decorRoutes)[number];

export interface DecorLine {
  productTypeId: number;
  art: ProductArtKind;
  title: string;
  eyebrow: string;
  lead: string;
  description: string;
  /** The value blocks: why this material. */
  values: { title: string; text: string }[];
}

/** The four wall-art lines of spec §2, with their product types (spec §3, 51 to 54). */
export const decorLines: Record<DecorRoute, DecorLine> = {
  'homeDecor.canvasPrints': {
    productTypeId: PRODUCT_TYPE_ID.canvas,
    art: 'canvas',
    title: 'Canvas prints',
    eyebrow: 'Wall art',
    lead: 'Your photo on artist-grade canvas, stretched by hand over a solid wood frame and ready to hang.',
    description:
      'Custom canvas prints from 8×10 to 20×30 inches, gallery-wrapped on solid wood. See sizes and prices.',
    values: [
      {
        title: 'Gallery wrap',
        text: 'The image wraps around a 1.5-inch frame, so no border is needed.',
      },
      {
        title: 'Fade resistant',
        text: 'Archival inks rated for decades indoors, out of direct sun.',
      },
      {
        title: 'Ready to hang',
        text: 'Hanging hardware fitted; out of the box and onto the wall.',
      },
    ],
  },
  'homeDecor.metalPrints': {
    productTypeId: PRODUCT_TYPE_ID.metal,
    art: 'metal',
    title: 'Metal prints',
    eyebrow: 'Wall art',
    lead: 'Colour fused into a sheet of aluminium for vivid, luminous prints that float off the wall.',
    description:
      'Custom metal prints on aluminium, 8×10 to 20×30 inches, with a float mount. See sizes and prices.',
    values: [
      {
        title: 'Vivid colour',
        text: 'Dye-infused aluminium gives deep blacks and bright highlights.',
      },
      { title: 'Float mount', text: 'A recessed mount holds the print half an inch off the wall.' },
      { title: 'Waterproof', text: 'Wipe clean and at home in kitchens and bathrooms.' },
    ],
  },
  'homeDecor.acrylicPrints': {
    productTypeId: PRODUCT_TYPE_ID.acrylic,
    art: 'acrylic',
    title: 'Acrylic prints',
    eyebrow: 'Wall art',
    lead: 'Your photo behind a polished acrylic face, with crystal-clear depth and colour that glows.',
    description:
      'Custom acrylic prints, 8×10 to 20×30 inches, face-mounted with a polished edge. See sizes and prices.',
    values: [
      {
        title: 'Crystal depth',
        text: 'A quarter inch of clear acrylic adds depth and brilliance.',
      },
      { title: 'Polished edges', text: 'Each edge is flame-polished for a clean, modern finish.' },
      {
        title: 'Hidden hanging',
        text: 'A mounting frame on the back keeps the hardware out of view.',
      },
    ],
  },
  'homeDecor.posterPrints': {
    productTypeId: PRODUCT_TYPE_ID.poster,
    art: 'poster',
    title: 'Poster prints',
    eyebrow: 'Wall art',
    lead: 'Large-format posters on heavyweight satin paper, for walls, doors and dorms.',
    description:
      'Custom poster prints from 8×10 to 20×30 inches on heavyweight satin paper. See sizes and prices.',
    values: [
      {
        title: 'Heavyweight paper',
        text: 'A 200 gsm satin stock that lies flat and resists curling.',
      },
      { title: 'Sharp detail', text: 'Printed at up to 300 dpi from your full-resolution photos.' },
      { title: 'Shipped safe', text: 'Rolled in a rigid tube so it arrives without creases.' },
    ],
  },
};

export function isDecorRoute(name: string): name is DecorRoute {
  return (decorRoutes as readonly string[]).includes(name);
}
