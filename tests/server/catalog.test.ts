import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../src/server/catalog/catalog/catalogSeed';
import { BLANK_THEME } from '../../src/shared/catalog/themes';
import { signUpConfirmed } from './support/signUp';
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

interface ThemePage {
  items: {
    id: number;
    uri: string;
    name: string;
    product_type_id: number;
    template_ids: number[];
  }[];
  total: number;
  corrected_query?: string;
  facets: Record<string, Record<string, number>>;
}

async function themes(query = ''): Promise<ThemePage> {
  const response = await guest.get(`${API}/themes?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('catalogue seed', () => {
  it('loads once and leaves an existing catalogue alone', async () => {
    expect(await seedCatalog(server.database.db)).toEqual({ seeded: false });
  });
});

describe('catalogue options', () => {
  it.each([
    ['product/book_types', 3],
    ['product/colors', 12],
    ['product/cover_types', 9],
    ['product/foil_types', 5],
    ['product/format_types', 4],
    ['product/gender', 4],
    ['product/paper_types', 20],
    ['product/template_male_recipients', 4],
    ['product/template_recipients', 4],
    ['product/template_styles', 25],
    ['product/trim_types', 6],
  ])('%s lists %i options', async (action, size) => {
    const response = await guest.get(`${API}/${action}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toHaveLength(size);
  });

  it('lists product types with base types and products priced in cents', async () => {
    const types = (await guest.get(`${API}/product/types`)).json().items;
    expect(types.find((t: { id: number }) => t.id === 2).base_type_id).toBe(7);
    const calendars = (await guest.get(`${API}/products?product_type_id=20`)).json().items;
    expect(calendars).toHaveLength(3);
    for (const product of calendars) {
      expect(product.product_type_id).toBe(20);
      expect(Number.isInteger(product.price_cents)).toBe(true);
    }
    const some = (await guest.get(`${API}/products?ids[]=1&ids[]=2`)).json().items;
    expect(some.map((p: { id: number }) => p.id)).toEqual([1, 2]);
  });

  it('answers a template by id, and 404 naming the record for a bad id', async () => {
    const response = await guest.get(`${API}/templates/1`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 1, theme_id: BLANK_THEME.id });
    const missing = await guest.get(`${API}/templates/999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Template with id 999999 not found');
  });
});

describe('tag groups', () => {
  it('lists every line in its spec id range, title falling back to name', async () => {
    const all = (await guest.get(`${API}/tag_groups`)).json().items;
    for (const group of all) expect(group.title.length).toBeGreaterThan(0);
    const books = (await guest.get(`${API}/tag_groups/books`)).json().items;
    expect(books.every((g: { id: number }) => g.id >= 1000 && g.id <= 1025)).toBe(true);
    const calendars = (await guest.get(`${API}/tag_groups/calendars`)).json().items;
    expect(calendars.map((g: { id: number }) => g.id)).toEqual([500, 501]);
    const only = (await guest.get(`${API}/tag_groups?product_type_id=20`)).json().items;
    expect(only).toHaveLength(2);
  });

  it('groups card tag-group ids by category name', async () => {
    const cards = (await guest.get(`${API}/tag_groups/cards`)).json();
    const grouped = cards.categories.flatMap((c: { tag_group_ids: number[] }) => c.tag_group_ids);
    expect(grouped.sort()).toEqual(cards.items.map((g: { id: number }) => g.id).sort());
    expect(cards.categories.map((c: { name: string }) => c.name)).toContain('Wedding');
  });

  it('answers seo entries per line, narrowed by uri', async () => {
    const seo = (await guest.get(`${API}/tag_groups/cards/seo`)).json().items;
    expect(seo.length).toBeGreaterThan(1);
    const one = (await guest.get(`${API}/tag_groups/cards/seo?uri=${seo[0].uri}`)).json().items;
    expect(one).toHaveLength(1);
    expect((await guest.get(`${API}/tag_groups/books/seo`)).json().items.length).toBeGreaterThan(0);
    expect((await guest.get(`${API}/tag_groups/calendars/seo`)).json().items).toHaveLength(2);
  });
});

describe('themes', () => {
  it('pages through a storefront with the total', async () => {
    const first = await themes('product_type_id=7&per_page=10');
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThanOrEqual(400);
    const second = await themes('product_type_id=7&per_page=10&page=2');
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
  });

  it('narrows with each filter and its facet counts equal the results the value leads to', async () => {
    const base = await themes('product_type_id=7&per_page=1');
    for (const facet of ['tt', 'ft', 's', 'psg', 'c', 'a', 'g', 'n', 'ps', 'fptid']) {
      const counts = base.facets[facet] ?? {};
      const values = Object.keys(counts);
      expect(values.length, facet).toBeGreaterThan(0);
      for (const value of values.slice(0, 3)) {
        const filtered = await themes(
          `product_type_id=7&per_page=1&${facet}[]=${encodeURIComponent(value)}`,
        );
        expect(filtered.total, `${facet}=${value}`).toBe(counts[value]);
        expect(filtered.total).toBeLessThanOrEqual(base.total);
      }
    }
    const narrow = await themes('product_type_id=7&tt[]=round&ft[]=gold&n[]=2');
    expect(narrow.total).toBeLessThan(base.total);
  });

  it('filters by tag group id and uri', async () => {
    const byId = await themes('tag_group_id=1');
    const groups = (await guest.get(`${API}/tag_groups/cards`)).json().items;
    const byUri = await themes(`tag_group_uri=${groups[0].uri}`);
    expect(byUri.total).toBe(byId.total);
    expect(byId.total).toBeGreaterThan(0);
    expect((await guest.get(`${API}/themes?tag_group_uri=nope`)).statusCode).toBe(404);
  });

  it('sorts by newest, best sellers and our favorites', async () => {
    const newest = await themes('product_type_id=7&order=new&per_page=1');
    const launchedFirst = await themes('product_type_id=7&per_page=1');
    expect(newest.items[0]?.id).toBe(launchedFirst.items[0]?.id);
    const cardOrder = await themes('product_type_id=7&order=separate_units_sold_desc&per_page=1');
    const best = await themes('product_type_id=7&order=best_sellers&per_page=1');
    expect(cardOrder.items[0]?.id).toBe(best.items[0]?.id);
    const favorites = await themes('product_type_id=7&order=our_favorites&per_page=1');
    expect(favorites.items[0]?.id).toBeDefined();
    expect((await guest.get(`${API}/themes?order=sideways`)).statusCode).toBe(400);
  });

  it("finds wedding designs for the typo 'weding'", async () => {
    const exact = await themes('q=wedding');
    const typo = await themes('q=weding');
    expect(exact.total).toBeGreaterThan(0);
    expect(typo.total).toBe(exact.total);
    // The page says what it searched instead; an exact query has nothing to correct.
    expect(typo.corrected_query).toBe('wedding');
    expect(exact.corrected_query).toBeUndefined();
  });

  it('rejects unknown filter values clearly', async () => {
    const response = await guest.get(`${API}/themes?tt[]=hexagon`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('hexagon');
  });

  it('describes a theme, 404 for a bad id', async () => {
    const response = await guest.get(`${API}/themes/${BLANK_THEME.id}/description`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().html).toContain('<p>');
    expect((await guest.get(`${API}/themes/999999/description`)).statusCode).toBe(404);
  });
});

describe('storefronts and designers', () => {
  it('lists storefronts and designers, narrowed by uri, 404 for unknown uris', async () => {
    const stores = (await guest.get(`${API}/storefronts`)).json().items;
    expect(stores.length).toBeGreaterThan(0);
    expect(stores[0].theme_ids.length).toBeGreaterThan(0);
    const one = (await guest.get(`${API}/storefronts?uri=${stores[0].uri}`)).json().items;
    expect(one).toHaveLength(1);
    expect((await guest.get(`${API}/storefronts?uri=nope`)).statusCode).toBe(404);
    const designers = (await guest.get(`${API}/designers?per_page=2`)).json();
    expect(designers.items).toHaveLength(2);
    expect(designers.total).toBeGreaterThan(2);
    expect((await guest.get(`${API}/designers?uri=nope`)).statusCode).toBe(404);
  });
});

describe('favourite templates', () => {
  it('refuses guests', async () => {
    expect((await guest.get(`${API}/favorites/project_templates/list`)).statusCode).toBe(401);
    const add = await guest.send('POST', `${API}/favorites/project_templates/add`, {
      template_id: 1,
    });
    expect(add.statusCode).toBe(401);
  });

  it('adds and removes idempotently and lists them', async () => {
    const agent = new TestAgent(server.app);
    await signUpConfirmed(
      agent,
      { email: 'fav@example.com', password: 'correct horse battery', first_name: 'Fay' },
      server.mail,
    );
    for (let i = 0; i < 2; i++) {
      const add = await agent.send('POST', `${API}/favorites/project_templates/add`, {
        template_id: 2,
      });
      expect(add.statusCode, add.body).toBe(200);
    }
    let list = (await agent.get(`${API}/favorites/project_templates/list`)).json();
    expect(list.total).toBe(1);
    expect(list.items[0].id).toBe(2);
    const missing = await agent.send('POST', `${API}/favorites/project_templates/add`, {
      template_id: 999999,
    });
    expect(missing.statusCode).toBe(404);
    for (let i = 0; i < 2; i++) {
      const remove = await agent.send('POST', `${API}/favorites/project_templates/remove`, {
        template_id: 2,
      });
      expect(remove.statusCode).toBe(200);
    }
    list = (await agent.get(`${API}/favorites/project_templates/list`)).json();
    expect(list.total).toBe(0);
  });
});

describe('delivery estimates', () => {
  it('estimates every shipping option from the server clock, or one option', async () => {
    // The test clock is Sunday 2026-11-22 12:00 UTC: production starts Monday the 23rd.
    const all = (await guest.get(`${API}/delivery_estimates/calculate?product_id=1`)).json();
    expect(all.estimates.length).toBeGreaterThan(1);
    for (const estimate of all.estimates) {
      expect(estimate.arrives_by > '2026-11-23').toBe(true);
      expect(estimate.max_days).toBeGreaterThanOrEqual(estimate.min_days);
    }
    const one = (
      await guest.get(`${API}/delivery_estimates/calculate?shipping_option_id=3`)
    ).json();
    expect(one.estimates).toHaveLength(1);
    expect(
      (await guest.get(`${API}/delivery_estimates/calculate?shipping_option_id=99`)).statusCode,
    ).toBe(404);
    expect(
      (await guest.get(`${API}/delivery_estimates/calculate?product_id=999999`)).statusCode,
    ).toBe(404);
  });

  it('estimates shipping for a product, 404 for a bad id', async () => {
    const response = await guest.get(`${API}/product/shipping_estimation/1`);
    expect(response.statusCode).toBe(200);
    expect(response.json().estimates.length).toBeGreaterThan(0);
    const missing = await guest.get(`${API}/product/shipping_estimation/999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Product with id 999999 not found');
  });
});

