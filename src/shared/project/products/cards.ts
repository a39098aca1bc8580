import { PRODUCT_TYPE_ID } from '../../catalog/productTypes';
import type { Rect } from '../geometry';
import type { ProductOptions } from '../options';
import type { Surface } from '../surface';
import { SAFE_INSET_PT } from '../units';
import { makeSurface, sizePoints } from './makeSurface';
import { crestDepth, trimClipPath } from './trimPaths';

/** Card sizes (inches, portrait as sold; a landscape design turns them). */
export const CARD_SIZES = ['5x7', '4x8', '5x5', '6x8'] as const;

/** The card format: folded product types fix it, the generic card and foil card read the option. */
export function cardFormatId(options: ProductOptions): 1 | 2 | 3 | 4 {
  switch (options.productTypeId) {
    case PRODUCT_TYPE_ID.vertical_folded_card:
      return 2;
    case PRODUCT_TYPE_ID.horizontal_folded_card:
      return 3;
    case PRODUCT_TYPE_ID.flat_card:
      return 1;
    case PRODUCT_TYPE_ID.magnet:
      return 4;
    default:
      return options.formatTypeId ?? 1;
  }
}

/**
 * A rectangle inset by the safe inset, and further by `crest` at its top and/or bottom: a crest
 * head's shoulders cut that far into the edge it shapes, so a design kept only 18 pt off it is cut.
 */
function safeWithin(rect: Rect, crest: number, edges: { top?: boolean; bottom?: boolean }): Rect {
  const top = SAFE_INSET_PT + (edges.top ? crest : 0);
  const bottom = SAFE_INSET_PT + (edges.bottom ? crest : 0);
  return {
    x: rect.x + SAFE_INSET_PT,
    y: rect.y + top,
    width: rect.width - 2 * SAFE_INSET_PT,
    height: rect.height - top - bottom,
  };
}

const FLAT_SIDES = [
  { id: 'front', label: 'Front' },
  { id: 'back', label: 'Back' },
] as const;

/**
 * A card's surfaces. Flat cards and magnets print front and back; a folded card prints an outside
 * sheet (back and front panels) and an inside sheet (two inside panels) either side of one fold:
 * vertical for side-folded, horizontal for top-folded. The trim's die-cut is a clip path round the
 * folded card's outer edge (trimPaths); magnets have no back.
 */
export function cardSurfaces(options: ProductOptions): Surface[] {
  const size = sizePoints(options);
  const format = cardFormatId(options);
  const trim = options.trimTypeId;
  const face = { x: 0, y: 0, ...size };
  // Crest trims shape the card's head edge (the folded card's outer one): the safe area keeps the
  // crest's depth clear there as well as the usual inset. No crest: the plain inset stands.
  const crest = crestDepth(trim, size);
  // Absent rather than undefined when there is no crest: documents store surfaces as they are.
  const safeOf = (rect: Rect, edges: { top?: boolean; bottom?: boolean }) =>
    crest > 0 ? { safe: safeWithin(rect, crest, edges) } : {};
  if (format === 1 || format === 4) {
    const sides = format === 4 ? FLAT_SIDES.slice(0, 1) : FLAT_SIDES;
    return sides.map((side) =>
      makeSurface({
        id: side.id,
        kind: 'panel',
        role: side.id,
        label: side.label,
        ...size,
        clipPath: trimClipPath(format === 4 ? (trim ?? 2) : trim, face),
        ...safeOf(face, { top: true }),
      }),
    );
  }
  const side = format === 2;
  const sheet = side
    ? { width: 2 * size.width, height: size.height }
    : { width: size.width, height: 2 * size.height };
  const first = { x: 0, y: 0, ...size };
  const second = side ? { x: size.width, y: 0, ...size } : { x: 0, y: size.height, ...size };
  const fold = side
    ? { axis: 'x' as const, at: size.width }
    : { axis: 'y' as const, at: size.height };
  // One die line round the whole sheet, shaped on the folded card's outer edges only: the die
  // never runs along or notches the fold, or the card would fall in two.
  const clipPath = trimClipPath(trim, { x: 0, y: 0, ...sheet }, fold.axis);
  // Where the crest cuts each panel as designed. Side-folded: each panel's top. Top-folded: the
  // sheet's top and bottom edges; but print turns the outside sheet's back panel 180°
  // (foldedCardPanels), so its cut edge is the back panel's foot as designed, mid-sheet.
  const outsideEdges = side
    ? { sheet: { top: true }, first: { top: true }, second: { top: true } }
    : { sheet: { bottom: true }, first: { bottom: true }, second: { bottom: true } };
  const insideEdges = side
    ? outsideEdges
    : { sheet: { top: true, bottom: true }, first: { top: true }, second: { bottom: true } };
  const sheetRect = { x: 0, y: 0, ...sheet };
  return [
    makeSurface({
      id: 'outside',
      kind: 'spread',
      role: 'outside',
      label: 'Front and back',
      ...sheet,
      folds: [fold],
      panels: [
        { role: 'back', rect: first, ...safeOf(first, outsideEdges.first) },
        {
          role: 'front',
          rect: second,
          ...safeOf(second, outsideEdges.second),
        },
      ],
      clipPath,
      ...safeOf(sheetRect, outsideEdges.sheet),
    }),
    makeSurface({
      id: 'inside',
      kind: 'spread',
      role: 'inside',
      label: 'Inside',
      ...sheet,
      folds: [fold],
      panels: [
        {
          role: side ? 'inside-left' : 'inside-top',
          rect: first,
          ...safeOf(first, insideEdges.first),
        },
        {
          role: side ? 'inside-right' : 'inside-bottom',
          rect: second,
          ...safeOf(second, insideEdges.second),
        },
      ],
      clipPath,
      ...safeOf(sheetRect, insideEdges.sheet),
    }),
  ];
}
