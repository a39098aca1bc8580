import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../src/server/catalog/catalog/catalogSeed';
import { seedDemoCoupons } from '../../src/server/commerce/coupons/demoCoupons';
import { seedSiteWithHelpAndReviews } from '../../src/server/routes/startingData';
import { seedContent } from '../../src/server/site/content/contentSeed';
import { contentExportKinds, pluralKind } from '../../src/shared/api/actions/contentExport';
import { startTestServer, TestAgent, type TestServer } from './support/testServer';

const TOKEN = 'export-token-for-tests-0123456789';
let server: TestServer;
let agent: TestAgent;
beforeAll(async () => {
  server = await startTestServer({ contentExportToken: TOKEN });
  await seedCatalog(server.database.db);
  await seedSiteWithHelpAndReviews(server.database.db, server.clock.now);
  await seedContent(server.database.db, server.clock.now);
  await seedDemoCoupons(server.database.db);
  agent = new TestAgent(server.app);
});
afterAll(() => server.close());

const BASE = '/api/content-export';
const get = (path: string, token = TOKEN) =>
  agent.request({
    method: 'GET',
    url: `${BASE}/${path}`,
    headers: token ? { 'x-content-export-token': token } : {},
  });

describe('the export token', () => {
  it('answers 401 without the token or with a wrong one, for every call', async () => {
    for (const path of ['generate', 'changelog', 'themes', 'theme/1', 'generate/theme/1']) {
      expect((await get(path, '')).statusCode, path).toBe(401);
      expect((await get(path, 'wrong-token-wrong-token-wrong')).statusCode, path).toBe(401);
    }
  });

  it('hides the whole interface (404) when no token is configured', async () => {
    const closed = await startTestServer();
    try {
      const response = await closed.app.inject({
        method: 'GET',
        url: `${BASE}/generate`,
        headers: { 'x-content-export-token': TOKEN },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });

  it('is never stored by shared caches', async () => {
    expect((await get('themes')).headers['cache-control']).toBe('private, no-store');
  });
});

describe('lists and items of every kind', () => {
  it('answers every kind, with the schema version, and an item by id for each listed one', async () => {
    const version = (await get('generate')).json().schema_version as string;
    expect(version).toMatch(/^[0-9a-f]{32}$/);
    const empty: string[] = [];
    for (const kind of contentExportKinds) {
      const list = await get(`${pluralKind(kind)}?per_page=3`);
      expect(list.statusCode, kind).toBe(200);
      const body = list.json();
      expect(body).toMatchObject({ schema_version: version, kind, page: 1, per_page: 3 });
      if (body.total === 0) {
        empty.push(kind);
        continue;
      }
      const first = body.items[0];
      const item = await get(`${kind}/${first.id}`);
      expect(item.statusCode, kind).toBe(200);
      expect(item.json()).toEqual({ schema_version: version, kind, entity: first });
    }
    // Every kind has seeded data: the catalogue, the content store, the site's tables, coupons.
    expect(empty).toEqual([]);
  });

  it('pages in a stable id order without repeats', async () => {
    const one = (await get('templates?per_page=25&page=1')).json();
    const two = (await get('templates?per_page=25&page=2')).json();
    const ids = [...one.items, ...two.items].map((t: { id: number }) => t.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(50);
    expect((await get('templates?per_page=25&page=1')).json()).toEqual(one);
  });

  it('answers real seeded data for the kinds only this area stores', async () => {
    const browsers = (await get('browsers')).json();
    expect(browsers.items.map((b: { name: string }) => b.name)).toContain('Chrome');
    const features = (await get('features')).json();
    expect(features.items.map((f: { key: string }) => f.key)).toContain('slide_in_promotions');
    const articles = (await get('articles')).json();
    expect(articles.total).toBeGreaterThanOrEqual(20);
    // Site pages come from the content store the site renders, published versions only.
    const pages = (await get('site-pages?per_page=100')).json();
    const keys = pages.items.map((p: { key: string }) => p.key);
    expect(keys).toContain('index');
    expect(keys).toContain('l/customer-reviews');
    const coupons = (await get('coupon-codes')).json();
    expect(coupons.items.map((c: { code: string }) => c.code)).toContain('WELCOME10');
  });

  it('answers 404 for an unknown id and 400 for a bad one or bad paging', async () => {
    expect((await get('theme/99999999')).statusCode).toBe(404);
    expect((await get('coupon/99999999')).statusCode).toBe(404);
    const bad = await get('theme/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.id).toBeDefined();
    expect((await get('themes?page=0')).statusCode).toBe(400);
    expect((await get('themes?per_page=1000')).statusCode).toBe(400);
    expect((await get('changelog?since=yesterday')).statusCode).toBe(400);
    expect((await get('generate/nonsense/1')).statusCode).toBe(400);
  });
});

describe('generate', () => {
  it('counts every kind and digests the whole export the same way twice', async () => {
    const first = (await get('generate')).json();
    expect(first.kinds.map((k: { kind: string }) => k.kind)).toEqual([...contentExportKinds]);
    const templates = first.kinds.find((k: { kind: string }) => k.kind === 'template');
    expect(templates.count).toBe((await get('templates')).json().total);
    expect((await get('generate')).json().digest).toBe(first.digest);
  });

  it('answers one entity with the entities it refers to', async () => {
    const template = (await get('templates?per_page=1')).json().items[0];
    const body = (await get(`generate/template/${template.id}`)).json();
    expect(body.entity).toEqual(template);
    expect(body.references.map((r: { kind: string }) => r.kind).sort()).toEqual([
      'product-type',
      'theme',
    ]);
    expect(body.references.find((r: { kind: string }) => r.kind === 'theme').entity.id).toBe(
      template.theme_id,
    );
    const page = (await get('generate/site-page/1')).json();
    expect(
      page.references.filter((r: { kind: string }) => r.kind === 'site-component').length,
    ).toBe(page.entity.component_ids.length);
  });
});

describe('changelog', () => {
  it('lists seeded content and later flag changes, oldest first, since a time', async () => {
    const all = (await get('changelog?per_page=200')).json();
    expect(all.schema_version).toMatch(/^[0-9a-f]{32}$/);
    expect(all.items.some((c: { kind: string }) => c.kind === 'feature')).toBe(true);

    server.clock.now = new Date('2026-11-23T09:00:00Z');
    const { grantRole } = await import('../../src/server/site/experiments/experiments.repo');
    const { signUpConfirmed } = await import('./support/signUp');
    const admin = new TestAgent(server.app);
    const user = await signUpConfirmed(
      admin,
      { email: 'flags@example.com', password: 'correct horse battery', first_name: 'Flo' },
      server.mail,
    );
    await grantRole(server.database.db, user.json().user.id, 'admin');
    await admin.send('POST', '/api/v2/features/batch_update_state', {
      features: [{ key: 'memory_reels', enabled: true }],
    });
    const since = (await get('changelog?since=2026-11-23T00:00:00Z')).json();
    expect(since.items).toEqual([
      {
        kind: 'feature',
        id: expect.any(Number),
        change: 'updated',
        at: '2026-11-23T09:00:00.000Z',
      },
    ]);
  });
});
