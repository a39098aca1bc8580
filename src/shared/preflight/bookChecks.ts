import { productLineUri } from '../catalog/productTypes';
import { bookPageCount } from '../project/autofill/bookPages';
import type { ProjectDocument } from '../project/document';
import { bookPageBounds, DEFAULT_BOOK_COVER_TYPE_ID } from '../project/products/photoBook';
import type { FoundItem } from './preflightItem';

/** A book binds an even number of pages between its cover's bounds. */
export function pageCountChecks(doc: ProjectDocument): FoundItem[] {
  if (productLineUri(doc.options.productTypeId) !== 'photo-books') return [];
  const first = doc.surfaceOrder[0];
  if (!first) return [];
  const { min, max } = bookPageBounds(doc.options.coverTypeId ?? DEFAULT_BOOK_COVER_TYPE_ID);
  const pages = bookPageCount(doc);
  if (pages >= min && pages <= max && pages % 2 === 0) return [];
  const fix =
    pages < min
      ? `add ${min - pages} page${min - pages === 1 ? '' : 's'}`
      : pages > max
        ? `remove ${pages - max} page${pages - max === 1 ? '' : 's'}`
        : 'add or remove one page';
  return [
    {
      surfaceId: first,
      kind: 'pageCount',
      severity: 'error',
      message: `This book has ${pages} pages but binds an even ${min} to ${max}: ${fix}.`,
    },
  ];
}
