import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { build } from '../../shared/routes/build';
import { NotFoundView } from '../notFound/NotFoundView';
import { notFoundMeta } from '../notFound/notFoundMeta';
import type { MetaContext, PageMeta } from '../routing/pageModule';
import { type RouteMatch, useRouteMatch } from '../routing/useRouteMatch';
import { Container } from '../ui/Container';
import { ContentSections } from './ContentSections';
import { contentPageQuery } from './contentPageQuery';
import { readSection } from './contentSchema';
import { contentSlug } from './contentSlug';
import { CONTENT_VERSION } from './contentVersion';

function slugOf(match: RouteMatch): string | null {
  return match.name === 'catchAll' ? contentSlug(match.params.path) : null;
}

/** Loads the content definition on the server so the HTML (and the 404 status) is complete. */
export async function prefetch(match: RouteMatch, queryClient: QueryClient): Promise<void> {
  const slug = slugOf(match);
  if (slug) await queryClient.prefetchQuery(contentPageQuery(CONTENT_VERSION, slug));
}

export function meta({ match, queryClient }: MetaContext): PageMeta {
  const slug = slugOf(match);
  const page = slug
    ? queryClient.getQueryData(contentPageQuery(CONTENT_VERSION, slug).queryKey)
    : null;
  if (!slug || !page) return notFoundMeta();
  return {
    title: page.title,
    description: page.description,
    canonical: build('catchAll', { path: slug === 'index' ? '' : slug }),
  };
}

/**
 * The catch-all route: a content page from content/pages/<version>/<slug>.json, built from its
 * sections; when there is none, the not-found page (and a 404 from the server).
 */
export default function CatchAllPage() {
  const match = useRouteMatch();
  const slug = slugOf(match);
  const query = useQuery({
    ...contentPageQuery(CONTENT_VERSION, slug ?? ''),
    enabled: slug !== null,
  });
  if (slug === null) return <NotFoundView />;
  // Content files are small chunks; showing nothing for that moment beats a flashing spinner.
  if (query.isPending) return null;
  if (!query.data) return <NotFoundView />;

  const sections = query.data.sections;
  const opensWithHero = readSection(sections.find((raw) => readSection(raw)))?.type === 'hero';
  return (
    <article>
      {opensWithHero ? null : (
        <Container>
          <h1>{query.data.title}</h1>
        </Container>
      )}
      <ContentSections sections={sections} />
    </article>
  );
}
