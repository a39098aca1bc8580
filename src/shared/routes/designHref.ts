import { productLineUri } from '../catalog/productTypes';
import { build } from './build';

/** What a design link needs of a theme. */
export interface LinkedDesign {
  uri: string;
  productTypeId: number;
  templateIds: readonly number[];
  tagGroupIds?: readonly number[];
}

/**
 * The product page of a design, by the same rules as the storefront tiles
 * (src/app/storefront/designHref.ts): cards, labels and calendars have design pages under the
 * design's first category ('all' when it has none); other lines open the design's preview.
 */
export function designHref(design: LinkedDesign, groupUris: ReadonlyMap<number, string>): string {
  const groupId = design.tagGroupIds?.find((id) => groupUris.has(id));
  const group = groupId === undefined ? undefined : groupUris.get(groupId);
  const line = productLineUri(design.productTypeId);
  const themeUri = design.uri;
  switch (line) {
    case 'cards':
      return build('cards.theme', { tagGroupUri: group ?? 'all', themeUri });
    case 'labels':
      return build('labels.theme', { tagGroupUri: group ?? 'all', themeUri });
    case 'photo-calendars':
      return build('calendars.theme', { tagGroupUri: group ?? 'all', themeUri });
    default:
      return build('theme.preview', {
        tagGroupUri: group ?? line ?? 'designs',
        themeUri,
        ptid: design.templateIds[0],
      });
  }
}
