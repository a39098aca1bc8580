import { lookupBy, pluck } from './lookup';

/*
 * Canvas frame wraps (ids 1–4) and poster print styles (ids 1–5) of spec §3; the spec gives only
 * the ids, the names and the geometry are ours, from what wall-art shops sell.
 */

export const CANVAS_FRAME_WRAPS = [
  { id: 1, name: 'Image Wrap', edge: 'image', depthIn: 1.5 },
  { id: 2, name: 'Mirrored Edges', edge: 'mirror', depthIn: 1.5 },
  { id: 3, name: 'Colour Edges', edge: 'color', depthIn: 1.5 },
  { id: 4, name: 'No Wrap (White Edges)', edge: 'none', depthIn: 1.5 },
] as const satisfies readonly {
  id: number;
  name: string;
  /**
   * image: the photo runs round the edge; mirror: the face's border reflected; color: a solid
   * colour; none: the sides stay white, only the face is printed.
   */
  edge: 'image' | 'mirror' | 'color' | 'none';
  depthIn: number;
}[];

export type CanvasFrameWrap = (typeof CANVAS_FRAME_WRAPS)[number];
export const CANVAS_FRAME_WRAP_IDS = pluck(CANVAS_FRAME_WRAPS, 'id');
export const canvasFrameWrapById = lookupBy(CANVAS_FRAME_WRAPS, 'id');

/** The edge colour of a colour-edged wrap, and the white of one printed face only. */
export function frameEdgeColor(wrap: CanvasFrameWrap): string | undefined {
  if (wrap.edge === 'color') return '#111111';
  if (wrap.edge === 'none') return '#ffffff';
  return undefined;
}

export const POSTER_STYLES = [
  { id: 1, name: 'Borderless', borderIn: 0, captionIn: 0 },
  { id: 2, name: 'Thin White Border', borderIn: 0.25, captionIn: 0 },
  { id: 3, name: 'Gallery Mat', borderIn: 1.5, captionIn: 0 },
  { id: 4, name: 'Polaroid Caption', borderIn: 0.5, captionIn: 1.5 },
  { id: 5, name: 'Hanger Margins', borderIn: 0, captionIn: 0 },
] as const satisfies readonly { id: number; name: string; borderIn: number; captionIn: number }[];

export type PosterStyle = (typeof POSTER_STYLES)[number];
export const POSTER_STYLE_IDS = pluck(POSTER_STYLES, 'id');
export const posterStyleById = lookupBy(POSTER_STYLES, 'id');
