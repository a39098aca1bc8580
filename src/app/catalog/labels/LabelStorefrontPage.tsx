import { type QueryClient, useQuery } from '@tanstack/react-query';
import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import { build } from '../../../shared/routes/build';
import type { RouteQuery } from '../../../shared/routes/routeTable';
import { useApi } from '../../apiContext';
import { homeCrumb } from '../../common/PageIntro';
import { breadcrumbList, itemList } from '../../common/structuredData';
import type { CallAction, MetaContext, PageMeta } from '../../navigation/pageModule';
import { type RouteMatch, useRouteMatch } from '../../navigation/useRouteMatch';
import { NotFoundView, notFoundMeta } from '../../site';
import {
  DESIGNS_PER_PAGE,
  type TagGroup,
  type ThemesInput,
  tagGroupsQuery,
  themesQuery,
} from '../storefront/catalogQueries';
import { COLOR_FACET, knownValues, STOREFRONT_SORT_CHOICES } from '../storefront/commonFacets';
import { FacetPanel } from '../storefront/FacetPanel';
import { withFacetToggled } from '../storefront/facetLinks';
import { StorefrontView } from '../storefront/StorefrontView';

const noCall: CallAction = () => Promise.reject(new Error('meta reads the cache only'));

type LabelQuery = RouteQuery<'labels'>;

interface LabelStorefront {
  tagGroupUri: string | undefined;
  query: LabelQuery;
}

function storefrontOf(match: RouteMatch): LabelStorefront | undefined {
  if (match.name !== 'labels' && match.name !== 'labels.category') return undefined;
  const query = { ...match.query, c: knownValues(match.query.c, COLOR_FACET) };
  return { tagGroupUri: match.name === 'labels' ? undefined : match.params.tagGroupUri, query };
}

function hrefOf(storefront: LabelStorefront, query: LabelQuery): string {
  return storefront.tagGroupUri
    ? build('labels.category', { tagGroupUri: storefront.tagGroupUri, ...query })
    : build('labels', query);
}

function themesInput({ tagGroupUri, query }: LabelStorefront): ThemesInput {
  return {
    productTypeId: PRODUCT_TYPE_ID.label,
    ...(tagGroupUri ? { tagGroupUri } : {}),
    order: query.order,
    page: query.page,
    perPage: DESIGNS_PER_PAGE,
    c: [...query.c],
  };
}

/** The label category of the URL; null when it names none. */
function categoryOf(storefront: LabelStorefront, groups: readonly TagGroup[] | undefined) {
  if (!storefront.tagGroupUri || !groups) return undefined;
  return (
    groups.find(
      (group) =>
        group.uri === storefront.tagGroupUri && group.productTypeId === PRODUCT_TYPE_ID.label,
    ) ?? null
  );
}

export async function prefetch(match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  const storefront = storefrontOf(match);
  if (!storefront) return;
  const groups = await queryClient.fetchQuery(tagGroupsQuery(call));
  if (categoryOf(storefront, groups.items) === null) return;
  await queryClient.prefetchQuery(themesQuery(call, themesInput(storefront)));
}

export function meta({ match, queryClient, origin }: MetaContext): PageMeta {
  const storefront = storefrontOf(match);
  if (!storefront) return notFoundMeta();
  const groups = queryClient.getQueryData(tagGroupsQuery(noCall).queryKey)?.items;
  const category = categoryOf(storefront, groups);
  if (category === null) return notFoundMeta();
  const title = category ? category.title : 'Custom Labels & Stickers';
  const path = hrefOf(storefront, storefront.query);
  const designs =
    queryClient.getQueryData(themesQuery(noCall, themesInput(storefront)).queryKey)?.items ?? [];
  return {
    title,
    description:
      'Personalised labels and stickers for gifts, jars, parties and return addresses. Pick a design, add your words and photos.',
    canonical: path,
    structuredData: [
      breadcrumbList(origin, [homeCrumb, { name: 'Labels', path: build('labels') }]),
      itemList(
        origin,
        title,
        designs.map((design) => ({
          name: design.name,
          path: build('labels.theme', { tagGroupUri: 'all', themeUri: design.uri }),
        })),
      ),
    ],
  };
}

/** /labels and /labels/{tagGroupUri}: label designs with a colour filter, sort and pages. */
export default function LabelStorefrontPage() {
  const storefront = storefrontOf(useRouteMatch());
  const api = useApi();
  const groups = useQuery(tagGroupsQuery(api.call));
  const category = storefront ? categoryOf(storefront, groups.data?.items) : null;
  const designs = useQuery({
    ...themesQuery(api.call, storefront ? themesInput(storefront) : {}),
    enabled: storefront !== undefined && category !== null && groups.isSuccess,
  });
  if (!storefront || category === null) return <NotFoundView />;
  const { query } = storefront;
  return (
    <StorefrontView
      heading={category?.name ?? 'Labels & stickers'}
      intro={<p>Labels for gifts, jars, parties and envelopes, printed on sheets of 24.</p>}
      filtersOpen={query.c.length > 0}
      filters={
        <FacetPanel
          groups={[COLOR_FACET]}
          selected={() => query.c}
          counts={designs.data?.facets}
          hrefFor={(_key, value) => hrefOf(storefront, withFacetToggled(query, 'c', String(value)))}
          clearHref={query.c.length ? hrefOf(storefront, { ...query, c: [], page: 1 }) : undefined}
        />
      }
      sorts={STOREFRONT_SORT_CHOICES.map((sort) => ({
        label: sort.label,
        href: hrefOf(storefront, { ...query, order: sort.order, page: 1 }),
        current: sort.order === query.order,
      }))}
      data={designs.data}
      loading={designs.isFetching}
      failed={designs.isError}
      page={query.page}
      perPage={DESIGNS_PER_PAGE}
      pageHref={(page) => hrefOf(storefront, { ...query, page })}
      designHref={(design) =>
        build('labels.theme', { tagGroupUri: category?.uri ?? 'all', themeUri: design.uri })
      }
      kind="label"
    />
  );
}
