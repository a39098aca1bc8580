import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../src/server/catalog/catalog/catalogSeed';
import { startTestServer, TestAgent, type TestServer } from './support/testServer';

/* The themes call narrowed to one store's designs (ids) or one designer's (designer_id). */

let server: TestServer;
let guest: TestAgent;
beforeAll(async () => {
  server = await startTestServer();
  await seedCatalog(server.database.db);
  guest = new TestAgent(server.app);
});
afterAll(() => server.close());

const API = '/api/v2';

async function getJson(path: string) {
  const response = await guest.get(`${API}/${path}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('themes of a store and of a designer', () => {
  it('lists exactly the store’s designs by id, with their tag groups', async () => {
    const store = (await getJson('storefronts?uri=ada-park-shop')).items[0];
    const ids: number[] = store.theme_ids;
    expect(ids.length).toBeGreaterThan(10);
    const query = ids.map((id) => `ids[]=${id}`).join('&');
    const page = await getJson(`themes?${query}&per_page=200`);
    expect(page.total).toBe(ids.length);
    expect(
      page.items.map((t: { id: number }) => t.id).sort((a: number, b: number) => a - b),
    ).toEqual([...ids].sort((a, b) => a - b));
    const card = page.items.find((t: { product_type_id: number }) => t.product_type_id === 7);
    expect(card.tag_group_ids.length).toBeGreaterThan(0);
  });

  it('lists a designer’s designs, the same set as their store', async () => {
    const designer = (await getJson('designers?uri=ada-park')).items[0];
    const store = (await getJson('storefronts?uri=ada-park-shop')).items[0];
    const page = await getJson(`themes?designer_id=${designer.id}&per_page=200`);
    expect(page.total).toBe(store.theme_ids.length);
    const other = await getJson('themes?designer_id=2&per_page=1');
    expect(other.total).toBeGreaterThan(0);
    expect(other.items[0].id).not.toBe(page.items[0].id);
  });

  it('answers an empty page for a designer with no designs', async () => {
    const page = await getJson('themes?designer_id=999');
    expect(page).toMatchObject({ items: [], total: 0 });
  });
});
