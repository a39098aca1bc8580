import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { build } from '../../../shared/routes/build';
import { useApi } from '../../apiContext';
import { cacheOnly, designersQuery } from '../../common/catalogData/catalogQueries';
import { homeCrumb, PageIntro } from '../../common/PageIntro';
import { breadcrumbList, itemList } from '../../common/structuredData';
import { Link } from '../../navigation/navigation';
import type { CallAction, MetaContext, PageMeta } from '../../navigation/pageModule';
import type { RouteMatch } from '../../navigation/useRouteMatch';
import { Container } from '../../ui/Container';
import styles from '../products/ProductPages.module.css';
import own from './DesignersPage.module.css';
import { Monogram } from './Monogram';

const TITLE = 'Our designers';
const DESCRIPTION =
  'Meet the independent designers behind our cards, labels, calendars and photo books, and browse each one’s designs.';

export async function prefetch(_match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  await queryClient.prefetchQuery(designersQuery(call));
}

export function meta({ queryClient, origin }: MetaContext): PageMeta {
  const path = build('designers');
  const designers = queryClient.getQueryData(designersQuery(cacheOnly).queryKey)?.items ?? [];
  return {
    title: TITLE,
    description: DESCRIPTION,
    canonical: path,
    structuredData: [
      breadcrumbList(origin, [homeCrumb, { name: TITLE, path }]),
      itemList(
        origin,
        TITLE,
        designers.map((d) => ({
          name: d.name,
          path: build('designers.designer', { designerUri: d.uri }),
        })),
      ),
    ],
  };
}

/** /designers: everyone whose designs we sell, each linking to their page. */
export default function DesignersPage() {
  const api = useApi();
  const designers = useQuery(designersQuery(api.call));
  const items = designers.data?.items ?? [];
  return (
    <>
      <PageIntro
        crumbs={[homeCrumb, { name: TITLE, path: build('designers') }]}
        eyebrow="Designed by people, not templates"
        title={TITLE}
        lead={
          <p>
            Every design in our shop is drawn by an independent designer. Find the style you love
            and see everything they have made.
          </p>
        }
      />
      <section className={styles.section} aria-label="Designers">
        <Container>
          {designers.isSuccess && items.length === 0 ? (
            <p className={styles.empty}>No designers to show yet.</p>
          ) : null}
          <ul className={styles.cards}>
            {items.map((designer) => (
              <li key={designer.id} className={`${styles.card} ${own.designer}`}>
                <div className={own.head}>
                  <Monogram name={designer.name} />
                  <h2 className={own.name}>{designer.name}</h2>
                </div>
                {designer.bio ? <p>{designer.bio}</p> : null}
                <Link
                  to={build('designers.designer', { designerUri: designer.uri })}
                  className={styles.cardLink}
                >
                  See designs<span className="visually-hidden"> by {designer.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
