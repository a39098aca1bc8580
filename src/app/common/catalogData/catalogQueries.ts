import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ActionInput } from '../../../shared/api/actionTable';
import type { CallAction } from '../../navigation/pageModule';
import { resultUnlessNotFound } from './notFoundResult';

/*
 * The catalogue reads of the product, store and designer pages. Each answer is the call's own
 * output, so pages sharing a key share the data. The catalogue changes with a release, not while
 * someone browses, so the data stays fresh for the visit.
 */

const CATALOG_STALE_MS = 10 * 60_000;

export function productsQuery(call: CallAction, productTypeId?: number) {
  return queryOptions({
    queryKey: ['catalog', 'products', productTypeId ?? 'all'] as const,
    queryFn: () => call('products', productTypeId === undefined ? {} : { productTypeId }),
    staleTime: CATALOG_STALE_MS,
  });
}

export type ThemesInput = ActionInput<'themes'>;

/** Drops empty lists and undefined values: `?tt[]=` and no tt[] are the same request. */
function compactInput(input: ThemesInput): ThemesInput {
  return Object.fromEntries(
    Object.entries(input).filter(
      ([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0),
    ),
  ) as ThemesInput;
}

/**
 * The designs of a storefront, product or content page. One definition for every page: two once
 * shared this key with different cache options, so which applied hung on which page came first.
 */
export function themesQuery(call: CallAction, input: ThemesInput) {
  const compact = compactInput(input);
  return queryOptions({
    queryKey: ['catalog', 'themes', compact] as const,
    queryFn: () => call('themes', compact),
    staleTime: CATALOG_STALE_MS,
    // A facet change keeps the old designs on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** Every tag group: a design's product page lives under one of its groups. */
export function tagGroupsQuery(call: CallAction) {
  return queryOptions({
    queryKey: ['catalog', 'tagGroups'] as const,
    queryFn: () => call('tag_groups', {}),
    staleTime: CATALOG_STALE_MS,
  });
}

export function bookTagGroupsQuery(call: CallAction) {
  return queryOptions({
    queryKey: ['catalog', 'tagGroups', 'books'] as const,
    queryFn: () => call('tag_groups/books', {}),
    staleTime: CATALOG_STALE_MS,
  });
}

/** One store by its uri; null when there is none (the page then answers 404). */
export function storefrontQuery(call: CallAction, uri: string) {
  return queryOptions({
    queryKey: ['catalog', 'storefront', uri] as const,
    queryFn: () =>
      resultUnlessNotFound(call('storefronts', { uri }).then((answer) => answer.items[0] ?? null)),
    staleTime: CATALOG_STALE_MS,
  });
}

export function designersQuery(call: CallAction) {
  return queryOptions({
    queryKey: ['catalog', 'designers'] as const,
    queryFn: () => call('designers', { perPage: 200 }),
    staleTime: CATALOG_STALE_MS,
  });
}

/** One designer by uri; null when there is none (the page then answers 404). */
export function designerQuery(call: CallAction, uri: string) {
  return queryOptions({
    queryKey: ['catalog', 'designer', uri] as const,
    queryFn: () =>
      resultUnlessNotFound(call('designers', { uri }).then((answer) => answer.items[0] ?? null)),
    staleTime: CATALOG_STALE_MS,
  });
}

/**
 * For `meta`, which only reads what prefetch or the page put in the cache: building a query's
 * key needs a call, and this one is never made.
 */
export const cacheOnly: CallAction = () =>
  Promise.reject(new Error('Page meta reads the query cache; it never calls the API'));
