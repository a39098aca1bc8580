import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { build } from '../../../shared/routes/build';
import { designHref, tagGroupUris } from '../../../shared/routes/designHref';
import type { RouteQuery } from '../../../shared/routes/routeTable';
import { useApi } from '../../apiContext';
import { Link, useNavigate } from '../../navigation/navigation';
import type { CallAction, MetaContext, PageMeta } from '../../navigation/pageModule';
import { type RouteMatch, useRouteMatch } from '../../navigation/useRouteMatch';
import {
  DESIGNS_PER_PAGE,
  type ThemesInput,
  tagGroupsQuery,
  themesQuery,
} from '../storefront/catalogQueries';
import { STOREFRONT_SORT_CHOICES } from '../storefront/commonFacets';
import { FacetPanel } from '../storefront/FacetPanel';
import { withFacetToggled } from '../storefront/facetLinks';
import { StorefrontView } from '../storefront/StorefrontView';
import viewStyles from '../storefront/StorefrontView.module.css';
import styles from './SearchPage.module.css';
import { knownLines, productTypeIdsOf, SEARCH_LINES } from './searchProductTypes';

type SearchQuery = Omit<RouteQuery<'search'>, 'q'> & { q: string; page?: number };

/** Results per search: the route has no page parameter, so the best matches on one page. */
const SEARCH_RESULTS = DESIGNS_PER_PAGE * 4;

function searchOf(match: RouteMatch): SearchQuery | undefined {
  if (match.name !== 'search') return undefined;
  return { ...match.query, q: (match.query.q ?? '').trim(), pt: knownLines(match.query.pt) };
}

function themesInput(query: SearchQuery): ThemesInput {
  const productTypeIds = productTypeIdsOf(query.pt);
  return {
    q: query.q,
    order: query.order,
    perPage: SEARCH_RESULTS,
    ...(productTypeIds.length ? { productTypeIds } : {}),
  };
}

const hrefOf = (query: SearchQuery) =>
  build('search', { q: query.q || undefined, pt: query.pt, order: query.order });

export async function prefetch(match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  const query = searchOf(match);
  if (!query) return;
  await Promise.all([
    queryClient.prefetchQuery(tagGroupsQuery(call)),
    query.q ? queryClient.prefetchQuery(themesQuery(call, themesInput(query))) : undefined,
  ]);
}

export function meta({ match }: MetaContext): PageMeta {
  const query = searchOf(match);
  return {
    title: query?.q ? `Search results for “${query.q}”` : 'Search designs',
    description: 'Search every card, photo book, calendar, label and wall art design.',
    canonical: query ? hrefOf(query) : build('search'),
    // Result pages are endless variations of the catalogue: the storefronts are the pages to index.
    robots: 'noindex, follow',
  };
}

/** /search: full-text search over every design, with a product-line filter and the sorts. */
export default function SearchPage() {
  const query = searchOf(useRouteMatch());
  const api = useApi();
  const groups = useQuery(tagGroupsQuery(api.call));
  const results = useQuery({
    ...themesQuery(api.call, query ? themesInput(query) : {}),
    enabled: Boolean(query?.q),
  });
  if (!query) return null;
  const byId = tagGroupUris(groups.data?.items ?? []);
  const corrected = results.data?.correctedQuery;
  return (
    <StorefrontView
      heading={query.q ? `Results for “${query.q}”` : 'Search designs'}
      intro={<SearchForm key={query.q} initial={query.q} lines={query.pt} />}
      notice={
        corrected ? (
          <p className={viewStyles.notice}>
            Showing results for <strong>{corrected}</strong>. No designs matched “{query.q}”
            exactly.
          </p>
        ) : null
      }
      filtersOpen={query.pt.length > 0}
      filters={
        <FacetPanel
          groups={[
            { key: 'pt', countsKey: 'pt', label: 'Product', options: SEARCH_LINES, counted: false },
          ]}
          selected={() => query.pt}
          counts={undefined}
          hrefFor={(_key, value) => hrefOf(withFacetToggled(query, 'pt', String(value)))}
          clearHref={query.pt.length ? hrefOf({ ...query, pt: [] }) : undefined}
        />
      }
      sorts={STOREFRONT_SORT_CHOICES.map((sort) => ({
        label: sort.label,
        href: hrefOf({ ...query, order: sort.order }),
        current: sort.order === query.order,
      }))}
      data={query.q ? results.data : { items: [], total: 0, facets: {} }}
      loading={results.isFetching}
      failed={results.isError}
      page={1}
      perPage={SEARCH_RESULTS}
      designHref={(design) => designHref(design, byId)}
      kind="design"
      emptyText={
        query.q ? (
          <>
            No designs match “{query.q}”. Try another word, or{' '}
            <Link to={build('cards.all')}>browse all cards</Link>.
          </>
        ) : (
          'Type what you are looking for: an occasion, a style or a colour.'
        )
      }
    />
  );
}

/** The search box of the page: a GET form, so it works before the page's script has loaded. */
function SearchForm({ initial, lines }: { initial: string; lines: readonly string[] }) {
  const [text, setText] = useState(initial);
  const navigate = useNavigate();
  function submit(event: FormEvent) {
    event.preventDefault();
    navigate(build('search', { q: text.trim() || undefined, pt: [...lines] }));
  }
  return (
    <form
      aria-label="Search designs"
      action="/search"
      method="get"
      onSubmit={submit}
      className={styles.form}
    >
      <label htmlFor="search-page-q" className="visually-hidden">
        Search designs
      </label>
      <input
        id="search-page-q"
        name="q"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Wedding, birthday, floral…"
        className={styles.input}
      />
      {lines.map((line) => (
        <input key={line} type="hidden" name="pt[]" value={line} />
      ))}
      <button type="submit" className={styles.button}>
        Search
      </button>
    </form>
  );
}
