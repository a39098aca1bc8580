import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import {
  BOOK_COVERS,
  BOOK_INCLUDED_PAGES,
  BOOK_MAX_PAGES,
  bookTablePrices,
  buildBookPriceTable,
  CENTS_PER_EXTRA_PAGE_PER_SQUARE_INCH,
} from '../../../shared/catalog/bookPricing';
import { formatCents } from '../../../shared/format/money';
import { build } from '../../../shared/routes/build';
import { useApi } from '../../apiContext';
import { cacheOnly } from '../../common/catalogData/catalogQueries';
import { homeCrumb, PageIntro } from '../../common/PageIntro';
import { breadcrumbList, productWithPriceRange } from '../../common/structuredData';
import { Link } from '../../navigation/navigation';
import type { CallAction, MetaContext, PageMeta } from '../../navigation/pageModule';
import type { RouteMatch } from '../../navigation/useRouteMatch';
import { Container } from '../../ui/Container';
import { LinkButton } from '../../ui/LinkButton';
import styles from '../products/ProductPages.module.css';
import { inchesText, shapeNames } from '../products/sizeText';
import { bookProductsQuery } from './bookQueries';
import own from './PhotoBookPricingPage.module.css';

const TITLE = 'Photo book pricing';
const DESCRIPTION =
  'Photo book prices by size, cover and page count: softcover, hardcover and linen, 20 to 150 pages, in square, landscape and portrait sizes.';

export async function prefetch(_match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  await queryClient.prefetchQuery(bookProductsQuery(call));
}

export function meta({ queryClient, origin }: MetaContext): PageMeta {
  const path = build('photoBookPricing');
  const products = queryClient.getQueryData(bookProductsQuery(cacheOnly).queryKey)?.items ?? [];
  const prices = bookTablePrices(buildBookPriceTable(products));
  return {
    title: TITLE,
    description: DESCRIPTION,
    canonical: path,
    structuredData: [
      productWithPriceRange(origin, { name: 'Photo book', description: DESCRIPTION, path }, prices),
      breadcrumbList(origin, [
        homeCrumb,
        { name: 'Photo books', path: build('photoBooks') },
        { name: TITLE, path },
      ]),
    ],
  };
}

/** /photo-book-pricing: a price table per book size, a row per page count, a column per cover. */
export default function PhotoBookPricingPage() {
  const api = useApi();
  const products = useQuery(bookProductsQuery(api.call));
  const sizes = buildBookPriceTable(products.data?.items ?? []);

  return (
    <>
      <PageIntro
        crumbs={[
          homeCrumb,
          { name: 'Photo books', path: build('photoBooks') },
          { name: TITLE, path: build('photoBookPricing') },
        ]}
        eyebrow="Photo books"
        title={TITLE}
        lead={
          <p>
            Every book includes {BOOK_INCLUDED_PAGES} pages and a softcover. Choose a hardcover or
            linen cover and add pages up to {BOOK_MAX_PAGES}; each extra page costs{' '}
            {CENTS_PER_EXTRA_PAGE_PER_SQUARE_INCH}¢ per square inch of page.
          </p>
        }
      >
        <LinkButton to={build('allPhotoBooks')}>Browse book designs</LinkButton>
      </PageIntro>

      <section className={styles.section} aria-labelledby="price-tables">
        <Container>
          <div className={styles.sectionHead}>
            <h2 id="price-tables">Prices by size, cover and pages</h2>
            <p>Prices in US dollars, before shipping.</p>
          </div>
          {sizes.length === 0 && products.isSuccess ? (
            <p className={styles.empty}>No photo book sizes are on sale at the moment.</p>
          ) : null}
          <div className={own.tables}>
            {sizes.map((size) => {
              const sizeName = `${inchesText(size.widthInches, size.heightInches)} ${shapeNames[size.shape].toLowerCase()}`;
              const extraPage = Math.round(
                size.widthInches * size.heightInches * CENTS_PER_EXTRA_PAGE_PER_SQUARE_INCH,
              );
              return (
                <div key={size.productId} className={own.tableCard}>
                  <table className={own.table}>
                    <caption>
                      <span className={own.captionRow}>
                        <span className={own.caption}>{sizeName}</span>
                        {size.sizeLabel ? (
                          <span className={own.captionNote}>{size.sizeLabel}</span>
                        ) : null}
                      </span>
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">Pages</th>
                        {BOOK_COVERS.map((cover) => (
                          <th scope="col" key={cover.coverTypeId}>
                            {cover.name}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {size.rows.map((row) => (
                        <tr key={row.pageCount}>
                          <th scope="row">{row.pageCount}</th>
                          {row.cents.map((cents, index) => (
                            <td key={BOOK_COVERS[index]?.coverTypeId}>
                              {cents === null ? (
                                <span title="This cover binds fewer pages">—</span>
                              ) : (
                                formatCents(cents)
                              )}
                            </td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  <p className={own.extra}>Each extra page: {formatCents(extraPage)}</p>
                </div>
              );
            })}
          </div>
          <p className={styles.note}>
            Any page count from {BOOK_INCLUDED_PAGES} to {BOOK_MAX_PAGES} can be ordered; the table
            shows a few. Want to see the shapes side by side?{' '}
            <Link to={build('photoBooks')}>Compare sizes and shapes</Link>.
          </p>
        </Container>
      </section>
    </>
  );
}
