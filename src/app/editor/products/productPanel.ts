import { PRODUCT_TYPE_ID, productLineUri } from '../../../shared/catalog/productTypes';
import { wallArtOptionOf } from '../../../shared/catalog/wallArt';

/** Wall art with a size to choose but no frame or style of its own. */
const WALL_ART_PLAIN: readonly number[] = [PRODUCT_TYPE_ID.metal, PRODUCT_TYPE_ID.acrylic];

/** The product line's own panel, when it has one: what the tab is called. */
export type ProductPanelKind = 'envelope' | 'calendar' | 'reel' | 'wallArt' | 'book';

export const PRODUCT_PANEL_LABELS: Record<ProductPanelKind, string> = {
  envelope: 'Addresses',
  calendar: 'Dates',
  reel: 'Reel',
  wallArt: 'Size & finish',
  book: 'Size & cover',
};

export function productPanelOf(productTypeId: number): ProductPanelKind | undefined {
  if (productTypeId === PRODUCT_TYPE_ID.envelope) return 'envelope';
  if (productTypeId === PRODUCT_TYPE_ID.memory_reel) return 'reel';
  if (productLineUri(productTypeId) === 'photo-books') return 'book';
  if (productLineUri(productTypeId) === 'photo-calendars') return 'calendar';
  if (wallArtOptionOf(productTypeId) || WALL_ART_PLAIN.includes(productTypeId)) return 'wallArt';
  return undefined;
}
