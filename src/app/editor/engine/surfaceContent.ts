import type { ProjectDocument } from '../../../shared/project/document';
import type { Element } from '../../../shared/project/elements';
import type { Surface } from '../../../shared/project/surface';

/*
 * Selectors that keep their last answer while the part of the document they read is unchanged
 * (the document shares untouched records between versions, so identity says it), so a view of
 * one page, or of the book's pages, is not drawn again by an edit elsewhere: a keystroke on page
 * 40 redraws neither page 3's thumbnail nor the page strip.
 */

/** What the page strip reads: the pages, their order and the product (book bounds). */
export type PageStructure = Pick<ProjectDocument, 'surfaceOrder' | 'surfaces' | 'options'>;

/** `doc`'s pages, order and options; `previous` again while all three are the same records. */
export function pageStructureOf(doc: PageStructure, previous?: PageStructure): PageStructure {
  if (
    previous &&
    previous.surfaceOrder === doc.surfaceOrder &&
    previous.surfaces === doc.surfaces &&
    previous.options === doc.options
  )
    return previous;
  return { surfaceOrder: doc.surfaceOrder, surfaces: doc.surfaces, options: doc.options };
}

/** One surface and its elements, with the document they were read from (to draw it). */
export interface SurfaceContent {
  doc: ProjectDocument;
  surface: Surface | undefined;
  elements: readonly (Element | undefined)[];
}

/**
 * The surface `surfaceId` of `doc` with its elements; `previous` again while the surface record
 * and each of its elements are the same records (an edit on another page leaves them be).
 */
export function surfaceContentOf(
  doc: ProjectDocument,
  surfaceId: string,
  previous?: SurfaceContent,
): SurfaceContent {
  const surface = doc.surfaces[surfaceId];
  const ids = surface?.elementIds ?? [];
  if (
    previous &&
    previous.surface === surface &&
    previous.elements.length === ids.length &&
    ids.every((id, i) => previous.elements[i] === doc.elements[id])
  )
    return previous;
  return { doc, surface, elements: ids.map((id) => doc.elements[id]) };
}
