import type { QueryClient } from '@tanstack/react-query';
import type { ActionOutput } from '../../../shared/api/actionTable';
import { reviewSummaryQuery } from '../../common/catalogData/reviewQueries';
import type { CallAction } from '../../navigation/pageModule';
import {
  deliveryEstimateQuery,
  productsQuery,
  type Theme,
  tagGroupsQuery,
  templateQuery,
  themeByUriQuery,
  themeDescriptionQuery,
} from './catalogQueries';
import { DESIGN_LINES } from './productLines';
import type { ThemePageState } from './themePageRoute';

export type Template = ActionOutput<'templates/{id}'>;
export type Product = ActionOutput<'products'>['items'][number];

/** The template the page shows: the URL's ptid when it is one of the design's, else the first. */
export function chosenTemplateId(theme: Theme, ptid: number | undefined): number | undefined {
  return ptid !== undefined && theme.templateIds.includes(ptid) ? ptid : theme.templateIds[0];
}

/** The product (size) the page prices: the URL's ipid when it fits the template, else the first. */
export function chosenProduct(products: readonly Product[], ipid: number | undefined) {
  return products.find((product) => product.id === ipid) ?? products[0];
}

export function chosenQuantity(state: ThemePageState): number {
  const quantity = state.quantity;
  return quantity !== undefined && quantity >= 1
    ? quantity
    : DESIGN_LINES[state.line].defaultQuantity;
}

/**
 * Everything a design's page shows, fetched before the server renders it: the design, its
 * templates (formats), the sizes and prices of the chosen one, its description and delivery.
 */
export async function prefetchThemePage(
  state: ThemePageState,
  queryClient: QueryClient,
  call: CallAction,
) {
  const [theme] = await Promise.all([
    queryClient.fetchQuery(themeByUriQuery(call, state.themeUri)),
    queryClient.prefetchQuery(tagGroupsQuery(call)),
  ]);
  if (!theme) return;
  const templateId = chosenTemplateId(theme, state.ptid);
  const [templates] = await Promise.all([
    Promise.all(theme.templateIds.map((id) => queryClient.fetchQuery(templateQuery(call, id)))),
    queryClient.prefetchQuery(themeDescriptionQuery(call, theme.id)),
  ]);
  const template = templates.find((candidate) => candidate.id === templateId);
  if (!template) return;
  const [products] = await Promise.all([
    queryClient.fetchQuery(productsQuery(call, template.productTypeId)),
    // The product's rating goes into the page's structured data (meta reads the cache).
    queryClient.prefetchQuery(reviewSummaryQuery(call, template.productTypeId)),
  ]);
  const product = chosenProduct(products.items, state.ipid);
  if (product) await queryClient.prefetchQuery(deliveryEstimateQuery(call, product.id));
}
