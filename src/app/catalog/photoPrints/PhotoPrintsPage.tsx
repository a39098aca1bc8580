import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import { formatCents } from '../../../shared/format/money';
import { pricingCatalogue } from '../../../shared/pricing/catalogue';
import { cheapestOptions, fromPriceCents } from '../../../shared/pricing/fromPrices';
import { priceProject } from '../../../shared/pricing/priceProject';
import { build } from '../../../shared/routes/build';
import { useApi } from '../../apiContext';
import { cacheOnly, productsQuery } from '../../common/catalogData/catalogQueries';
import { homeCrumb, PageIntro } from '../../common/PageIntro';
import { breadcrumbList, productWithOffers } from '../../common/structuredData';
import type { CallAction, MetaContext, PageMeta } from '../../navigation/pageModule';
import { type RouteMatch, useRouteMatch } from '../../navigation/useRouteMatch';
import { Container } from '../../ui/Container';
import { LinkButton } from '../../ui/LinkButton';
import styles from '../products/ProductPages.module.css';
import own from './PhotoPrintsPage.module.css';

/** The builder is the page's own chunk: the prices and the words above it load first. */
const PrintBuilder = lazy(() => import('./PrintBuilder'));

const TITLE = 'Photo prints';
const DESCRIPTION =
  'Classic photo prints from your phone or computer on matte or glossy paper. See the price per print and for 10 to 250 prints.';
/** Order sizes the price list shows; any quantity can be ordered. */
const QUANTITIES = [10, 25, 50, 100, 250] as const;

const printsQuery = (call: CallAction) => productsQuery(call, PRODUCT_TYPE_ID.photo_print);

const values = [
  { title: 'Matte or glossy', text: 'Choose the finish per order; both on archival photo paper.' },
  { title: 'Straight from your library', text: 'Pick photos you have uploaded, from any device.' },
  { title: 'Checked by hand', text: 'Our print team checks colour and cropping before shipping.' },
];

export async function prefetch(_match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  await queryClient.prefetchQuery(printsQuery(call));
}

export function meta({ queryClient, origin }: MetaContext): PageMeta {
  const path = build('photoPrints');
  const products = queryClient.getQueryData(printsQuery(cacheOnly).queryKey)?.items ?? [];
  return {
    title: TITLE,
    description: DESCRIPTION,
    canonical: path,
    structuredData: [
      productWithOffers(
        origin,
        { name: TITLE, description: DESCRIPTION, path },
        products.map((p) => ({ name: p.name, sku: p.sku, priceCents: p.priceCents })),
      ),
      breadcrumbList(origin, [homeCrumb, { name: TITLE, path }]),
    ],
  };
}

/**
 * /photo-prints: where prints are made and ordered (the builder), with the price of a print and
 * of common order sizes; a print project's editor link opens it here (pid).
 */
export default function PhotoPrintsPage() {
  const api = useApi();
  const match = useRouteMatch('photoPrints');
  const projectId = match?.query.pid;
  // The builder reads the session and the device's library: it starts once the page is live.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const products = useQuery(printsQuery(api.call));
  const prints = products.data?.items ?? [];
  // Prices come from the one pricing function the cart uses: one print of the cheapest size.
  const catalogue = pricingCatalogue(prints);
  const fromCents = fromPriceCents([PRODUCT_TYPE_ID.photo_print], catalogue);
  const priceOf = (productId: number, quantity: number) => {
    const product = catalogue.products.find((p) => p.id === productId);
    const options = product && cheapestOptions(product, catalogue);
    return options && priceProject({ ...options, quantity }, catalogue).totalCents;
  };

  return (
    <>
      <PageIntro
        crumbs={[homeCrumb, { name: TITLE, path: build('photoPrints') }]}
        eyebrow="Prints"
        title={TITLE}
        art="prints"
        lead={
          <>
            <p>
              Real photo prints from the pictures on your phone, printed on archival paper and
              shipped in a sturdy mailer.
            </p>
            {fromCents === undefined ? null : (
              <p className={styles.fromPrice}>{formatCents(fromCents)} a print</p>
            )}
          </>
        }
      >
        <LinkButton to="#make-prints" size="large">
          Choose photos to print
        </LinkButton>
      </PageIntro>

      <section id="make-prints" className={styles.section} aria-labelledby="make-prints-title">
        <Container>
          <div className={styles.sectionHead}>
            <h2 id="make-prints-title">Make your prints</h2>
            <p>Pick photos, then choose each print’s size, copies, finish, border and crop.</p>
          </div>
          {live ? (
            <Suspense fallback={<p>Loading the print maker…</p>}>
              <PrintBuilder catalogue={catalogue} projectId={projectId} />
            </Suspense>
          ) : (
            <p>Loading the print maker…</p>
          )}
        </Container>
      </section>

      <section className={styles.section} aria-labelledby="print-prices">
        <Container>
          <div className={styles.sectionHead}>
            <h2 id="print-prices">Prices</h2>
            <p>The same price per print at any quantity.</p>
          </div>
          {products.isSuccess && prints.length === 0 ? (
            <p className={styles.empty}>Photo prints are not on sale at the moment.</p>
          ) : null}
          {prints.map((print) => (
            <table key={print.id} className={own.table}>
              <caption>{print.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Prints</th>
                  <th scope="col">Price</th>
                </tr>
              </thead>
              <tbody>
                {QUANTITIES.map((quantity) => (
                  <tr key={quantity}>
                    <th scope="row">{quantity}</th>
                    <td>{formatCents(priceOf(print.id, quantity) ?? 0)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </Container>
      </section>

      <section className={styles.section} aria-labelledby="print-values">
        <Container>
          <h2 id="print-values" className={own.valuesTitle}>
            Why print with us
          </h2>
          <ul className={styles.cards}>
            {values.map((value) => (
              <li key={value.title} className={styles.card}>
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
