import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { formatCents } from '../../../shared/format/money';
import { pricingCatalogue } from '../../../shared/pricing/catalogue';
import { fromPriceCents } from '../../../shared/pricing/fromPrices';
import { build } from '../../../shared/routes/build';
import { useApi } from '../../apiContext';
import { productsQuery } from '../../common/catalogData/catalogQueries';
import { homeCrumb, PageIntro } from '../../common/PageIntro';
import { breadcrumbList, itemList } from '../../common/structuredData';
import { Link } from '../../navigation/navigation';
import type { CallAction, MetaContext, PageMeta } from '../../navigation/pageModule';
import type { RouteMatch } from '../../navigation/useRouteMatch';
import { GiveAsGift } from '../../orders';
import { ProductArt } from '../../ui/art/ProductArt';
import { Container } from '../../ui/Container';
import styles from './ProductPages.module.css';
import own from './ProductsPage.module.css';
import { type ProductLineCard, productLineCards } from './productLineCards';

const TITLE = 'All products';
const DESCRIPTION =
  'Every product we print: photo books, cards, calendars, labels, canvas, metal, acrylic and poster prints, photo prints and more, with starting prices.';

type Product = {
  id: number;
  productTypeId: number;
  priceCents: number;
  widthInches?: number;
  heightInches?: number;
};

function summaryOf(line: ProductLineCard, products: readonly Product[]) {
  const own = products.filter((p) => line.productTypeIds.includes(p.productTypeId));
  const sizes = [
    ...new Set(
      own.flatMap((p) =>
        p.widthInches && p.heightInches ? [`${p.widthInches}×${p.heightInches}`] : [],
      ),
    ),
  ];
  // The same function prices the cart, so "From" is what the cheapest item costs there.
  const fromCents = fromPriceCents(line.productTypeIds, pricingCatalogue(own));
  return { fromCents, sizes };
}

export async function prefetch(_match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  await queryClient.prefetchQuery(productsQuery(call));
}

export function meta({ origin }: MetaContext): PageMeta {
  const path = build('products');
  return {
    title: TITLE,
    description: DESCRIPTION,
    canonical: path,
    structuredData: [
      breadcrumbList(origin, [homeCrumb, { name: TITLE, path }]),
      itemList(
        origin,
        TITLE,
        productLineCards.flatMap((line) => (line.to ? [{ name: line.name, path: line.to }] : [])),
      ),
    ],
  };
}

/** /products: every product line with its starting price and sizes, linking to its storefront. */
export default function ProductsPage() {
  const api = useApi();
  const products = useQuery(productsQuery(api.call));
  const items = products.data?.items ?? [];
  return (
    <>
      <PageIntro
        crumbs={[homeCrumb, { name: TITLE, path: build('products') }]}
        title={TITLE}
        eyebrow="Printed to order"
        lead={<p>Everything we make, printed in our own studio from your photos and words.</p>}
      />
      <section className={styles.section} aria-label="Product lines">
        <Container>
          <ul className={own.lines}>
            {productLineCards.map((line) => {
              const { fromCents, sizes } = summaryOf(line, items);
              return (
                <li key={line.id} className={own.line}>
                  {line.art ? (
                    <ProductArt kind={line.art} className={own.art} />
                  ) : (
                    <span className={own.artBlank} aria-hidden="true" />
                  )}
                  <div className={own.body}>
                    <h2 className={own.name}>{line.name}</h2>
                    <p>{line.blurb}</p>
                    {fromCents === undefined ? null : (
                      <p className={styles.price}>From {formatCents(fromCents)}</p>
                    )}
                    {sizes.length ? (
                      <p className={own.sizes}>Sizes (inches): {sizes.join(', ')}</p>
                    ) : null}
                    {line.to ? (
                      <Link to={line.to} className={own.link}>
                        {line.linkText}
                      </Link>
                    ) : null}
                    {line.productTypeIds[0] === undefined ? null : (
                      <GiveAsGift productTypeId={line.productTypeIds[0]} name={line.name} />
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </Container>
      </section>
    </>
  );
}
