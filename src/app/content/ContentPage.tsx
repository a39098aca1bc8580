import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../apiContext';
import type { CallAction, MetaContext, PageMeta } from '../navigation/pageModule';
import { type RouteMatch, useRouteMatch } from '../navigation/useRouteMatch';
import { homeMeta, NotFoundView, notFoundMeta } from '../site';
import { Container } from '../ui/Container';
import styles from './ContentPage.module.css';
import { ContentSections, opensWithHeading } from './ContentSections';
import { type ContentPageData, contentPageQuery, prefetchSectionData } from './contentQueries';
import { contentPathOf, contentSourceOf } from './contentSource';
import { MovedOrNotFound } from './MovedOrNotFound';

/** The cached page of a route (the server's prefetch put it there). */
function cachedPage(
  match: RouteMatch,
  queryClient: QueryClient,
): ContentPageData | null | undefined {
  const source = contentSourceOf(match);
  if (!source) return null;
  return queryClient.getQueryData(contentPageQuery(cacheOnly, source).queryKey);
}

const cacheOnly: CallAction = () => Promise.reject(new Error('read from the cache only'));

/** Loads the page and the catalogue data of its live sections, so the HTML is complete. */
export async function prefetch(match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  const source = contentSourceOf(match);
  if (!source) return;
  const page = await queryClient.fetchQuery(contentPageQuery(call, source));
  await prefetchSectionData(queryClient, call, page);
}

export function meta(context: MetaContext): PageMeta {
  const { match, queryClient } = context;
  const page = cachedPage(match, queryClient);
  if (page === null) return notFoundMeta();
  // The home page keeps its own head: the shop's name and structured data.
  if (match.name === 'home' || (match.name === 'catchAll' && contentPathOf(match) === '/')) {
    return homeMeta(context);
  }
  if (!page) return { title: 'Printshop', canonical: contentPathOf(match) };
  return {
    title: page.title ?? 'Printshop',
    description: page.description,
    canonical: contentPathOf(match),
    // A draft is never for search engines.
    ...(page.draft ? { robots: 'noindex' } : {}),
  };
}

/** A page of content sections with a draft notice when a previewer sees a draft. */
export function ContentPageView({ page }: { page: ContentPageData }) {
  return (
    <article>
      {page.draft ? (
        <p className={styles.draft} role="status">
          Draft preview — this version is not published yet.
        </p>
      ) : null}
      {opensWithHeading(page.sections) ? null : (
        <Container className={styles.title}>
          <h1>{page.title}</h1>
        </Container>
      )}
      <ContentSections sections={page.sections} />
    </article>
  );
}

/** Routes whose paths the content's stored redirects may have moved (as the server's list). */
const MOVABLE = new Set(['catchAll', 'landing', 'freeformLanding']);

/**
 * Every content route: the home page, landing and freeform landing pages, the fixed pages, the
 * partner pages and the catch-all. A page the store does not have is the not-found page.
 */
export default function ContentPage() {
  const match = useRouteMatch();
  const api = useApi();
  const source = contentSourceOf(match);
  const query = useQuery({
    ...contentPageQuery(api.call, source ?? { call: 'content_pages', slug: 'index' }),
    enabled: source !== null,
  });
  if (source === null) return <NotFoundView />;
  // Shown for a moment on client navigation only; a spinner would flash.
  if (query.isPending) return null;
  // A first load of a moved path never gets here: the server answered with the redirect.
  if (!query.data) return MOVABLE.has(match.name) ? <MovedOrNotFound /> : <NotFoundView />;
  return <ContentPageView page={query.data} />;
}
