import { type QueryClient, useQuery } from '@tanstack/react-query';
import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import { CALENDAR_SIZES } from '../../../shared/catalog/sizes';
import { build } from '../../../shared/routes/build';
import type { RouteQuery } from '../../../shared/routes/routeTable';
import { useApi } from '../../apiContext';
import { homeCrumb } from '../../common/PageIntro';
import { breadcrumbList, itemList } from '../../common/structuredData';
import { Link } from '../../navigation/navigation';
import type { CallAction, MetaContext, PageMeta } from '../../navigation/pageModule';
import { type RouteMatch, useRouteMatch } from '../../navigation/useRouteMatch';
import { NotFoundView, notFoundMeta } from '../../site';
import {
  calendarTagGroupsQuery,
  type TagGroup,
  type ThemesInput,
  themesQuery,
} from '../storefront/catalogQueries';
import {
  COLOR_FACET,
  knownValues,
  PHOTO_COUNT_FACET,
  STOREFRONT_SORT_CHOICES,
  STYLE_FACET,
} from '../storefront/commonFacets';
import { type FacetGroup, FacetPanel } from '../storefront/FacetPanel';
import { activeFilterCount, withFacetToggled, withoutFilters } from '../storefront/facetLinks';
import { StorefrontView } from '../storefront/StorefrontView';
import viewStyles from '../storefront/StorefrontView.module.css';

const noCall: CallAction = () => Promise.reject(new Error('meta reads the cache only'));

/** The calendar storefront has no page parameter (spec §2): every design on one page. */
const CALENDARS_PER_PAGE = 200;

type CalendarQuery = RouteQuery<'photoCalendars'>;
const FILTER_KEYS = ['n', 'ps', 'c', 's', 'fptid'] as const;

const SIZE_FACET: FacetGroup = {
  key: 'ps',
  countsKey: 'ps',
  label: 'Size',
  options: CALENDAR_SIZES.map((size) => ({
    value: size.param,
    label: `${size.width} × ${size.height} in`,
  })),
};
const CALENDAR_FACETS = [SIZE_FACET, PHOTO_COUNT_FACET, COLOR_FACET, STYLE_FACET];

interface CalendarStorefront {
  tagGroupUri: string | undefined;
  query: CalendarQuery;
}

function storefrontOf(match: RouteMatch): CalendarStorefront | undefined {
  if (match.name !== 'photoCalendars' && match.name !== 'calendars.category') return undefined;
  const raw = match.query;
  const query: CalendarQuery = {
    ...raw,
    n: knownValues(raw.n, PHOTO_COUNT_FACET),
    ps: knownValues(raw.ps, SIZE_FACET),
    c: knownValues(raw.c, COLOR_FACET),
    s: knownValues(raw.s, STYLE_FACET),
  };
  return {
    tagGroupUri: match.name === 'photoCalendars' ? undefined : match.params.tagGroupUri,
    query,
  };
}

function hrefOf(storefront: CalendarStorefront, query: CalendarQuery): string {
  return storefront.tagGroupUri
    ? build('calendars.category', { tagGroupUri: storefront.tagGroupUri, ...query })
    : build('photoCalendars', query);
}

function themesInput({ tagGroupUri, query }: CalendarStorefront): ThemesInput {
  return {
    productTypeId: PRODUCT_TYPE_ID.calendar,
    ...(tagGroupUri ? { tagGroupUri } : {}),
    order: query.order,
    perPage: CALENDARS_PER_PAGE,
    n: query.n.map(String),
    ps: [...query.ps],
    c: [...query.c],
    s: [...query.s],
    fptid: [...query.fptid],
  };
}

function categoryOf(storefront: CalendarStorefront, groups: readonly TagGroup[] | undefined) {
  if (!storefront.tagGroupUri || !groups) return undefined;
  return groups.find((group) => group.uri === storefront.tagGroupUri) ?? null;
}

export async function prefetch(match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  const storefront = storefrontOf(match);
  if (!storefront) return;
  const groups = await queryClient.fetchQuery(calendarTagGroupsQuery(call));
  if (categoryOf(storefront, groups.items) === null) return;
  await queryClient.prefetchQuery(themesQuery(call, themesInput(storefront)));
}

