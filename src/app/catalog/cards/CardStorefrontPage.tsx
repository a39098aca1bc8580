import { type QueryClient, useQuery } from '@tanstack/react-query';
import { build } from '../../../shared/routes/build';
import { designHref, tagGroupUris } from '../../../shared/routes/designHref';
import { useApi } from '../../apiContext';
import { homeCrumb } from '../../common/PageIntro';
import { breadcrumbList, itemList } from '../../common/structuredData';
import { Link } from '../../navigation/navigation';
import type { CallAction, MetaContext, PageMeta } from '../../navigation/pageModule';
import { type RouteMatch, useRouteMatch } from '../../navigation/useRouteMatch';
import { NotFoundView, notFoundMeta } from '../../site';
import {
  cardSeoQuery,
  cardTagGroupsQuery,
  DESIGNS_PER_PAGE,
  themesQuery,
} from '../storefront/catalogQueries';
import { FacetPanel } from '../storefront/FacetPanel';
import { activeFilterCount, withFacetToggled, withoutFilters } from '../storefront/facetLinks';
import { StorefrontView } from '../storefront/StorefrontView';
import viewStyles from '../storefront/StorefrontView.module.css';
import {
  CARD_FACET_KEYS,
  CARD_FACETS,
  CARD_SORTS,
  type CardQuery,
  cardThemesInput,
  selectedValues,
} from './cardFacets';
import { type CardStorefront, cardStorefrontHref, cardStorefrontOf } from './cardStorefrontRoute';

const noCall: CallAction = () => Promise.reject(new Error('meta reads the cache only'));

type CardGroups = Awaited<ReturnType<ReturnType<typeof cardTagGroupsQuery>['queryFn'] & {}>>;

/** The category of the page; null when the URL names one that does not exist. */
function categoryOf(storefront: CardStorefront, groups: CardGroups | undefined) {
  if (!storefront.tagGroupUri || !groups) return undefined;
  return groups.items.find((group) => group.uri === storefront.tagGroupUri) ?? null;
}

/** Category, query and designs of the page before rendering, so the HTML has everything. */
export async function prefetch(match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  const storefront = cardStorefrontOf(match);
  if (!storefront) return;
  const [groups] = await Promise.all([
    queryClient.fetchQuery(cardTagGroupsQuery(call)),
    queryClient.prefetchQuery(cardSeoQuery(call)),
  ]);
  if (categoryOf(storefront, groups) === null) return;
  await queryClient.prefetchQuery(
    themesQuery(call, cardThemesInput(storefront.query, storefront.tagGroupUri, DESIGNS_PER_PAGE)),
  );
}

function headings(storefront: CardStorefront, queryClient: QueryClient) {
  const groups = queryClient.getQueryData(cardTagGroupsQuery(noCall).queryKey);
  const seo = queryClient.getQueryData(cardSeoQuery(noCall).queryKey);
  const category = categoryOf(storefront, groups);
  const entry = seo?.items.find((item) => item.uri === storefront.tagGroupUri);
  if (storefront.name === 'cards.christmasHolidayPhoto') {
    return {
      category,
      heading: 'Christmas & holiday photo cards',
      title: 'Christmas & Holiday Photo Cards',
      description:
        'Holiday photo cards to personalise with your family photos: foil, folded and flat designs, printed and shipped fast.',
    };
  }
  if (category) {
    return {
      category,
      heading: entry?.heading ?? category.name,
      title: entry?.title ?? category.title,
      description: entry?.description ?? `Design ${category.name.toLowerCase()} with your photos.`,
    };
  }
  return {
    category,
    heading: 'All cards',
    title: 'Photo Cards, Invitations & Announcements',
    description:
      'Every card design in one place: invitations, announcements, holiday and thank-you cards. Filter by foil, format, colour and style, then personalise with your photos.',
  };
}

