import { BOOK_INCLUDED_PAGES } from '../../catalog/bookPricing';
import { productLineUri } from '../../catalog/productTypes';
import { bookPageCount } from '../autofill/bookPages';
import { orderedSurfaces, type ProjectDocument } from '../document';
import type { Surface } from '../surface';
import { toInches } from '../units';
import { ProductOptionsError } from './makeSurface';
import { surfacesFor } from './surfacesFor';

/*
 * A document's options are what is priced (its size, its pages, its prints); its surfaces are
 * what prints. Both come from the one product definition (surfacesFor), and the editor makes the
 * surfaces again whenever it changes an option they follow, so a document is whole when its
 * surfaces are, in order, the kinds and trim sizes its options make. A document that is not (an
 * update that added pages without counting them, or sized them otherwise) would print one product
 * and be priced as another: it cannot be ordered until it is set right in the editor.
 */

const FIX = 'Open it in the editor to fix it.';

const inchesOf = (surface: Pick<Surface, 'width' | 'height'>) =>
  `${Math.round(toInches(surface.width) * 100) / 100} × ${Math.round(toInches(surface.height) * 100) / 100} in`;

/** Why the document's surfaces are not the ones its options make, in a sentence; else undefined. */
export function surfaceMismatch(doc: ProjectDocument): string | undefined {
  if (productLineUri(doc.options.productTypeId) === 'photo-books') {
    const pages = bookPageCount(doc);
    const priced = doc.options.pageCount ?? BOOK_INCLUDED_PAGES;
    if (pages !== priced) {
      return `This book has ${pages} pages but is priced for ${priced}. Add or remove a page in the editor to set the count right.`;
    }
  }
  let made: Surface[];
  try {
    made = surfacesFor(doc.options);
  } catch (error) {
    if (!(error instanceof ProductOptionsError)) throw error;
    return `This design's options cannot be made (${error.message}). ${FIX}`;
  }
  const have = orderedSurfaces(doc);
  if (have.length !== made.length) {
    return `This design has ${have.length} pages and panels, but its product makes ${made.length}. ${FIX}`;
  }
  for (const [index, surface] of have.entries()) {
    const expected = made[index]!;
    if (
      surface.kind !== expected.kind ||
      surface.width !== expected.width ||
      surface.height !== expected.height
    ) {
      return `Its ${surface.label} is ${inchesOf(surface)}, but its product (${doc.options.sizeKey}) makes a ${expected.kind} of ${inchesOf(expected)}. ${FIX}`;
    }
  }
  return undefined;
}
