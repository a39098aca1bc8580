import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../src/server/catalog/catalog/catalogSeed';
import { seedContent } from '../../../src/server/site/content/contentSeed';
import { signUpConfirmed } from '../support/signUp';
import { sourceRenderer } from '../support/sourceRenderer';
import { startTestServer, type TestServer } from '../support/testServer';
import { Visitor } from '../support/visitor';

/**
 * Issue 20, item 3: nothing one person sees may stay in a shared or back-button cache: every API
 * answer to a signed-in caller and every private page says `Cache-Control: no-store`.
 */

let server: TestServer;
let member: Visitor;
let guest: Visitor;
beforeAll(async () => {
  server = await startTestServer({ renderer: await sourceRenderer() });
  await seedCatalog(server.database.db);
  // The home page is content: without the seeded store it is the not-found page.
  await seedContent(server.database.db);
  member = new Visitor(server.app);
  await signUpConfirmed(
    member,
    { email: 'cache@example.com', password: 'correct horse battery', first_name: 'Cay' },
    server.mail,
  );
  guest = new Visitor(server.app);
});
afterAll(() => server.close());

const cacheControl = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['cache-control'] ?? '');

describe('signed in', () => {
  it.each([
    '/api/v2/my/sessions/current',
    '/api/v2/my/account/details',
    '/api/v2/my/addresses/list',
    '/api/v2/components/header',
    '/api/v2/no/such/call',
  ])('GET %s answers no-store', async (url) => {
    expect(cacheControl(await member.get(url))).toBe('no-store');
  });

  it('the sign-in answer itself is no-store', async () => {
    const visitor = new Visitor(server.app);
    const email = 'cache-sign-in@example.com';
    await signUpConfirmed(
      visitor,
      { email, password: 'correct horse battery', first_name: 'Cy' },
      server.mail,
    );
    await visitor.send('DELETE', '/api/v2/my/sessions/current');
    await visitor.fetchCsrf();
    const signIn = await visitor.send('POST', '/api/v2/my/sessions', {
      email,
      password: 'correct horse battery',
    });
    expect(signIn.statusCode).toBe(200);
    expect(cacheControl(signIn)).toBe('no-store');
  });

  it.each(['/', '/my_account', '/photo-books'])('the page %s is no-store', async (url) => {
    const response = await member.get(url);
    expect(response.statusCode).toBe(200);
    expect(cacheControl(response)).toBe('no-store');
  });
});

describe('as a guest', () => {
  it('a public page and a public answer stay cacheable as before', async () => {
    expect(cacheControl(await guest.get('/'))).toBe('private, no-cache');
    expect(cacheControl(await guest.get('/api/v2/components/header'))).not.toContain('no-store');
  });

  it.each(['/api/v2/my/sessions/current', '/api/v2/my/sessions/csrf_token'])(
    'GET %s, which carries the session’s token, is no-store',
    async (url) => {
      expect(cacheControl(await guest.get(url))).toBe('no-store');
    },
  );

  it.each([
    '/account/login',
    '/account/reset_password?key=k&uid=1',
    '/account/signup?key=k',
    '/my_account',
  ])('the private page %s is no-store', async (url) => {
    expect(cacheControl(await guest.get(url))).toBe('no-store');
  });
});
