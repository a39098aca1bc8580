import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import {
  BOOK_COVERS,
  BOOK_INCLUDED_PAGES,
  BOOK_MAX_PAGES,
  bookTablePrices,
  buildBookPriceTable,
  coverSurchargeCents,
} from '../../../shared/catalog/bookPricing';
import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import { BOOK_SHAPES } from '../../../shared/catalog/sizes';
import { formatCents } from '../../../shared/format/money';
import { pricingCatalogue } from '../../../shared/pricing/catalogue';
import { fromPriceCents, productFromCents } from '../../../shared/pricing/fromPrices';
import { build } from '../../../shared/routes/build';
import { tagGroupUris } from '../../../shared/routes/designHref';
import { photoBookCollections } from '../../../shared/routes/queryEnums';
import { useApi } from '../../apiContext';
import { cacheOnly, tagGroupsQuery } from '../../common/catalogData/catalogQueries';
import { DesignTiles } from '../../common/designTiles/DesignTiles';
import { homeCrumb, PageIntro } from '../../common/PageIntro';
import { breadcrumbList, productWithPriceRange } from '../../common/structuredData';
import { VolumeSalesCallout } from '../../content';
import { Link } from '../../navigation/navigation';
import type { CallAction, MetaContext, PageMeta } from '../../navigation/pageModule';
import { type RouteMatch, useRouteMatch } from '../../navigation/useRouteMatch';
import { Container } from '../../ui/Container';
import { LinkButton } from '../../ui/LinkButton';
import styles from '../products/ProductPages.module.css';
import { SizeShape } from '../products/SizeShape';
import { inchesText, shapeNames } from '../products/sizeText';
import { bookDesignsQuery, bookProductsQuery, POPULAR_BOOK_DESIGNS } from './bookQueries';
import { collectionCopy } from './collections';
import { coverBlurbs } from './coverBlurbs';
import { isPhotoBookLandingRoute, landingCopy, type PhotoBookLandingRoute } from './landingCopy';
import own from './PhotoBooksPage.module.css';

function routeOf(match: RouteMatch): PhotoBookLandingRoute {
  return isPhotoBookLandingRoute(match.name) ? match.name : 'photoBooks';
}

export async function prefetch(_match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  await Promise.all([
    queryClient.prefetchQuery(bookProductsQuery(call)),
    queryClient.prefetchQuery(bookDesignsQuery(call, POPULAR_BOOK_DESIGNS)),
    queryClient.prefetchQuery(tagGroupsQuery(call)),
  ]);
}

export function meta({ match, queryClient, origin }: MetaContext): PageMeta {
  const route = routeOf(match);
  const copy = landingCopy[route];
  const path = build(route);
  const products = queryClient.getQueryData(bookProductsQuery(cacheOnly).queryKey)?.items ?? [];
  const prices = bookTablePrices(buildBookPriceTable(products));
  return {
    title: copy.title,
    description: copy.description,
    canonical: path,
    structuredData: [
      productWithPriceRange(
        origin,
        { name: copy.title, description: copy.description, path },
        prices,
      ),
      breadcrumbList(origin, [homeCrumb, { name: copy.title, path }]),
    ],
  };
}

