import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMissing } from '../../src/server/site/content/content.repo';
import { seedContent } from '../../src/server/site/content/contentSeed';
import { CONTENT_VERSION } from '../../src/shared/content/entries';
import { sourceRenderer } from './support/sourceRenderer';
import { startTestServer, TestAgent, type TestServer } from './support/testServer';

/*
 * Stored redirects (content kind site-redirect) are followed before the catch-all renders: the
 * server answers 301 for a permanent move and 302 for a temporary one, and `content_redirects`
 * tells the app where an old path went, so a navigation inside the app follows them too.
 */

const API = '/api/v2';
let server: TestServer;
let guest: TestAgent;

const redirect = (key: string, data: object | null, draft: object | null = null) => ({
  kind: 'site-redirect',
  release: CONTENT_VERSION,
  key,
  published: data,
  draft,
});

beforeAll(async () => {
  server = await startTestServer({ renderer: await sourceRenderer() });
  await seedContent(server.database.db);
  await insertMissing(
    server.database.db,
    [
      redirect('spring-sale', { from: '/spring-sale', to: '/printshop-coupons', permanent: false }),
      redirect('old-guide', {
        from: '/l/f/old-guide',
        to: '/l/f/holiday-gift-guide',
        permanent: true,
      }),
      redirect('loop', { from: '/loop', to: '/loop?x=1', permanent: true }),
      redirect('away', { from: '/away', to: '//evil.example/', permanent: true }),
      redirect('draft-only', null, { from: '/draft-only', to: '/contact', permanent: true }),
      // A redirect cannot hide one of the shop's own pages.
      redirect('contact', { from: '/contact', to: '/about-printshop', permanent: true }),
    ],
    new Date(),
  );
  guest = new TestAgent(server.app);
}, 120_000);
afterAll(() => server.close());

describe('stored redirects on the server', () => {
  it.each([
    ['/about', 301, '/about-printshop'],
    ['/coupons', 301, '/printshop-coupons'],
    ['/press', 301, '/l/press-page'],
    ['/press/', 301, '/l/press-page'],
    ['/spring-sale', 302, '/printshop-coupons'],
    ['/l/f/old-guide', 301, '/l/f/holiday-gift-guide'],
  ])('%s answers %i to %s', async (url, status, location) => {
    const response = await guest.get(url);
    expect(response.statusCode).toBe(status);
    expect(response.headers.location).toBe(location);
  });

  it("keeps the visitor's query", async () => {
    const response = await guest.get('/about?utm_source=newsletter');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/about-printshop?utm_source=newsletter');
  });

  it('the target page renders', async () => {
    const first = await guest.get('/spring-sale');
    const target = await guest.get(String(first.headers.location));
    expect(target.statusCode).toBe(200);
    expect(target.body).toContain('Current coupons and offers');
  });

  it.each([
    ['/loop', 'a redirect to itself'],
    ['/away', 'a target off the shop'],
    ['/draft-only', 'a redirect that is only a draft'],
  ])('%s is not followed (%s) and falls to not-found', async (url) => {
    const response = await guest.get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
  });

  it("the shop's own pages come before stored redirects", async () => {
    const response = await guest.get('/contact');
    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBeUndefined();
  });
});

describe('content_redirects', () => {
  it('tells the app where an old path went', async () => {
    const permanent = await guest.get(
      `${API}/content_redirects?path=${encodeURIComponent('/about')}`,
    );
    expect(permanent.statusCode).toBe(200);
    expect(permanent.json()).toEqual({ to: '/about-printshop', permanent: true });
    const temporary = await guest.get(
      `${API}/content_redirects?path=${encodeURIComponent('/spring-sale/')}`,
    );
    expect(temporary.json()).toEqual({ to: '/printshop-coupons', permanent: false });
  });

  it('answers 404 for a path without a redirect and 400 for a bad one', async () => {
    const none = await guest.get(`${API}/content_redirects?path=${encodeURIComponent('/nope')}`);
    expect(none.statusCode).toBe(404);
    const unsafe = await guest.get(`${API}/content_redirects?path=${encodeURIComponent('/away')}`);
    expect(unsafe.statusCode).toBe(404);
    expect((await guest.get(`${API}/content_redirects?path=about`)).statusCode).toBe(400);
    expect((await guest.get(`${API}/content_redirects`)).statusCode).toBe(400);
  });
});