describe('site calls', () => {
  it('lists localized stores', async () => {
    const items = (await guest.get(`${API}/localized_stores`)).json().items;
    expect(items.map((s: { locale: string }) => s.locale)).toContain('en-US');
  });

  it('answers seo and seo sections for a storefront category and defaults elsewhere', async () => {
    const groups = (await guest.get(`${API}/tag_groups/cards`)).json().items;
    const path = encodeURIComponent(`/cards/${groups[0].uri}`);
    const seo = (await guest.get(`${API}/seo?path=${path}`)).json();
    expect(seo.title).toContain(groups[0].name);
    const sections = (await guest.get(`${API}/seo_sections?path=${path}`)).json().items;
    expect(sections).toHaveLength(1);
    expect((await guest.get(`${API}/seo?path=%2Fabout`)).json().title).toBe('Printshop');
    expect((await guest.get(`${API}/seo_sections?path=%2Fabout`)).json().items).toEqual([]);
  });
});

describe('artwork', () => {
  it('serves theme and template previews as SVG, 404 for bad ids', async () => {
    const page = await themes('product_type_id=7&per_page=1');
    const theme = page.items[0]!;
    const response = await guest.get(`/artwork/themes/${theme.id}.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('<svg');
    const template = await guest.get(`/artwork/templates/${theme.template_ids[0]}.svg`);
    expect(template.statusCode).toBe(200);
    const missing = await guest.get('/artwork/themes/999999.svg');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Theme with id 999999 not found');
    expect((await guest.get('/artwork/themes/abc.svg')).statusCode).toBe(404);
  });
});

describe('artwork as webp', () => {
  it('renders a theme at the next rendered width, the same picture each time', async () => {
    const theme = (await themes('product_type_id=7&per_page=1')).items[0]!;
    const first = await guest.get(`/artwork/themes/${theme.id}.webp?w=300`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const { format, width } = await sharp(first.rawPayload).metadata();
    expect({ format, width }).toEqual({ format: 'webp', width: 320 });
    const again = await guest.get(`/artwork/themes/${theme.id}.webp?w=320`);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('caches a versioned address forever and renders large ones sharp, not scaled up', async () => {
    const theme = (await themes('product_type_id=7&per_page=1')).items[0]!;
    const svg = (await guest.get(`/artwork/themes/${theme.id}.svg`)).body;
    const { artworkVersion } = await import('../../src/server/catalog/catalog/artworkVersion');
    const url = `/artwork/themes/${theme.id}.webp?v=${artworkVersion(svg)}&w=1200`;
    const response = await guest.get(url);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(1200);
  });

  it('renders templates, takes a missing or silly width as 640, and 404s what does not exist', async () => {
    const theme = (await themes('product_type_id=7&per_page=1')).items[0]!;
    for (const query of ['', '?w=abc', '?w=-5']) {
      const response = await guest.get(`/artwork/templates/${theme.template_ids[0]}.webp${query}`);
      expect(response.statusCode).toBe(200);
      expect((await sharp(response.rawPayload).metadata()).width).toBe(640);
    }
    const missing = await guest.get('/artwork/themes/999999.webp?w=320');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Theme with id 999999 not found');
    expect((await guest.get('/artwork/themes/1.png')).statusCode).toBe(404);
  });
});