export function meta({ match, queryClient, origin }: MetaContext): PageMeta {
  const storefront = cardStorefrontOf(match);
  if (!storefront) return notFoundMeta();
  const { category, heading, title, description } = headings(storefront, queryClient);
  if (category === null) return notFoundMeta();
  const path = cardStorefrontHref(storefront, storefront.query);
  const designs =
    queryClient.getQueryData(
      themesQuery(
        noCall,
        cardThemesInput(storefront.query, storefront.tagGroupUri, DESIGNS_PER_PAGE),
      ).queryKey,
    )?.items ?? [];
  const groups = queryClient.getQueryData(cardTagGroupsQuery(noCall).queryKey)?.items ?? [];
  const byId = tagGroupUris(groups);
  const crumbs = [homeCrumb, { name: 'Cards', path: build('cards.all') }];
  if (storefront.name !== 'cards.all') crumbs.push({ name: heading, path });
  return {
    title,
    description,
    canonical: path,
    structuredData: [
      breadcrumbList(origin, crumbs),
      itemList(
        origin,
        heading,
        designs.map((design) => ({ name: design.name, path: designHref(design, byId) })),
      ),
    ],
  };
}

/** /cards/all, /cards/{tagGroupUri} and the Christmas landing page: card designs with filters. */
export default function CardStorefrontPage() {
  const match = useRouteMatch();
  const storefront = cardStorefrontOf(match);
  const api = useApi();
  const groups = useQuery(cardTagGroupsQuery(api.call));
  const seo = useQuery(cardSeoQuery(api.call));
  const category = storefront ? categoryOf(storefront, groups.data) : null;
  const input = storefront
    ? cardThemesInput(storefront.query, storefront.tagGroupUri, DESIGNS_PER_PAGE)
    : {};
  const designs = useQuery({
    ...themesQuery(api.call, input),
    enabled: storefront !== undefined && category !== null && groups.isSuccess,
  });
  if (!storefront || category === null) return <NotFoundView />;

  const { query } = storefront;
  const hrefOf = (next: CardQuery) => cardStorefrontHref(storefront, next);
  const byId = tagGroupUris(groups.data?.items ?? []);
  const entry = seo.data?.items.find((item) => item.uri === storefront.tagGroupUri);
  const heading =
    storefront.name === 'cards.christmasHolidayPhoto'
      ? 'Christmas & holiday photo cards'
      : (entry?.heading ?? category?.name ?? 'All cards');
  const filtersOn = activeFilterCount(query, CARD_FACET_KEYS) > 0;

  return (
    <StorefrontView
      heading={heading}
      intro={
        <p>
          {entry?.description ??
            'Pick a design, add your photos and words, and we print it on premium card stock.'}
        </p>
      }
      categories={
        <CardCategories
          groups={groups.data}
          current={storefront.name === 'cards.all' ? 'all' : storefront.tagGroupUri}
        />
      }
      filtersOpen={filtersOn}
      filters={
        <FacetPanel
          groups={CARD_FACETS}
          selected={(key) => selectedValues(query, key)}
          counts={designs.data?.facets}
          hrefFor={(key, value) => hrefOf(withFacetToggled(query, key as 'tt', value as string))}
          clearHref={filtersOn ? hrefOf(withoutFilters(query, CARD_FACET_KEYS)) : undefined}
        />
      }
      sorts={CARD_SORTS.map((sort) => ({
        label: sort.label,
        href: hrefOf({ ...query, order: sort.order, page: 1 }),
        current: sort.order === query.order,
      }))}
      data={designs.data}
      loading={designs.isFetching}
      failed={designs.isError}
      page={query.page}
      perPage={DESIGNS_PER_PAGE}
      pageHref={(page) => hrefOf({ ...query, page })}
      designHref={(design) =>
        storefront.tagGroupUri && category
          ? build('cards.theme', { tagGroupUri: category.uri, themeUri: design.uri })
          : designHref(design, byId)
      }
      kind="card"
    />
  );
}

/** The card categories as links, 'All cards' first; the current one marked. */
function CardCategories({
  groups,
  current,
}: {
  groups: CardGroups | undefined;
  current: string | undefined;
}) {
  if (!groups) return null;
  return (
    <nav aria-label="Card categories">
      <ul className={viewStyles.chips}>
        <li>
          <Link
            to={build('cards.all')}
            className={viewStyles.chip}
            aria-current={current === 'all' ? 'page' : undefined}
          >
            All cards
          </Link>
        </li>
        {groups.items.map((group) => (
          <li key={group.id}>
            <Link
              to={build('cards.category', { tagGroupUri: group.uri })}
              className={viewStyles.chip}
              aria-current={current === group.uri ? 'page' : undefined}
            >
              {group.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
