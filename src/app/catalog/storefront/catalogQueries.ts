import { queryOptions } from '@tanstack/react-query';
import type { ActionOutput } from '../../../shared/api/actionTable';
import type { CallAction } from '../../navigation/pageModule';

/*
 * The catalogue reads shared by every storefront and product page. Keys start with 'catalog' and
 * carry the whole input, so the server render and the hydrating browser agree on them.
 */

export type ThemesPage = ActionOutput<'themes'>;
export type Theme = ThemesPage['items'][number];
export type TagGroup = ActionOutput<'tag_groups'>['items'][number];

/** Every tag group, the products of a type and the designs: one query each for every page. */
export {
  productsQuery,
  type ThemesInput,
  tagGroupsQuery,
  themesQuery,
} from '../../common/catalogData/catalogQueries';

/** Designs per storefront page: four rows of three on a desktop, an even count on a phone. */
export const DESIGNS_PER_PAGE = 24;

export function calendarTagGroupsQuery(call: CallAction) {
  return queryOptions({
    queryKey: ['catalog', 'tagGroups', 'calendars'] as const,
    queryFn: () => call('tag_groups/calendars', {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** SEO titles, descriptions and headings of the card categories. */
export function cardSeoQuery(call: CallAction) {
  return queryOptions({
    queryKey: ['catalog', 'seo', 'cards'] as const,
    queryFn: () => call('tag_groups/cards/seo', {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function cardTagGroupsQuery(call: CallAction) {
  return queryOptions({
    queryKey: ['catalog', 'tagGroups', 'cards'] as const,
    queryFn: () => call('tag_groups/cards', {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The theme id a product-page uri ends with: 'golden-modern-moments-11' → 11. */
export function themeIdOfUri(themeUri: string): number | undefined {
  const match = /-([1-9]\d{0,9})$/.exec(themeUri);
  return match ? Number(match[1]) : undefined;
}

/** One design by its page uri; null when no design has that uri. */
export function themeByUriQuery(call: CallAction, themeUri: string) {
  return queryOptions({
    queryKey: ['catalog', 'theme', themeUri] as const,
    queryFn: async (): Promise<Theme | null> => {
      const id = themeIdOfUri(themeUri);
      if (id === undefined) return null;
      const page = await call('themes', { ids: [id], perPage: 1 });
      return page.items.find((theme) => theme.uri === themeUri) ?? null;
    },
  });
}

export function themeDescriptionQuery(call: CallAction, themeId: number) {
  return queryOptions({
    queryKey: ['catalog', 'themeDescription', themeId] as const,
    queryFn: () => call('themes/{theme_id}/description', { themeId }),
  });
}

export function templateQuery(call: CallAction, id: number) {
  return queryOptions({
    queryKey: ['catalog', 'template', id] as const,
    queryFn: () => call('templates/{id}', { id }),
  });
}

export function deliveryEstimateQuery(call: CallAction, productId: number) {
  return queryOptions({
    queryKey: ['catalog', 'deliveryEstimate', productId] as const,
    queryFn: () => call('delivery_estimates/calculate', { productId }),
  });
}
