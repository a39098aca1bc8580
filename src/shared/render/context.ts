import type { ProjectDocument } from '../project/document';
import type { Surface } from '../project/surface';
import type { SvgNode } from './svgNode';

export interface ResolvedPhoto {
  url: string;
  width: number;
  height: number;
}

/** Finds a photo's URL and pixel size by id; undefined for a photo not (yet) available. */
export type PhotoResolver = (photoId: string) => ResolvedPhoto | undefined;

/**
 * editor: guides, empty-slot hints, bleed shown; preview: what the customer gets, cut to the
 * trim; print-reference: the bleed kept and foil as its own plate for the print file to match.
 */
export type RenderMode = 'editor' | 'preview' | 'print-reference';

export interface RenderOptions {
  photos: PhotoResolver;
  mode: RenderMode;
  showBleed?: boolean;
  showSafeArea?: boolean;
  /**
   * Photos shown in slots that have none, in turn: the shop's pictures of a template show it
   * with sample photos, exactly as the editor will lay the customer's.
   */
  samplePhotos?: readonly ResolvedPhoto[];
  /** Prefix of every id in the output, so several surfaces can share one page. */
  idPrefix?: string;
}

/** What element and feature renderers share while one surface is drawn. */
export interface RenderContext {
  doc: ProjectDocument;
  surface: Surface;
  prefix: string;
  mode: RenderMode;
  photos: PhotoResolver;
  samplePhotos: readonly ResolvedPhoto[];
  /** Empty slots filled so far, to deal sample photos in turn. */
  sampleIndex: { next: number };
  /** Definitions (clip paths, patterns, gradients) collected while drawing. */
  defs: SvgNode[];
}
