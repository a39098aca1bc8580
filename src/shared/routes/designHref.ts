import { productLineUri } from '../catalog/productTypes';
import { build } from './build';

/** What a design link needs of a theme. */
export interface LinkedDesign {
  uri: string;
  productTypeId: number;
  templateIds: readonly number[];
  tagGroupIds?: readonly number[];
}

/** Tag-group uris by id, from the tag_groups call. */
export type TagGroupUris = ReadonlyMap<number, string>;

export function tagGroupUris(groups: readonly { id: number; uri: string }[]): TagGroupUris {
  return new Map(groups.map((group) => [group.id, group.uri]));
}

/**
 * The product page of a design: cards, labels and calendars have design pages under the
 * design's first category ('all' when it has none); other lines open the design's preview.
 */
export function designHref(design: LinkedDesign, groups: TagGroupUris): string {
  const groupId = design.tagGroupIds?.find((id) => groups.has(id));
  const group = groupId === undefined ? undefined : groups.get(groupId);
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