function designPath(
  category: TagGroup | undefined,
  groups: readonly TagGroup[],
  design: {
    uri: string;
    tagGroupIds?: readonly number[];
  },
) {
  const group = category ?? groups.find((candidate) => design.tagGroupIds?.includes(candidate.id));
  return build('calendars.theme', { tagGroupUri: group?.uri ?? 'all', themeUri: design.uri });
}

export function meta({ match, queryClient, origin }: MetaContext): PageMeta {
  const storefront = storefrontOf(match);
  if (!storefront) return notFoundMeta();
  const groups = queryClient.getQueryData(calendarTagGroupsQuery(noCall).queryKey)?.items ?? [];
  const category = categoryOf(storefront, groups);
  if (category === null) return notFoundMeta();
  const title = category ? category.title : 'Photo Calendars';
  const path = hrefOf(storefront, storefront.query);
  const designs =
    queryClient.getQueryData(themesQuery(noCall, themesInput(storefront)).queryKey)?.items ?? [];
  const crumbs = [homeCrumb, { name: 'Photo calendars', path: build('photoCalendars') }];
  if (category) crumbs.push({ name: category.name, path });
  return {
    title,
    description:
      'Personalised photo calendars in 12 × 12, 11 × 8.5 and 14 × 11 inches. Choose a design and the month it starts, then add a photo for every month.',
    canonical: path,
    structuredData: [
      breadcrumbList(origin, crumbs),
      itemList(
        origin,
        title,
        designs.map((design) => ({
          name: design.name,
          path: designPath(category, groups, design),
        })),
      ),
    ],
  };
}

/** /photo-calendars and /photo-calendars/{tagGroupUri}: calendar designs with filters. */
export default function CalendarStorefrontPage() {
  const storefront = storefrontOf(useRouteMatch());
  const api = useApi();
  const groups = useQuery(calendarTagGroupsQuery(api.call));
  const category = storefront ? categoryOf(storefront, groups.data?.items) : null;
  const designs = useQuery({
    ...themesQuery(api.call, storefront ? themesInput(storefront) : {}),
    enabled: storefront !== undefined && category !== null && groups.isSuccess,
  });
  if (!storefront || category === null) return <NotFoundView />;
  const { query } = storefront;
  const filtersOn = activeFilterCount(query, FILTER_KEYS) > 0;
  const allGroups = groups.data?.items ?? [];
  return (
    <StorefrontView
      heading={category?.name ?? 'Photo calendars'}
      intro={<p>Twelve months of your photos, starting in the month you choose.</p>}
      categories={
        <nav aria-label="Calendar categories">
          <ul className={viewStyles.chips}>
            <li>
              <Link
                to={build('photoCalendars')}
                className={viewStyles.chip}
                aria-current={category ? undefined : 'page'}
              >
                All calendars
              </Link>
            </li>
            {allGroups.map((group) => (
              <li key={group.id}>
                <Link
                  to={build('calendars.category', { tagGroupUri: group.uri })}
                  className={viewStyles.chip}
                  aria-current={category?.id === group.id ? 'page' : undefined}
                >
                  {group.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      }
      filtersOpen={filtersOn}
      filters={
        <FacetPanel
          groups={CALENDAR_FACETS}
          selected={(key) => query[key as (typeof FILTER_KEYS)[number]] ?? []}
          counts={designs.data?.facets}
          hrefFor={(key, value) =>
            hrefOf(storefront, withFacetToggled({ ...query, page: 1 }, key as 'c', value as string))
          }
          clearHref={filtersOn ? hrefOf(storefront, withoutFilters(query, FILTER_KEYS)) : undefined}
        />
      }
      sorts={STOREFRONT_SORT_CHOICES.map((sort) => ({
        label: sort.label,
        href: hrefOf(storefront, { ...query, order: sort.order }),
        current: sort.order === query.order,
      }))}
      data={designs.data}
      loading={designs.isFetching}
      failed={designs.isError}
      page={1}
      perPage={CALENDARS_PER_PAGE}
      designHref={(design) => designPath(category, allGroups, design)}
      kind="calendar"
    />
  );
}
