import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../src/server/catalog/catalog/catalogSeed';
import { type ActionOutput, actionTable } from '../../src/shared/api/actionTable';
import { fromWire } from '../../src/shared/api/wireCase';
import { parse } from '../../src/shared/routes/parse';
import { startTestServer, TestAgent, type TestServer } from './support/testServer';

let server: TestServer;
let guest: TestAgent;
beforeAll(async () => {
  server = await startTestServer();
  await seedCatalog(server.database.db);
  guest = new TestAgent(server.app);
});
afterAll(() => server.close());

const API = '/api/v2';

const CALLS = [
  'components/header',
  'components/books_product_picker',
  'components/cards_product_picker',
  'pages/card_index',
  'pages/card_landing',
  'pages/book_landing',
  'pages/wedding_collection',
] as const;

async function call<N extends (typeof CALLS)[number]>(name: N): Promise<ActionOutput<N>> {
  const response = await guest.get(`${API}/${name}`);
  expect(response.statusCode, response.body).toBe(200);
  // The answer parses with the call's own output schema (camelCase after the wire).
  return actionTable[name].output.parse(fromWire(response.json())) as ActionOutput<N>;
}

/** Every text under one of these keys, anywhere in an answer. */
function valuesOf(value: unknown, ...keys: string[]): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => valuesOf(item, ...keys));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) =>
      keys.includes(k) && typeof v === 'string' ? [v] : valuesOf(v, ...keys),
    );
  }
  return [];
}

