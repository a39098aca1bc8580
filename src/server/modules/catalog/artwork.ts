import { type ColorParam, colorById } from '../../../shared/catalog/colors';
import { foilTypeById } from '../../../shared/catalog/foilTypes';
import type { Orientation } from '../../../shared/catalog/sizes';

/** Swatch of each design colour; the colour list itself lives in shared/catalog/colors. */
const SWATCHES: Record<ColorParam, string> = {
  red: '#c8343c',
  orange: '#e8833a',
  yellow: '#f2c84b',
  green: '#4f8a5b',
  blue: '#3d6fb6',
  purple: '#7b4fa3',
  pink: '#e89ab5',
  white: '#fbfaf7',
  gray: '#8d9096',
  black: '#222326',
  brown: '#7a5236',
  beige: '#e6d8bd',
};

const FOIL_INK: Record<string, string> = {
  silver: '#c0c4c8',
  gold: '#c9a227',
  rose_gold: '#d8a39b',
  pris_gold: '#e0bb3a',
};

export interface ArtworkDesign {
  name: string;
  colorIds: readonly number[];
  styleId: number | null;
  photoCount: number;
  orientation: string | null;
  foilTypeId: number | null;
}

const CANVAS: Record<Orientation, { width: number; height: number }> = {
  portrait: { width: 500, height: 700 },
  landscape: { width: 700, height: 500 },
  square: { width: 600, height: 600 },
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Where the photos go: a row of equal frames in the upper part of the card. */
export function photoSlots(count: number, width: number, height: number) {
  if (count <= 0) return [];
  const margin = width * 0.08;
  const gap = width * 0.03;
  const slotWidth = (width - 2 * margin - gap * (count - 1)) / count;
  const slotHeight = count === 1 ? height * 0.55 : Math.min(slotWidth * 1.25, height * 0.5);
  return Array.from({ length: count }, (_, i) => ({
    x: margin + i * (slotWidth + gap),
    y: height * 0.08,
    width: slotWidth,
    height: slotHeight,
  }));
}

/** A motif per style family (style id modulo four): dots, stripes, arcs or a plain border. */
function motif(styleId: number, ink: string, width: number, height: number): string {
  switch (styleId % 4) {
    case 0:
      return Array.from({ length: 12 }, (_, i) => {
        const x = ((i * 97) % 11) * (width / 11) + 20;
        const y = height - 40 - ((i * 53) % 5) * 14;
        return `<circle cx="${x.toFixed(1)}" cy="${y}" r="6" fill="${ink}" opacity="0.5"/>`;
      }).join('');
    case 1:
      return Array.from(
        { length: 6 },
        (_, i) =>
          `<rect x="0" y="${height - 18 * (i + 1)}" width="${width}" height="6" fill="${ink}" opacity="${(0.15 + i * 0.1).toFixed(2)}"/>`,
      ).join('');
    case 2:
      return `<path d="M0 ${height} Q ${width / 2} ${height * 0.7} ${width} ${height}" fill="${ink}" opacity="0.4"/>`;
    default:
      return `<rect x="12" y="12" width="${width - 24}" height="${height - 24}" fill="none" stroke="${ink}" stroke-width="4"/>`;
  }
}

/**
 * The preview picture of a design: background and ink from its colours, a motif from its style,
 * a frame per photo slot, the name as the greeting, and foil designs' text in foil ink.
 * A pure function of the design, so the same design always draws the same picture.
 */
export function designArtworkSvg(design: ArtworkDesign): string {
  const shape = (design.orientation ?? 'portrait') as Orientation;
  const { width, height } = CANVAS[shape] ?? CANVAS.portrait;
  const [first, second] = design.colorIds
    .map((id) => colorById(id)?.param)
    .filter(Boolean) as ColorParam[];
  const background = SWATCHES[first ?? 'white'];
  const ink = SWATCHES[second ?? (first === 'black' ? 'white' : 'black')];
  const foil = design.foilTypeId ? foilTypeById(design.foilTypeId)?.param : undefined;
  const textInk = (foil && FOIL_INK[foil]) ?? ink;
  const slots = photoSlots(design.photoCount, width, height)
    .map(
      (slot, i) =>
        `<rect x="${slot.x.toFixed(1)}" y="${slot.y.toFixed(1)}" width="${slot.width.toFixed(1)}" height="${slot.height.toFixed(1)}" fill="#d9dbe0" stroke="${ink}" stroke-width="2" data-photo-slot="${i}"/>`,
    )
    .join('');
  const textY = design.photoCount > 0 ? height * 0.78 : height * 0.5;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(design.name)}">`,
    `<rect width="${width}" height="${height}" fill="${background}"/>`,
    motif(design.styleId ?? 0, ink, width, height),
    slots,
    `<text x="${width / 2}" y="${textY.toFixed(1)}" text-anchor="middle" font-family="Georgia, serif" font-size="${Math.round(width / 16)}" fill="${textInk}">${escapeXml(design.name)}</text>`,
    '</svg>',
  ].join('');
}
