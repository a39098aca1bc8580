import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import { formatCents } from '../../../shared/format/money';
import { build } from '../../../shared/routes/build';
import { tagGroupUris } from '../../../shared/routes/designHref';
import { useApi } from '../../apiContext';
import {
  productsQuery,
  type ThemesInput,
  tagGroupsQuery,
  themesQuery,
} from '../../common/catalogData/catalogQueries';
import { DesignTiles } from '../../common/designTiles/DesignTiles';
import { homeCrumb, PageIntro } from '../../common/PageIntro';
import { breadcrumbList } from '../../common/structuredData';
import { SampleKitSection } from '../../content';
import { Link } from '../../navigation/navigation';
import type { CallAction, MetaContext, PageMeta } from '../../navigation/pageModule';
import type { RouteMatch } from '../../navigation/useRouteMatch';
import { Container } from '../../ui/Container';
import { LinkButton } from '../../ui/LinkButton';
import styles from './ProductPages.module.css';

const TITLE = 'The wedding collection';
const DESCRIPTION =
  'Save the dates, invitations, thank you cards and wedding photo books that match, from the first announcement to the album.';

/** Each part of the day, the storefront category that holds it, and where to see them all. */
const parts = [
  {
    id: 'save-the-dates',
    title: 'Save the dates',
    to: build('cards.category', { tagGroupUri: 'save-the-dates' }),
  },
  {
    id: 'wedding-invitations',
    title: 'Invitations',
    to: build('cards.category', { tagGroupUri: 'wedding-invitations' }),
  },
  {
    id: 'thank-you-cards',
    title: 'Thank you cards',
    to: build('cards.category', { tagGroupUri: 'thank-you-cards' }),
  },
  {
    id: 'wedding-photo-books',
    title: 'Wedding photo books',
    to: build('photoBooks.collection', { collection: 'wedding' }),
  },
] as const;

const partInput = (tagGroupUri: string): ThemesInput => ({
  tagGroupUri,
  order: 'best_sellers',
  perPage: 4,
});

const sampleKitQuery = (call: CallAction) =>
  productsQuery(call, PRODUCT_TYPE_ID.wedding_sample_kit);

export async function prefetch(_match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  await Promise.all([
    ...parts.map((part) => queryClient.prefetchQuery(themesQuery(call, partInput(part.id)))),
    queryClient.prefetchQuery(tagGroupsQuery(call)),
    queryClient.prefetchQuery(sampleKitQuery(call)),
  ]);
}

export function meta({ origin }: MetaContext): PageMeta {
  const path = build('weddingCollection');
  return {
    title: TITLE,
    description: DESCRIPTION,
    canonical: path,
    structuredData: [breadcrumbList(origin, [homeCrumb, { name: TITLE, path }])],
  };
}

function WeddingPart({ part, first }: { part: (typeof parts)[number]; first: boolean }) {
  const api = useApi();
  const designs = useQuery(themesQuery(api.call, partInput(part.id)));
  const groups = useQuery(tagGroupsQuery(api.call));
  const headingId = `wedding-${part.id}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Container>
        <div className={styles.sectionHead}>
          <h2 id={headingId}>{part.title}</h2>
          <Link to={part.to}>
            See all<span className="visually-hidden"> {part.title.toLowerCase()}</span>
          </Link>
        </div>
        {designs.data && groups.data ? (
          <DesignTiles
            designs={designs.data.items}
            groups={tagGroupUris(groups.data.items)}
            eagerCount={first ? 4 : 0}
          />
        ) : null}
      </Container>
    </section>
  );
}

/** /wedding-collection: matching wedding stationery and books, and the sample kit. */
export default function WeddingCollectionPage() {
  const api = useApi();
  const kit = useQuery(sampleKitQuery(api.call)).data?.items[0];
  return (
    <>
      <PageIntro
        crumbs={[homeCrumb, { name: TITLE, path: build('weddingCollection') }]}
        eyebrow="Weddings"
        title={TITLE}
        art="cards"
        lead={
          <>
            <p>
              From the first announcement to the album: designs that match across every card and the
              book of the day.
            </p>
            {kit ? (
              <>
                <p className={styles.fromPrice} data-testid="sample-kit-price">
                  Sample kit {formatCents(kit.priceCents)} — feel the papers first
                </p>
                {/* Ordered as it is through /checkout's add, or requested by mail below. */}
                <LinkButton to={build('checkout', { productId: kit.id, quantity: 1 })}>
                  Order the sample kit
                </LinkButton>
              </>
            ) : null}
          </>
        }
      />
      {parts.map((part, index) => (
        <WeddingPart key={part.id} part={part} first={index === 0} />
      ))}
      <SampleKitSection />
    </>
  );
}
