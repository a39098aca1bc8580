import { PRODUCT_TYPE_ID, type ProjectTypeUri } from '../../../shared/catalog/productTypes';
import { build } from '../../../shared/routes/build';
import { photoBookCollections } from '../../../shared/routes/queryEnums';
import type { TagGroupRow } from './catalog.repo';

type PhotoBookCollection = (typeof photoBookCollections)[number];

/**
 * The product lines the site shows, in the header's order, with the storefront of each (as
 * src/app/site/layout/productLines.ts shows them). Which product types make up a line comes from the
 * catalogue (product_types.uri).
 */
export const LINE_STOREFRONTS: readonly { id: ProjectTypeUri; label: string; href?: string }[] = [
  { id: 'photo-books', label: 'Photo Books', href: build('photoBooks') },
  { id: 'cards', label: 'Cards', href: build('cards.all') },
  { id: 'photo-calendars', label: 'Calendars', href: build('photoCalendars') },
  { id: 'labels', label: 'Labels', href: build('labels') },
  // Wall art is a group of four storefronts, one per kind, with no page of its own.
  { id: 'home-decors', label: 'Wall Art' },
  { id: 'photo-prints', label: 'Prints', href: build('photoPrints') },
];

/** The storefront of each home-decor kind, by product type key. */
export const HOME_DECOR_STOREFRONTS: Readonly<Record<string, string>> = {
  canvas: build('homeDecor.canvasPrints'),
  metal: build('homeDecor.metalPrints'),
  acrylic: build('homeDecor.acrylicPrints'),
  poster: build('homeDecor.posterPrints'),
};

/** The photo-book collection page a book tag group is shown on ('travel-photo-books' → travel). */
export function bookCollectionOf(group: { uri: string }): PhotoBookCollection | undefined {
  const collection = group.uri.replace(/-photo-books$/, '');
  return (photoBookCollections as readonly string[]).includes(collection)
    ? (collection as PhotoBookCollection)
    : undefined;
}

/**
 * The storefront page of a tag group; undefined for a book group that has no collection page
 * (the site only shows the collections spec §2 lists).
 */
export function tagGroupHref(group: Pick<TagGroupRow, 'uri' | 'productTypeId'>) {
  switch (group.productTypeId) {
    case PRODUCT_TYPE_ID.card:
      return build('cards.category', { tagGroupUri: group.uri });
    case PRODUCT_TYPE_ID.calendar:
      return build('calendars.category', { tagGroupUri: group.uri });
    case PRODUCT_TYPE_ID.label:
      return build('labels.category', { tagGroupUri: group.uri });
    case PRODUCT_TYPE_ID.book: {
      const collection = bookCollectionOf(group);
      return collection ? build('photoBooks.collection', { collection }) : undefined;
    }
    default:
      return undefined;
  }
}
