import type { BookCoverTypeId } from '../../../shared/catalog/bookPricing';

/** What shoppers are told about each cover on sale. */
export const coverBlurbs: Record<BookCoverTypeId, string> = {
  1: 'A flexible printed cover with a matte finish. Light and easy to post.',
  2: 'A rigid printed cover wrapped around board. Stands upright on a shelf.',
  3: 'Natural linen over board with your title debossed on the spine.',
  5: 'Thick mounted pages that open flat, so a photo can run across both pages.',
};
