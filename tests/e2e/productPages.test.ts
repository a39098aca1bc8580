import { describe, expect, it } from 'vitest';
import { bookPriceCents } from '../../src/shared/catalog/bookPricing';
import { formatCents } from '../../src/shared/format/money';
import { parse } from '../../src/shared/routes/parse';
import { browserSession, visible } from './support/browserSession';

const session = browserSession();

async function open(path: string) {
  await session.page.goto(path);
  await session.page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

interface WireProduct {
  id: number;
  name: string;
  price_cents: number;
  width_inches?: number;
  height_inches?: number;
}

async function products(productTypeId: number): Promise<WireProduct[]> {
  const response = await fetch(
    `${session.server.url}/api/v2/products?product_type_id=${productTypeId}`,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: WireProduct[] }).items;
}

function sizeOf(products: WireProduct[], width: number, height: number) {
  const product = products.find((p) => p.width_inches === width && p.height_inches === height);
  if (!product) throw new Error(`no ${width}x${height} product`);
  return {
    priceCents: product.price_cents,
    widthInches: width,
    heightInches: height,
  };
}

/** The price cell of a pricing table: the row of `pages`, the column of `cover`. */
async function priceCell(caption: RegExp, pages: number, cover: string): Promise<string> {
  const table = session.page.getByRole('table', { name: caption });
  const headers = await table.locator('thead th').allInnerTexts();
  const column = headers.findIndex((text) => text.trim().toLowerCase() === cover.toLowerCase());
  expect(column, `column ${cover} in ${headers.join('|')}`).toBeGreaterThan(0);
  const row = table.locator('tbody tr').filter({
    has: session.page.locator('th', { hasText: new RegExp(`^${pages}$`) }),
  });
  // The row header is cell 0, so prices start at column 1.
  return (
    (
      await row
        .locator('td')
        .nth(column - 1)
        .textContent()
    )?.trim() ?? ''
  );
}

/** The page's JSON-LD objects of one schema.org type. */
async function structuredData(type: string): Promise<Record<string, unknown>[]> {
  const texts = await session.page.locator('script[type="application/ld+json"]').allTextContents();
  return texts
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .filter((data) => data['@type'] === type);
}

/** Every design link of the page leads to a product page of the route table. */
async function designLinks(): Promise<string[]> {
  const links = session.page.locator('ul li a[href] h3').locator('xpath=..');
  await visible(links.first());
  return links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
}

const productPageRoutes = ['cards.theme', 'labels.theme', 'calendars.theme', 'theme.preview'];

describe('photo books', () => {
  it('shows the landing page with sizes, covers, designs and collections', async () => {
    await open('/photo-books');
    await visible(session.page.getByRole('heading', { name: 'Photo books', level: 1 }));
    await visible(session.page.getByRole('heading', { name: 'Sizes and shapes', level: 2 }));
    const books = await products(1);
    const cheapest = Math.min(...books.map((b) => b.price_cents));
    await visible(session.page.getByText(`From ${formatCents(cheapest)}`, { exact: true }));
    await visible(session.page.getByText('12 × 12 in · Large'));
    await visible(session.page.getByRole('link', { name: 'Travel', exact: true }));
    expect((await designLinks()).length).toBe(8);
  });

  it('prices match the products call and the pricing rule', async () => {
    await open('/photo-book-pricing');
    await visible(session.page.getByRole('heading', { name: 'Photo book pricing', level: 1 }));
    const books = await products(1);
    const small = sizeOf(books, 8, 8);
    const large = sizeOf(books, 12, 12);
    // The base cell is exactly the products call's price.
    expect(await priceCell(/8 × 8 in square/, 20, 'Softcover')).toBe(formatCents(small.priceCents));
    // A computed cell: linen cover and 150 pages on the largest book.
    expect(await priceCell(/12 × 12 in square/, 150, 'Linen hardcover')).toBe(
      formatCents(bookPriceCents(large, 3, 150)),
    );
    const canonical = await session.page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical?.endsWith('/photo-book-pricing')).toBe(true);
    const [product] = await structuredData('Product');
    expect(product?.offers).toMatchObject({
      '@type': 'AggregateOffer',
      // The cheapest book of the line (6 × 6 in since every size is sold), not the 8 × 8.
      lowPrice: (Math.min(...books.map((book) => book.price_cents)) / 100).toFixed(2),
      priceCurrency: 'USD',
    });
    expect(await structuredData('BreadcrumbList')).toHaveLength(1);
  });

  it('lists a collection’s designs and marks it current', async () => {
    await open('/photo-books/travel');
    await visible(session.page.getByRole('heading', { name: 'Travel photo books', level: 1 }));
    await visible(session.page.getByRole('link', { name: 'Travel', exact: true }));
    expect(
      await session.page
        .getByRole('link', { name: 'Travel', exact: true })
        .getAttribute('aria-current'),
    ).toBe('page');
    const hrefs = await designLinks();
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href.startsWith('/travel-photo-books/')).toBe(true);
  });
});

