import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../src/server/catalog/catalog/catalogSeed';
import { seedContent } from '../../../src/server/site/content/contentSeed';
import { sourceRenderer } from '../support/sourceRenderer';
import { startTestServer, TestAgent, type TestServer } from '../support/testServer';

/*
 * The router decodes percent-escapes before it matches a route, so a guard or a header rule that
 * reads the raw URL can be walked around by escaping one letter. Each rule here must hold for
 * every spelling of the path the router takes for the same route.
 */

const TOKEN = 'export-token-for-tests-0123456789';
const exportSpellings = [
  '/api/content-export/generate',
  '/api/content%2Dexport/generate',
  '/api/cont%65nt-export/generate',
  '/api/%63ontent-export/generate',
  '/api/conten%74-export/generate',
  '/api/content-export/th%65mes',
];

let server: TestServer;
let closed: TestServer;
beforeAll(async () => {
  server = await startTestServer({ contentExportToken: TOKEN, renderer: await sourceRenderer() });
  await seedCatalog(server.database.db);
  await seedContent(server.database.db);
  closed = await startTestServer();
});
afterAll(async () => {
  await server.close();
  await closed.close();
});

describe('the content-export guard', () => {
  it.each(exportSpellings)('asks %s for its token (401)', async (url) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(401);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it.each(exportSpellings)('still answers %s with the right token', async (url) => {
    const response = await server.app.inject({
      method: 'GET',
      url,
      headers: { 'x-content-export-token': TOKEN },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each(exportSpellings)('hides %s (404) when no token is configured', async (url) => {
    const response = await closed.app.inject({
      method: 'GET',
      url,
      headers: { 'x-content-export-token': TOKEN },
    });
    expect(response.statusCode, response.body).toBe(404);
  });
});

describe('private caching', () => {
  it.each([
    '/api/v2/my/cart/show',
    '/api/v2/m%79/cart/show',
    '/api/v2/%6Dy/cart/show',
    '/api/%76%32/my/cart/show',
  ])("a guest's %s is no-store", async (url) => {
    const response = await new TestAgent(server.app).get(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(['/account/login', '/%61ccount/login', '/checkout', '/ch%65ckout'])(
    'the private page %s is no-store for a guest',
    async (url) => {
      const response = await new TestAgent(server.app).get(url);
      expect(String(response.headers['content-type'])).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it.each(['/strapi', '/str%61pi'])('the draft preview %s is no-store', async (url) => {
    const response = await new TestAgent(server.app).get(url);
    expect(String(response.headers['content-type'])).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
