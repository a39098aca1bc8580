import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed } from '../support/signUp';
import { sourceRenderer } from '../support/sourceRenderer';
import { startTestServer, type TestServer } from '../support/testServer';
import { Visitor } from '../support/visitor';

/*
 * Issue 20, item 1: a signed-in visitor sent to an account page goes to `return_to`, and only
 * ever to a path of this shop, however the value is dressed up to be normalised into another host.
 */

let server: TestServer;
let member: Visitor;
beforeAll(async () => {
  server = await startTestServer({ renderer: await sourceRenderer() });
  member = new Visitor(server.app);
  await signUpConfirmed(
    member,
    { email: 'redirect@example.com', password: 'correct horse battery', first_name: 'Red' },
    server.mail,
  );
});
afterAll(() => server.close());

const SHOP = 'http://localhost';
const PAGES = ['/account/login', '/account/signup'];
/** `return_to` as written in the address (the query decodes `%2e`, `%2F`, `%5C`, `%09`). */
const HOSTILE = [
  '/.//evil.example',
  '/%2e%2e//evil.example',
  '/x/../%2Fevil.example',
  '/..//evil.example',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  '/.%2F%5Cevil.example',
  'https%3A%2F%2Fevil.example%2F',
  '/%09/evil.example',
];

describe('return_to of the account pages, signed in', () => {
  it.each(PAGES)('%s sends a same-site return_to on', async (page) => {
    const response = await member.get(`${page}?return_to=%2Fcheckout%2Fcart%3Fstep%3D2`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/checkout/cart?step=2');
  });

  for (const page of PAGES) {
    it.each(HOSTILE)(`${page} never redirects off the shop for %s`, async (value) => {
      const response = await member.get(`${page}?return_to=${value}`);
      expect(response.statusCode).toBe(302);
      const location = String(response.headers.location);
      expect(new URL(location, `${SHOP}${page}`).origin).toBe(SHOP);
      expect(location).toBe('/');
    });
  }
});
