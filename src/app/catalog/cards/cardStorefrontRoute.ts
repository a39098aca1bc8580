import { build } from '../../../shared/routes/build';
import type { RouteMatch } from '../../navigation/useRouteMatch';
import { type CardQuery, cleanCardQuery } from './cardFacets';

/** The category the Christmas landing page lists. */
export const CHRISTMAS_TAG_GROUP_URI = 'christmas-cards';

export type CardStorefrontName = 'cards.all' | 'cards.category' | 'cards.christmasHolidayPhoto';

/** Which card storefront a URL is, its category, and its query with unknown values dropped. */
export interface CardStorefront {
  name: CardStorefrontName;
  tagGroupUri: string | undefined;
  query: CardQuery;
}

export function cardStorefrontOf(match: RouteMatch): CardStorefront | undefined {
  switch (match.name) {
    case 'cards.all':
      return { name: match.name, tagGroupUri: undefined, query: cleanCardQuery(match.query) };
    case 'cards.christmasHolidayPhoto':
      return {
        name: match.name,
        tagGroupUri: CHRISTMAS_TAG_GROUP_URI,
        query: cleanCardQuery(match.query),
      };
    case 'cards.category':
      return {
        name: match.name,
        tagGroupUri: match.params.tagGroupUri,
        query: cleanCardQuery(match.query),
      };
    default:
      return undefined;
  }
}

/** The URL of this storefront with another query: every facet, sort and page link uses it. */
export function cardStorefrontHref(storefront: CardStorefront, query: CardQuery): string {
  switch (storefront.name) {
    case 'cards.all':
      return build('cards.all', query);
    case 'cards.christmasHolidayPhoto':
      return build('cards.christmasHolidayPhoto', query);
    case 'cards.category':
      return build('cards.category', { tagGroupUri: storefront.tagGroupUri ?? '', ...query });
  }
}
