import { PRODUCT_TYPE_ID, productLineUri } from '../../../shared/catalog/productTypes';

/** The product line's own panel, when it has one: what the tab is called. */
export type ProductPanelKind = 'envelope' | 'calendar' | 'reel';

export const PRODUCT_PANEL_LABELS: Record<ProductPanelKind, string> = {
  envelope: 'Addresses',
  calendar: 'Dates',
  reel: 'Reel',
};

export function productPanelOf(productTypeId: number): ProductPanelKind | undefined {
  if (productTypeId === PRODUCT_TYPE_ID.envelope) return 'envelope';
  if (productTypeId === PRODUCT_TYPE_ID.memory_reel) return 'reel';
  if (productLineUri(productTypeId) === 'photo-calendars') return 'calendar';
  return undefined;
}
