import { PRODUCT_TYPE_ID, productLineUri } from '../../catalog/productTypes';
import type { ProductOptions } from '../options';
import type { Surface } from '../surface';
import { calendarSurfaces } from './calendar';
import { cardSurfaces } from './cards';
import { envelopeSurfaces } from './envelopes';
import { homeDecorSurfaces } from './homeDecor';
import { labelSurfaces } from './labels';
import { memoryReelSurfaces } from './memoryReel';
import { photoBookSurfaces } from './photoBook';
import { photoPrintSurfaces } from './photoPrints';

/**
 * The surfaces a product's options make, in reading order. Throws ProductOptionsError when the
 * options cannot be made (an odd page count, a paper the cover cannot bind).
 */
export function surfacesFor(options: ProductOptions): Surface[] {
  switch (options.productTypeId) {
    case PRODUCT_TYPE_ID.envelope:
      return envelopeSurfaces(options);
    case PRODUCT_TYPE_ID.memory_reel:
      return memoryReelSurfaces(options);
    case PRODUCT_TYPE_ID.wedding_sample_kit:
      return cardSurfaces({ ...options, productTypeId: PRODUCT_TYPE_ID.flat_card });
  }
  switch (productLineUri(options.productTypeId)) {
    case 'photo-books':
      return photoBookSurfaces(options);
    case 'photo-calendars':
      return calendarSurfaces(options);
    case 'labels':
      return labelSurfaces(options);
    case 'home-decors':
      return homeDecorSurfaces(options);
    case 'photo-prints':
      return photoPrintSurfaces(options);
    default:
      return cardSurfaces(options);
  }
}