describe('home decor', () => {
  it('shows every size of metal prints with the price of the products call', async () => {
    await open('/home-decor/metal-prints');
    await visible(session.page.getByRole('heading', { name: 'Metal prints', level: 1 }));
    const table = session.page.getByRole('table', { name: /Metal prints: sizes and prices/ });
    const metal = await products(52);
    expect(metal.length).toBeGreaterThan(1);
    for (const product of metal) {
      const row = table.getByRole('row', {
        name: new RegExp(`^${product.width_inches} × ${product.height_inches} in`),
      });
      await visible(row);
      expect((await row.locator('td').first().textContent())?.trim()).toBe(
        formatCents(product.price_cents),
      );
    }
    const [data] = await structuredData('Product');
    expect(data?.offers).toHaveLength(metal.length);
  });

  it('falls back from an invalid section and says so in the canonical link', async () => {
    await open('/home-decor/acrylic-prints?section=sideways');
    await visible(session.page.getByRole('heading', { name: 'Acrylic prints', level: 1 }));
    const canonical = await session.page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical?.endsWith('/home-decor/acrylic-prints?section=blocks')).toBe(true);
    // The section asked for (after the fallback) comes straight after the introduction.
    const headings = await session.page.locator('main h2').allInnerTexts();
    expect(headings[0]).toBe('Why acrylic prints');
  });
});

describe('stores and designers', () => {
  it('a store lists its designs, each linking to its product page', async () => {
    await open('/stores/ada-park-shop');
    await visible(session.page.getByRole('heading', { name: 'Ada Park Shop', level: 1 }));
    const hrefs = await designLinks();
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) expect(productPageRoutes).toContain(parse(href).name);
    await session.page.locator(`a[href="${hrefs[0]}"]`).click();
    await session.page.waitForURL((url) => `${url.pathname}${url.search}` === hrefs[0]);
  });

  it('a designer page lists their designs, reached from the designers page', async () => {
    await open('/designers');
    await session.page.getByRole('link', { name: 'See designs by Ada Park' }).click();
    await session.page.waitForURL((url) => url.pathname === '/designers/ada-park');
    await visible(session.page.getByRole('heading', { name: 'Ada Park', level: 1 }));
    const hrefs = await designLinks();
    expect(hrefs.length).toBe(48);
    for (const href of hrefs) expect(productPageRoutes).toContain(parse(href).name);
  });

  it('an unknown store is a 404 page', async () => {
    const response = await session.page.goto('/stores/no-such-store');
    expect(response?.status()).toBe(404);
    await visible(
      session.page.getByRole('heading', { name: "We couldn't find that page", level: 1 }),
    );
    // The browser logs the document's own 404; that is the answer asked for, not a problem.
    session.expected.push(/status of 404/);
  });
});

describe('without JavaScript', () => {
  it('a product page still renders its sizes and prices', async () => {
    await session.openContext({ javaScriptEnabled: false });
    const response = await session.page.goto('/home-decor/canvas-prints');
    expect(response?.status()).toBe(200);
    await visible(session.page.getByRole('heading', { name: 'Canvas prints', level: 1 }));
    const canvas = await products(51);
    const first = canvas[0] as WireProduct;
    await visible(session.page.getByRole('cell', { name: formatCents(first.price_cents) }).first());
    await session.page.goto('/photo-book-pricing');
    await visible(session.page.getByRole('table', { name: /8 × 8 in square/ }));
  });
});
