import type { PriceLine } from '../catalog/optionPrices';
import { PRODUCT_TYPE_ID, productLineUri } from '../catalog/productTypes';

/** The price line of a product type: which options it has and which quantity tiers apply. */
export function priceLineOf(productTypeId: number): PriceLine {
  if (productTypeId === PRODUCT_TYPE_ID.envelope) return 'envelope';
  switch (productLineUri(productTypeId)) {
    case 'photo-books':
      return 'book';
    case 'cards':
      return 'card';
    case 'photo-calendars':
      return 'calendar';
    case 'labels':
      return 'label';
    case 'home-decors':
      return 'homeDecor';
    case 'photo-prints':
      return 'photoPrint';
    default:
      // The wedding sample kit and the memory reel: one product, sold by the piece.
      return 'single';
  }
}
