import type { QueryClient } from '@tanstack/react-query';
import { reviewSummaryQuery } from '../../common/catalogData/reviewQueries';
import { homeCrumb } from '../../common/PageIntro';
import { breadcrumbList, productWithOffers } from '../../common/structuredData';
import type { CallAction, MetaContext, PageMeta } from '../../navigation/pageModule';
import type { RouteMatch } from '../../navigation/useRouteMatch';
import { notFoundMeta } from '../../site';
import { aggregateRating } from '../reviews/aggregateRating';
import {
  productsQuery,
  type TagGroup,
  tagGroupsQuery,
  templateQuery,
  themeByUriQuery,
  themeDescriptionQuery,
} from './catalogQueries';
import { DESIGN_LINES, designTitle } from './productLines';
import { chosenTemplateId, prefetchThemePage } from './themePageData';
import { storefrontHref, type ThemePageState, themePageHref } from './themePageRoute';

const noCall: CallAction = () => Promise.reject(new Error('meta reads the cache only'));

/** The description as plain text, for the meta description and structured data. */
function plainText(html: string | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
}

/** The page's data, fetched on the server before it renders (the route's `prefetch`). */
export function themePagePrefetch(stateOf: (match: RouteMatch) => ThemePageState | undefined) {
  return async (match: RouteMatch, queryClient: QueryClient, call: CallAction) => {
    const state = stateOf(match);
    if (state) await prefetchThemePage(state, queryClient, call);
  };
}

/** The name of the storefront category the page was reached from, for crumbs. */
export function categoryName(
  groups: readonly TagGroup[] | undefined,
  uri: string,
): string | undefined {
  return groups?.find((group) => group.uri === uri)?.name;
}

/**
 * The page's head, from the query cache alone: title, description, canonical address without the
 * option choices, and the breadcrumb and product (offers, rating) structured data.
 */
export function themePageMeta(stateOf: (match: RouteMatch) => ThemePageState | undefined) {
  return ({ match, queryClient, origin }: MetaContext): PageMeta => {
    const state = stateOf(match);
    const theme = state
      ? queryClient.getQueryData(themeByUriQuery(noCall, state.themeUri).queryKey)
      : undefined;
    if (!state || theme === null) return notFoundMeta();
    const line = DESIGN_LINES[state.line];
    const canonical = themePageHref(state, {
      ptid: undefined,
      ipid: undefined,
      quantity: undefined,
      startingMonth: undefined,
    });
    if (!theme) return { title: line.plural, canonical };
    const description = plainText(
      queryClient.getQueryData(themeDescriptionQuery(noCall, theme.id).queryKey)?.html,
    );
    const templateId = chosenTemplateId(theme, state.ptid);
    const template =
      templateId === undefined
        ? undefined
        : queryClient.getQueryData(templateQuery(noCall, templateId).queryKey);
    const products = template
      ? (queryClient.getQueryData(productsQuery(noCall, template.productTypeId).queryKey)?.items ??
        [])
      : [];
    const groups = queryClient.getQueryData(tagGroupsQuery(noCall).queryKey)?.items;
    const title = designTitle(theme.name, line.noun);
    return {
      title,
      description: description || `Personalise the ${theme.name} ${line.noun} with your photos.`,
      canonical,
      structuredData: [
        breadcrumbList(origin, [
          homeCrumb,
          { name: line.plural, path: storefrontHref({ line: state.line, tagGroupUri: 'all' }) },
          ...(state.tagGroupUri === 'all'
            ? []
            : [
                {
                  name: categoryName(groups, state.tagGroupUri) ?? state.tagGroupUri,
                  path: storefrontHref(state),
                },
              ]),
          { name: theme.name, path: canonical },
        ]),
        productWithOffers(
          origin,
          { name: title, description, path: canonical, image: theme.thumbnailUrl },
          products.map((product) => ({
            name: product.name,
            sku: product.sku,
            priceCents: product.priceCents,
          })),
          template
            ? aggregateRating(
                queryClient.getQueryData(
                  reviewSummaryQuery(noCall, template.productTypeId).queryKey,
                )?.summary,
              )
            : undefined,
        ),
      ],
    };
  };
}
