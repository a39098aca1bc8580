import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { build } from '../../../shared/routes/build';
import { designHref, tagGroupUris } from '../../../shared/routes/designHref';
import { useApi } from '../../apiContext';
import {
  cacheOnly,
  designerQuery,
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
import { Monogram } from './Monogram';

/** The route has no paging; a designer's best sellers fill one long page. */
const DESIGNS_SHOWN = 48;

function uriOf(match: RouteMatch): string {
  return match.name === 'designers.designer' ? match.params.designerUri : '';
}

function designsInput(designerId: number): ThemesInput {
  return { designerId, order: 'best_sellers', perPage: DESIGNS_SHOWN };
}

export async function prefetch(match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  const [designer] = await Promise.all([
    queryClient.fetchQuery(designerQuery(call, uriOf(match))),
    queryClient.prefetchQuery(tagGroupsQuery(call)),
  ]);
  if (designer) await queryClient.prefetchQuery(themesQuery(call, designsInput(designer.id)));
}

export function meta({ match, queryClient, origin }: MetaContext): PageMeta {
  const designer = queryClient.getQueryData(designerQuery(cacheOnly, uriOf(match)).queryKey);
  if (designer === null) return notFoundMeta();
  if (!designer) return { title: 'Designer', canonical: null };
  const path = build('designers.designer', { designerUri: designer.uri });
  const designs =
    queryClient.getQueryData(themesQuery(cacheOnly, designsInput(designer.id)).queryKey)?.items ??
    [];
  const groups = tagGroupUris(
    queryClient.getQueryData(tagGroupsQuery(cacheOnly).queryKey)?.items ?? [],
  );
  return {
    title: `Designs by ${designer.name}`,
    description: designer.bio ?? `Cards, labels, calendars and photo books by ${designer.name}.`,
    canonical: path,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: designer.name,
        url: `${origin}${path}`,
        ...(designer.bio ? { description: designer.bio } : {}),
      },
      breadcrumbList(origin, [
        homeCrumb,
        { name: 'Designers', path: build('designers') },
        { name: designer.name, path },
      ]),
      itemList(
        origin,
        `Designs by ${designer.name}`,
        designs.map((d) => ({ name: d.name, path: designHref(d, groups) })),
      ),
    ],
  };
}

/** /designers/{designerUri}: who the designer is and their best-selling designs. */
export default function DesignerPage() {
  const match = useRouteMatch();
  const api = useApi();
  const designer = useQuery(designerQuery(api.call, uriOf(match)));
  const designerId = designer.data?.id;
  const designs = useQuery({
    ...themesQuery(api.call, designsInput(designerId ?? 0)),
    enabled: designerId !== undefined,
  });
  const groups = useQuery(tagGroupsQuery(api.call));

  if (designer.data === null) return <NotFoundView />;
  if (!designer.data) return null;
  const { name, bio, uri } = designer.data;
  const total = designs.data?.total;

  return (
    <>
      <PageIntro
        crumbs={[
          homeCrumb,
          { name: 'Designers', path: build('designers') },
          { name, path: build('designers.designer', { designerUri: uri }) },
        ]}
        eyebrow="Designer"
        title={name}
        lead={<p>{bio ?? `Designs by ${name}.`}</p>}
        aside={<Monogram name={name} large />}
      />
      <section className={styles.section} aria-labelledby="designer-designs">
        <Container>
          <div className={styles.sectionHead}>
            <h2 id="designer-designs">Designs by {name}</h2>
            {total === undefined ? null : (
              <p>
                {total > DESIGNS_SHOWN
                  ? `The ${DESIGNS_SHOWN} best sellers of ${total} designs`
                  : `${total} ${total === 1 ? 'design' : 'designs'}`}
              </p>
            )}
          </div>
          {designs.data && groups.data ? (
            designs.data.items.length ? (
              <DesignTiles designs={designs.data.items} groups={tagGroupUris(groups.data.items)} />
            ) : (
              <p className={styles.empty}>{name} has no designs in the shop right now.</p>
            )
          ) : null}
        </Container>
      </section>
    </>
  );
}