async function themesTotal(query: string): Promise<number> {
  const response = await guest.get(`${API}/themes?${query}&per_page=1`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().total;
}

describe('catalogue content calls', () => {
  it.each(CALLS)('%s answers with links to routes of the site', async (name) => {
    const answer = await call(name);
    // The book picker's links are named for where they go (designs, pricing).
    const hrefs = valuesOf(answer, 'href', 'designs', 'pricing');
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      const route = parse(href);
      expect(route.name, href).not.toBe('notFound');
      expect(route.name, href).not.toBe('catchAll');
      expect(route.missing, href).toBeUndefined();
    }
  });

  it.each(CALLS)('%s shows artwork that exists', async (name) => {
    const images = [...new Set(valuesOf(await call(name), 'imageUrl'))].slice(0, 5);
    for (const url of images) {
      expect(url).toMatch(/^\/artwork\/themes\/\d+\.svg\?v=[0-9a-f]{16}$/);
      const response = await guest.get(url);
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('header: every product line with its designs, price and categories', async () => {
    const { lines } = await call('components/header');
    expect(lines.map((line) => line.id)).toEqual([
      'photo-books',
      'cards',
      'photo-calendars',
      'labels',
      'home-decors',
      'photo-prints',
    ]);
    const cards = lines.find((line) => line.id === 'cards')!;
    expect(cards.designCount).toBe(await themesTotal('product_type_id=7'));
    expect(cards.startingPriceCents).toBeGreaterThan(0);
    const cardGroups = (await guest.get(`${API}/tag_groups/cards`)).json();
    // One menu for the line, then one per category, named as tag_groups/cards names them.
    expect(cards.groups.slice(1).map((group) => group.title)).toEqual(
      cardGroups.categories.map((category: { name: string }) => category.name),
    );
    for (const link of cards.groups.slice(1).flatMap((group) => group.links)) {
      expect(link.designCount).toBe(await themesTotal(`tag_group_id=${link.tagGroupId}`));
    }
    const wallArt = lines.find((line) => line.id === 'home-decors')!;
    expect(wallArt.href).toBeUndefined();
    expect(wallArt.groups[0]?.links.map((link) => parse(link.href).name)).toEqual([
      'homeDecor.canvasPrints',
      'homeDecor.metalPrints',
      'homeDecor.acrylicPrints',
      'homeDecor.posterPrints',
    ]);
  });

  it('books picker: shapes with their sizes and prices from the products call', async () => {
    const picker = await call('components/books_product_picker');
    const products = (await guest.get(`${API}/products?product_type_id=1`)).json().items as {
      id: number;
      price_cents: number;
    }[];
    const sizes = picker.bookTypes.flatMap((type) => type.sizes);
    expect(sizes.map((size) => size.productId).sort()).toEqual(products.map((p) => p.id).sort());
    for (const size of sizes) {
      expect(size.priceCents).toBe(products.find((p) => p.id === size.productId)?.price_cents);
    }
    for (const type of picker.bookTypes) {
      if (type.sizes.length) {
        expect(type.startingPriceCents).toBe(Math.min(...type.sizes.map((s) => s.priceCents)));
      }
    }
    const cheapest = Math.min(...products.map((p) => p.price_cents));
    expect(picker.covers[0]?.startingPriceCents).toBe(cheapest);
    expect(picker.covers.map((c) => c.startingPriceCents)).toEqual(
      [...picker.covers.map((c) => c.startingPriceCents)].sort((a, b) => a - b),
    );
  });

  it('cards picker: categories as tag_groups/cards groups them, counts as the themes call counts', async () => {
    const picker = await call('components/cards_product_picker');
    const cardGroups = (await guest.get(`${API}/tag_groups/cards`)).json();
    expect(
      picker.categories.map((c) => ({
        name: c.name,
        tagGroupIds: c.tagGroups.map((g) => g.tagGroupId),
      })),
    ).toEqual(
      cardGroups.categories.map((c: { name: string; tag_group_ids: number[] }) => ({
        name: c.name,
        tagGroupIds: c.tag_group_ids,
      })),
    );
    expect(picker.designCount).toBe(await themesTotal('product_type_id=7'));
    for (const category of picker.categories) {
      let sum = 0;
      for (const group of category.tagGroups) {
        const uri = parse(group.href).params as { tagGroupUri: string };
        const total = await themesTotal(`tag_group_uri=${uri.tagGroupUri}`);
        expect(group.designCount, group.label).toBe(total);
        sum += total;
      }
      // Each seeded card design has one occasion, so the category is the sum of its groups.
      expect(category.designCount).toBe(sum);
      // The sample is the category's best seller, as the best-sellers sort of its groups shows.
      const bests = await Promise.all(
        category.tagGroups.map(async (group) => {
          const page = (
            await guest.get(
              `${API}/themes?tag_group_id=${group.tagGroupId}&order=best_sellers&per_page=1`,
            )
          ).json();
          return page.items[0] as { id: number };
        }),
      );
      const sampleIds = bests.map((best) => best.id);
      expect(sampleIds).toContain(category.sample?.themeId);
    }
  });

  it('card index: hero, occasions by category, best sellers by units sold, formats', async () => {
    const page = await call('pages/card_index');
    expect(page.sections.map((section) => section.type)).toEqual([
      'hero',
      'grouped-items',
      'template-carousel',
      'template-carousel',
      'product-tiles',
    ]);
    const best = page.sections[2];
    if (best?.type !== 'template-carousel') throw new Error('expected a carousel');
    const sold = best.designs.map((design) => design.unitsSold);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    const top = (
      await guest.get(`${API}/themes?product_type_id=7&order=best_sellers&per_page=8`)
    ).json();
    expect(best.designs.map((design) => design.themeId)).toEqual(
      top.items.map((item: { id: number }) => item.id),
    );
    const grouped = page.sections[1];
    if (grouped?.type !== 'grouped-items') throw new Error('expected grouped items');
    for (const tile of grouped.groups.flatMap((group) => group.tiles)) {
      const { tagGroupUri } = parse(tile.href).params as { tagGroupUri: string };
      expect(tile.designCount).toBe(await themesTotal(`tag_group_uri=${tagGroupUri}`));
    }
  });

  it('holiday, book and wedding pages show their own designs', async () => {
    const holiday = await call('pages/card_landing');
    const holidayGroups = (await guest.get(`${API}/tag_groups/cards`))
      .json()
      .categories.find((c: { name: string }) => c.name === 'Holiday').tag_group_ids as number[];
    const holidayTiles = holiday.sections.find((s) => s.type === 'tiles');
    expect(holidayTiles?.type === 'tiles' && holidayTiles.tiles).toHaveLength(holidayGroups.length);

    const books = await call('pages/book_landing');
    const bookCarousel = books.sections.find((s) => s.type === 'template-carousel');
    if (bookCarousel?.type !== 'template-carousel') throw new Error('expected a carousel');
    expect(bookCarousel.designs.length).toBeGreaterThan(0);
    for (const design of bookCarousel.designs) expect(design.productTypeId).toBe(1);
    expect(parse(bookCarousel.designs[0]!.href).name).toBe('theme.preview');

    const wedding = await call('pages/wedding_collection');
    const parts = wedding.sections.find((s) => s.type === 'tiles');
    if (parts?.type !== 'tiles') throw new Error('expected tiles');
    expect(parts.tiles.map((tile) => parse(tile.href).name)).toContain('photoBooks.collection');
    const kit = wedding.sections.find((s) => s.type === 'product-tiles');
    expect(kit?.type === 'product-tiles' && kit.products.length).toBe(1);
  });
});