/** The photo-book landing: sizes and shapes, covers, popular designs and the collections. */
export default function PhotoBooksPage() {
  const match = useRouteMatch();
  const route = routeOf(match);
  const copy = landingCopy[route];
  const api = useApi();
  const products = useQuery(bookProductsQuery(api.call));
  const designs = useQuery(bookDesignsQuery(api.call, POPULAR_BOOK_DESIGNS));
  const groups = useQuery(tagGroupsQuery(api.call));
  const items = products.data?.items ?? [];
  const sizes = buildBookPriceTable(items, [BOOK_INCLUDED_PAGES]);
  // "From" prices come from the one pricing function the cart and the order use.
  const catalogue = pricingCatalogue(items);
  const fromCents = fromPriceCents([PRODUCT_TYPE_ID.book], catalogue);
  const sizeFromCents = (productId: number) => {
    const product = catalogue.products.find((p) => p.id === productId);
    return product && productFromCents(product, catalogue);
  };
  // The covers' surcharges are shown for the cheapest size, the one "From" is the price of.
  const cheapest = sizes.find((size) => sizeFromCents(size.productId) === fromCents);
  // Shapes are drawn to one scale, so sizes compare across the three cards.
  const largest = Math.max(1, ...sizes.map((s) => Math.max(s.widthInches, s.heightInches)));

  return (
    <>
      <PageIntro
        crumbs={[homeCrumb, { name: copy.title, path: build(route) }]}
        eyebrow={copy.eyebrow}
        title={copy.title}
        art="photoBooks"
        lead={
          <>
            <p>{copy.lead}</p>
            {fromCents === undefined ? null : (
              <p className={styles.fromPrice}>From {formatCents(fromCents)}</p>
            )}
          </>
        }
      >
        <LinkButton to={build('allPhotoBooks')} size="large">
          Browse book designs
        </LinkButton>
        <LinkButton to={build('photoBookPricing')} size="large" variant="secondary">
          See all prices
        </LinkButton>
      </PageIntro>

      <section className={styles.section} aria-labelledby="book-sizes">
        <Container>
          <div className={styles.sectionHead}>
            <h2 id="book-sizes">Sizes and shapes</h2>
            <p>
              Every size comes with {BOOK_INCLUDED_PAGES} pages; add up to {BOOK_MAX_PAGES}.
            </p>
          </div>
          <ul className={styles.cards}>
            {BOOK_SHAPES.map((shape) => {
              const ofShape = sizes.filter((size) => size.shape === shape);
              return (
                <li key={shape} className={styles.card}>
                  <h3>{shapeNames[shape]}</h3>
                  {ofShape.length === 0 ? (
                    <p>No {shape} sizes at the moment.</p>
                  ) : (
                    <ul className={own.sizeList}>
                      {ofShape.map((size) => (
                        <li key={size.productId} className={own.size}>
                          <SizeShape
                            width={size.widthInches}
                            height={size.heightInches}
                            largest={largest}
                          />
                          <span>
                            <span className={own.sizeName}>
                              {inchesText(size.widthInches, size.heightInches)}
                              {size.sizeLabel ? ` · ${size.sizeLabel}` : ''}
                            </span>
                            <span className={own.sizePrice}>
                              from {formatCents(sizeFromCents(size.productId) ?? 0)}
                            </span>
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </Container>
      </section>

      <section className={styles.section} aria-labelledby="book-covers">
        <Container>
          <div className={styles.sectionHead}>
            <h2 id="book-covers">Covers</h2>
            <Link to={build('photoBookPricing')}>Compare prices by size and pages</Link>
          </div>
          <ul className={styles.cards}>
            {BOOK_COVERS.map((cover) => {
              const extra = cheapest ? coverSurchargeCents(cheapest, cover.coverTypeId) : 0;
              return (
                <li key={cover.coverTypeId} className={styles.card}>
                  <h3>{cover.name}</h3>
                  <p>{coverBlurbs[cover.coverTypeId]}</p>
                  <p className={styles.price}>
                    {extra === 0 ? 'Included' : `From +${formatCents(extra)}`}
                  </p>
                </li>
              );
            })}
          </ul>
        </Container>
      </section>

      <section className={styles.section} aria-labelledby="book-designs">
        <Container>
          <div className={styles.sectionHead}>
            <h2 id="book-designs">Popular designs</h2>
            <Link to={build('allPhotoBooks')}>See every book design</Link>
          </div>
          {designs.data && groups.data ? (
            <DesignTiles designs={designs.data.items} groups={tagGroupUris(groups.data.items)} />
          ) : null}
        </Container>
      </section>

      <section className={styles.section} aria-labelledby="book-collections">
        <Container>
          <div className={styles.sectionHead}>
            <h2 id="book-collections">Books for every story</h2>
          </div>
          <ul className={styles.chips}>
            {photoBookCollections.map((collection) => (
              <li key={collection}>
                <Link to={build('photoBooks.collection', { collection })}>
                  {collectionCopy[collection].name}
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      {route === 'proCollection' ? <VolumeSalesCallout tagGroupUri="pro-collection" /> : null}
    </>
  );
}
