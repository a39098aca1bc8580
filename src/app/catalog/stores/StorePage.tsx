import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { build } from '../../../shared/routes/build';
import { designHref, tagGroupUris } from '../../../shared/routes/designHref';
import { useApi } from '../../apiContext';
import {
  cacheOnly,
  storefrontQuery,
  type ThemesInput,
  tagGroupsQuery,
  themesQuery,
} from '../../common/catalogData/catalogQueries';
import { DesignTiles } from '../../common/designTiles/DesignTiles';
import { homeCrumb, PageIntro } from '../../common/PageIntro';
import { breadcrumbList, itemList } from '../../common/structuredData';
import type { CallAction, MetaContext, PageMeta } from '../../navigation/pageModule';
import { type RouteMatch, useRouteMatch } from '../../navigation/useRouteMatch';
import { NotFoundView, notFoundMeta } from '../../site';
import { Container } from '../../ui/Container';
import styles from '../products/ProductPages.module.css';

/** The route has no paging; a store's best sellers fill one long page. */
const DESIGNS_SHOWN = 48;

function uriOf(match: RouteMatch): string {
  return match.name === 'stores.storefront' ? match.params.storefrontUri : '';
}

function designsInput(themeIds: readonly number[]): ThemesInput {
  return { ids: [...themeIds], order: 'best_sellers', perPage: DESIGNS_SHOWN };
}

export async function prefetch(match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  const [store] = await Promise.all([
    queryClient.fetchQuery(storefrontQuery(call, uriOf(match))),
    queryClient.prefetchQuery(tagGroupsQuery(call)),
  ]);
  // An empty id list would not narrow the call at all: a store with no designs asks nothing.
  if (store?.themeIds.length) {
    await queryClient.prefetchQuery(themesQuery(call, designsInput(store.themeIds)));
  }
}

export function meta({ match, queryClient, origin }: MetaContext): PageMeta {
  const store = queryClient.getQueryData(storefrontQuery(cacheOnly, uriOf(match)).queryKey);
  if (store === null) return notFoundMeta();
  if (!store) return { title: 'Store', canonical: null };
  const path = build('stores.storefront', { storefrontUri: store.uri });
  const designs =
    queryClient.getQueryData(themesQuery(cacheOnly, designsInput(store.themeIds)).queryKey)
      ?.items ?? [];
  const groups = tagGroupUris(
    queryClient.getQueryData(tagGroupsQuery(cacheOnly).queryKey)?.items ?? [],
  );
  return {
    title: store.name,
    description: store.description ?? `Designs from ${store.name}.`,
    canonical: path,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: store.name,
        url: `${origin}${path}`,
        ...(store.description ? { description: store.description } : {}),
      },
      breadcrumbList(origin, [homeCrumb, { name: store.name, path }]),
      itemList(
        origin,
        store.name,
        designs.map((d) => ({ name: d.name, path: designHref(d, groups) })),
      ),
    ],
  };
}

/** /stores/{storefrontUri}: a curated store and its designs. */
export default function StorePage() {
  const match = useRouteMatch();
  const api = useApi();
  const store = useQuery(storefrontQuery(api.call, uriOf(match)));
  const themeIds = store.data?.themeIds ?? [];
  const designs = useQuery({
    ...themesQuery(api.call, designsInput(themeIds)),
    enabled: themeIds.length > 0,
  });
  const groups = useQuery(tagGroupsQuery(api.call));

  if (store.data === null) return <NotFoundView />;
  if (!store.data) return null;
  const { name, description, uri } = store.data;
  const total = designs.data?.total;

  return (
    <>
      <PageIntro
        crumbs={[homeCrumb, { name, path: build('stores.storefront', { storefrontUri: uri }) }]}
        eyebrow="Store"
        title={name}
        lead={<p>{description ?? `Designs from ${name}.`}</p>}
      />
      <section className={styles.section} aria-labelledby="store-designs">
        <Container>
          <div className={styles.sectionHead}>
            <h2 id="store-designs">Designs</h2>
            {total === undefined ? null : (
              <p>
                {total > DESIGNS_SHOWN
                  ? `The ${DESIGNS_SHOWN} best sellers of ${total} designs`
                  : `${total} ${total === 1 ? 'design' : 'designs'}`}
              </p>
            )}
          </div>
          {themeIds.length === 0 ? (
            <p className={styles.empty}>This store has no designs right now.</p>
          ) : designs.data && groups.data ? (
            designs.data.items.length ? (
              <DesignTiles designs={designs.data.items} groups={tagGroupUris(groups.data.items)} />
            ) : (
              <p className={styles.empty}>This store has no designs right now.</p>
            )
          ) : null}
        </Container>
      </section>
    </>
  );
}
