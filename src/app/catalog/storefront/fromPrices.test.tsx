import { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import { sizeParam } from '../../../shared/catalog/sizes';
import { formatCents } from '../../../shared/format/money';
import { pricingCatalogue } from '../../../shared/pricing/catalogue';
import { priceProject } from '../../../shared/pricing/priceProject';
import { SAMPLE_PRODUCTS } from '../../../shared/pricing/testing/sampleCatalogue';
import type { ProductOptions } from '../../../shared/project/options';
import { productsQuery } from '../../common/catalogData/catalogQueries';
import { Providers } from '../../providers';
import { RouterNavigation } from '../../routing/routerNavigation';
import HomeDecorPage from '../homeDecor/HomeDecorPage';
import PhotoBooksPage from '../photoBooks/PhotoBooksPage';
import PhotoPrintsPage from '../photoPrints/PhotoPrintsPage';
import ProductsPage from '../products/ProductsPage';

/*
 * The storefront's "from" prices are what priceProject charges for the cheapest options: one
 * item, the included cover and pages, no foil, trim or envelope, the cheapest print size. The
 * expected prices are priced here from spelled-out options, not through fromPrices, so the test
 * would catch the storefront and the cart drifting apart.
 */

const catalogue = pricingCatalogue(SAMPLE_PRODUCTS);

/** The lowest priceProject total of one item of these types at its cheapest options. */
function cheapestPriceCents(productTypeIds: readonly number[], extra: Partial<ProductOptions>) {
  const totals = SAMPLE_PRODUCTS.filter((p) => productTypeIds.includes(p.productTypeId)).map(
    (p) =>
      priceProject(
        {
          productTypeId: p.productTypeId as ProductOptions['productTypeId'],
          productId: p.id,
          sizeKey:
            p.widthInches && p.heightInches
              ? sizeParam({ width: p.widthInches, height: p.heightInches })
              : '4x6',
          quantity: 1,
          ...extra,
        },
        catalogue,
      ).totalCents,
  );
  return Math.min(...totals);
}

/** The page's server render with the products call already answered from the sample catalogue. */
function render(Page: ComponentType, location: string, productTypeId?: number) {
  const queryClient = new QueryClient();
  const never = () => new Promise<never>(() => {});
  queryClient.setQueryData(productsQuery(never, productTypeId).queryKey, {
    items: SAMPLE_PRODUCTS.filter(
      (p) => productTypeId === undefined || p.productTypeId === productTypeId,
    ).map((p) => ({ ...p, name: `Product ${p.id}` })),
  });
  return renderToString(
    <Providers api={{ call: never as never, setCsrfToken: () => {} }} queryClient={queryClient}>
      <StaticRouter location={location}>
        <RouterNavigation>
          <Page />
        </RouterNavigation>
      </StaticRouter>
    </Providers>,
  ).replaceAll('<!-- -->', '');
}

describe('storefront "from" prices are priceProject of the cheapest options', () => {
  it('photo books: the cheapest size, softcover, included pages', () => {
    const cents = cheapestPriceCents([PRODUCT_TYPE_ID.book], { coverTypeId: 1, pageCount: 20 });
    expect(cents).toBe(1920);
    expect(render(PhotoBooksPage, '/photo-books', PRODUCT_TYPE_ID.book)).toContain(
      `From ${formatCents(cents)}`,
    );
  });

  it('wall art: the cheapest canvas without a paid wrap', () => {
    const cents = cheapestPriceCents([PRODUCT_TYPE_ID.canvas], {});
    expect(render(HomeDecorPage, '/home-decor/canvas-prints', PRODUCT_TYPE_ID.canvas)).toContain(
      `From ${formatCents(cents)}`,
    );
  });

  it('photo prints: one print of the cheapest size', () => {
    const cents = cheapestPriceCents([PRODUCT_TYPE_ID.photo_print], { sizeKey: '4x6' });
    expect(render(PhotoPrintsPage, '/photo-prints', PRODUCT_TYPE_ID.photo_print)).toContain(
      `${formatCents(cents)} a print`,
    );
  });

  it('the products page: each line from its cheapest item', () => {
    const html = render(ProductsPage, '/products');
    for (const types of [
      [PRODUCT_TYPE_ID.book],
      [PRODUCT_TYPE_ID.calendar],
      [PRODUCT_TYPE_ID.label],
    ]) {
      const extra = types[0] === PRODUCT_TYPE_ID.book ? { coverTypeId: 1 as const } : {};
      expect(html).toContain(`From ${formatCents(cheapestPriceCents(types, extra))}`);
    }
  });
});
