import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import { formatCents } from '../../../shared/format/money';
import { pricingCatalogue } from '../../../shared/pricing/catalogue';
import { productFromCents } from '../../../shared/pricing/fromPrices';
import { build } from '../../../shared/routes/build';
import { useApi } from '../../apiContext';
import { productsQuery } from '../../common/catalogData/catalogQueries';
import { homeCrumb, PageIntro } from '../../common/PageIntro';
import { breadcrumbList } from '../../common/structuredData';
import type { CallAction, MetaContext, PageMeta } from '../../navigation/pageModule';
import type { RouteMatch } from '../../navigation/useRouteMatch';
import { Container } from '../../ui/Container';
import { LinkButton } from '../../ui/LinkButton';
import styles from './ProductPages.module.css';

const TITLE = 'Memory reels';
const DESCRIPTION =
  'A short film of your photos set to music: choose the photos, how long each plays and the track, then share it or order it.';

const reelQuery = (call: CallAction) => productsQuery(call, PRODUCT_TYPE_ID.memory_reel);

/** A new reel: the editor starts a blank one, its photos and track chosen there. */
const START = build('editor', { type: 'memory_reel', new: true });

export async function prefetch(_match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  await queryClient.prefetchQuery(reelQuery(call));
}

export function meta({ origin }: MetaContext): PageMeta {
  const path = build('memories');
  return {
    title: TITLE,
    description: DESCRIPTION,
    canonical: path,
    structuredData: [breadcrumbList(origin, [homeCrumb, { name: TITLE, path }])],
  };
}

/** /memories: what a memory reel is, its price (as the cart charges it) and where to start one. */
export default function MemoryReelPage() {
  const api = useApi();
  const reel = useQuery(reelQuery(api.call)).data?.items[0];
  const cents = reel ? productFromCents(reel, pricingCatalogue([reel])) : undefined;
  return (
    <>
      <PageIntro
        crumbs={[homeCrumb, { name: TITLE, path: build('memories') }]}
        eyebrow="Photo films"
        title={TITLE}
        lead={
          <>
            <p>{DESCRIPTION}</p>
            {cents !== undefined ? (
              <p className={styles.fromPrice} data-testid="reel-price">
                {formatCents(cents)} a reel
              </p>
            ) : null}
            <LinkButton to={START} size="large">
              Make a memory reel
            </LinkButton>
          </>
        }
      />
      <section className={styles.section} aria-labelledby="reel-steps">
        <Container>
          <h2 id="reel-steps">How a reel is made</h2>
          <ol>
            <li>Choose the photos from your library, in the order they play.</li>
            <li>Set how long each one shows, and pick a track.</li>
            <li>Watch it in the preview, share its link, or order it from the editor.</li>
          </ol>
        </Container>
      </section>
    </>
  );
}
