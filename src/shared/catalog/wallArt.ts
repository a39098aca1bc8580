import {
  CANVAS_FRAME_WRAPS,
  type CanvasFrameWrap,
  POSTER_STYLES,
  type PosterStyle,
} from './homeDecor';
import { PRODUCT_TYPE_ID } from './productTypes';

/*
 * The wall-art lines (canvas, metal, acrylic, poster) and the one option each may carry: a canvas
 * its frame wrap, a poster its print style, metal and acrylic none. The design page, the editor,
 * the document schema, the price and the print file all read this, so an item can never carry
 * another line's option (before, every wall-art document carried both and the cart refused it).
 */

export interface WallArtChoice {
  id: number;
  name: string;
}

export interface WallArtOption {
  /** The product option the choice is stored in. */
  key: 'frameWrapId' | 'posterStyleId';
  /** What the customer reads: "Frame", "Style". */
  label: string;
  choices: readonly WallArtChoice[];
  defaultId: number;
}

const FRAME: WallArtOption = {
  key: 'frameWrapId',
  label: 'Frame',
  choices: CANVAS_FRAME_WRAPS,
  defaultId: CANVAS_FRAME_WRAPS[0].id,
};

const STYLE: WallArtOption = {
  key: 'posterStyleId',
  label: 'Style',
  choices: POSTER_STYLES,
  defaultId: POSTER_STYLES[0].id,
};

/** Every wall-art option there is, whichever line it belongs to. */
export const WALL_ART_OPTION_KEYS = [FRAME.key, STYLE.key] as const;
export type WallArtOptionKey = (typeof WALL_ART_OPTION_KEYS)[number];

/** The option of each wall-art line; metal and acrylic have none. */
export const WALL_ART_OPTIONS: Readonly<Record<number, WallArtOption | undefined>> = {
  [PRODUCT_TYPE_ID.home_decor]: undefined,
  [PRODUCT_TYPE_ID.canvas]: FRAME,
  [PRODUCT_TYPE_ID.metal]: undefined,
  [PRODUCT_TYPE_ID.acrylic]: undefined,
  [PRODUCT_TYPE_ID.poster]: STYLE,
};

/** The wall-art option a product type carries, if any. */
export function wallArtOptionOf(productTypeId: number): WallArtOption | undefined {
  return WALL_ART_OPTIONS[productTypeId];
}

/** A new wall-art document's own option at its default ({} for metal and acrylic). */
export function wallArtDefaults(productTypeId: number): {
  frameWrapId?: CanvasFrameWrap['id'];
  posterStyleId?: PosterStyle['id'];
} {
  switch (wallArtOptionOf(productTypeId)?.key) {
    case 'frameWrapId':
      return { frameWrapId: CANVAS_FRAME_WRAPS[0].id };
    case 'posterStyleId':
      return { posterStyleId: POSTER_STYLES[0].id };
    default:
      return {};
  }
}

/**
 * The wall-art options set on a product of a type they do not belong to (a frame wrap on a
 * poster, a poster style on a card); empty when every option set is the type's own.
 */
export function foreignWallArtOptions(
  options: { productTypeId: number } & Partial<Record<WallArtOptionKey, unknown>>,
): WallArtOptionKey[] {
  const own = wallArtOptionOf(options.productTypeId)?.key;
  return WALL_ART_OPTION_KEYS.filter((key) => options[key] !== undefined && key !== own);
}

/**
 * A stored document's options as its own line reads them: documents stored before each wall-art
 * line carried only its own option hold both a frame wrap and a poster style, and would not read
 * at all now that another line's option is a schema error. Whatever is not a product's options
 * passes through for the schema to judge.
 */
export function withoutForeignWallArtOptions(options: unknown): unknown {
  if (typeof options !== 'object' || options === null) return options;
  const record = options as { productTypeId?: unknown } & Record<string, unknown>;
  if (typeof record.productTypeId !== 'number') return options;
  const foreign = foreignWallArtOptions(record as { productTypeId: number });
  if (foreign.length === 0) return options;
  const own = { ...record };
  for (const key of foreign) delete own[key];
  return own;
}
