import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { wallArtOptionOf } from '../../../shared/catalog/wallArt';
import { formatCents } from '../../../shared/format/money';
import { pricingCatalogue } from '../../../shared/pricing/catalogue';
import { fromPriceCents } from '../../../shared/pricing/fromPrices';
import { build } from '../../../shared/routes/build';
import { tagGroupUris } from '../../../shared/routes/designHref';
import { useApi } from '../../apiContext';
import {
  cacheOnly,
  productsQuery,
  type ThemesInput,
  tagGroupsQuery,
  themesQuery,
} from '../../common/catalogData/catalogQueries';
import { DesignTiles } from '../../common/designTiles/DesignTiles';
import { homeCrumb, PageIntro } from '../../common/PageIntro';
import { breadcrumbList, productWithOffers } from '../../common/structuredData';
import type { CallAction, MetaContext, PageMeta } from '../../navigation/pageModule';
import { type RouteMatch, useRouteMatch } from '../../navigation/useRouteMatch';
import { Container } from '../../ui/Container';
import styles from '../products/ProductPages.module.css';
import { SizePriceTable } from '../products/SizePriceTable';
import { type DecorRoute, decorLines, isDecorRoute } from './decorLines';
import own from './HomeDecorPage.module.css';
import { WallArtOrder } from './WallArtOrder';

function routeOf(match: RouteMatch): DecorRoute {
  return isDecorRoute(match.name) ? match.name : 'homeDecor.canvasPrints';
}

function designsInput(productTypeId: number): ThemesInput {
  return { productTypeId, order: 'best_sellers', perPage: 8 };
}

/** The canonical address: the acrylic page keeps its section (an invalid one falls back). */
function canonicalOf(match: RouteMatch): string {
  if (match.name === 'homeDecor.acrylicPrints') return build(match.name, match.query);
  return build(routeOf(match));
}

export async function prefetch(match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  const line = decorLines[routeOf(match)];
  await Promise.all([
    queryClient.prefetchQuery(productsQuery(call, line.productTypeId)),
    queryClient.prefetchQuery(themesQuery(call, designsInput(line.productTypeId))),
    queryClient.prefetchQuery(tagGroupsQuery(call)),
  ]);
}

export function meta({ match, queryClient, origin }: MetaContext): PageMeta {
  const route = routeOf(match);
  const line = decorLines[route];
  const products =
    queryClient.getQueryData(productsQuery(cacheOnly, line.productTypeId).queryKey)?.items ?? [];
  const path = canonicalOf(match);
  return {
    title: line.title,
    description: line.description,
    canonical: path,
    structuredData: [
      productWithOffers(
        origin,
        { name: line.title, description: line.description, path: build(route) },
        products.map((product) => ({
          name: product.name,
          sku: product.sku,
          priceCents: product.priceCents,
        })),
      ),
      breadcrumbList(origin, [
        homeCrumb,
        { name: 'Wall art', path: build('products') },
        { name: line.title, path: build(route) },
      ]),
    ],
  };
}

/** Canvas, metal, acrylic and poster prints: sizes with prices, why the material, designs. */
export default function HomeDecorPage() {
  const match = useRouteMatch();
  const route = routeOf(match);
  const line = decorLines[route];
  const api = useApi();
  const products = useQuery(productsQuery(api.call, line.productTypeId));
  const designs = useQuery(themesQuery(api.call, designsInput(line.productTypeId)));
  const groups = useQuery(tagGroupsQuery(api.call));
  const items = products.data?.items ?? [];
  // The same function prices the cart, so "From" is what the cheapest piece costs there.
  const catalogue = pricingCatalogue(items);
  const fromCents = fromPriceCents([line.productTypeId], catalogue);
  // The acrylic page's only section (spec §2): asked for, the value blocks come first.
  const blocksFirst = match.name === 'homeDecor.acrylicPrints' && match.query.section === 'blocks';
  const noun = line.title.replace(/s$/, '').toLowerCase();

  const valueBlocks = (
    <section className={styles.section} aria-labelledby="decor-values" id="blocks">
      <Container>
        <h2 id="decor-values" className={own.valuesTitle}>
          Why {line.title.toLowerCase()}
        </h2>
        <ul className={styles.cards}>
          {line.values.map((value) => (
            <li key={value.title} className={styles.card}>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );

  return (
    <>
      <PageIntro
        crumbs={[
          homeCrumb,
          { name: 'Wall art', path: build('products') },
          { name: line.title, path: build(route) },
        ]}
        eyebrow={line.eyebrow}
        title={line.title}
        art={line.art}
        lead={
          <>
            <p>{line.lead}</p>
            {fromCents === undefined ? null : (
              <p className={styles.fromPrice}>From {formatCents(fromCents)}</p>
            )}
          </>
        }
      />
      {blocksFirst ? valueBlocks : null}
      <section className={styles.section} aria-labelledby="decor-order">
        <Container>
          <div className={styles.sectionHead}>
            <h2 id="decor-order">Make your {noun}</h2>
            <p>
              Choose the size{wallArtOptionOf(line.productTypeId) ? ' and finish' : ''}, then add
              your photo.
            </p>
          </div>
          <WallArtOrder productTypeId={line.productTypeId} noun={noun} catalogue={catalogue} />
        </Container>
      </section>
      <section className={styles.section} aria-labelledby="decor-sizes">
        <Container>
          <div className={styles.sectionHead}>
            <h2 id="decor-sizes">Sizes and prices</h2>
            <p>Every size printed to order and shipped ready to hang.</p>
          </div>
          {products.isSuccess && items.length === 0 ? (
            <p className={styles.empty}>No sizes are on sale at the moment.</p>
          ) : (
            <SizePriceTable
              products={items}
              caption={`${line.title}: sizes and prices`}
              noun={noun}
            />
          )}
        </Container>
      </section>
      {blocksFirst ? null : valueBlocks}
      <section className={styles.section} aria-labelledby="decor-designs">
        <Container>
          <div className={styles.sectionHead}>
            <h2 id="decor-designs">Designs to start from</h2>
            <p>Or start with a single photo of your own.</p>
          </div>
          {designs.data && groups.data ? (
            designs.data.items.length ? (
              <DesignTiles
                designs={designs.data.items}
                groups={tagGroupUris(groups.data.items)}
                eagerCount={0}
              />
            ) : (
              <p className={styles.empty}>No designs yet.</p>
            )
          ) : null}
        </Container>
      </section>
    </>
  );
}
