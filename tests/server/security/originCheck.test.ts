import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TUS_PATH } from '../../../src/server/media/photos/uploadSessions.service';
import { signUpConfirmed } from '../support/signUp';
import { startTestServer, type TestServer } from '../support/testServer';
import { Visitor } from '../support/visitor';

/*
 * Issue 20, item 3: behind the CSRF token, a second line: a state-changing call that a browser
 * says comes from another site (Sec-Fetch-Site, else Origin) is refused with 403 before anything
 * happens, even with a good token. Same-origin and same-site calls, and callers that send neither
 * header (apps, scripts), are left to the token.
 */

let server: TestServer;
let member: Visitor;
beforeAll(async () => {
  server = await startTestServer();
  member = new Visitor(server.app);
  await signUpConfirmed(
    member,
    { email: 'origin@example.com', password: 'correct horse battery', first_name: 'Ori' },
    server.mail,
  );
});
afterAll(() => server.close());

/** A harmless state-changing call of the signed-in member, with the right CSRF token. */
const rename = (headers: Record<string, string>) =>
  member.send('POST', '/api/v2/my/account/update_details', { first_name: 'Ori' }, headers);

describe.each<{ headers: Record<string, string>; allowed: boolean }>([
  { headers: { 'sec-fetch-site': 'cross-site' }, allowed: false },
  { headers: { 'sec-fetch-site': 'cross-site', origin: 'http://localhost' }, allowed: false },
  { headers: { origin: 'https://evil.example' }, allowed: false },
  { headers: { origin: 'null' }, allowed: false },
  { headers: { origin: 'http://localhost.evil.example' }, allowed: false },
  { headers: { 'sec-fetch-site': 'same-origin' }, allowed: true },
  { headers: { 'sec-fetch-site': 'same-site', origin: 'http://www.localhost' }, allowed: true },
  { headers: { 'sec-fetch-site': 'none' }, allowed: true },
  { headers: { origin: 'http://localhost' }, allowed: true },
  { headers: {}, allowed: true },
])('a call with $headers', ({ headers, allowed }) => {
  it(
    allowed ? 'is left to the CSRF token' : 'is refused as cross-site despite a good token',
    async () => {
      const response = await rename(headers);
      if (allowed) {
        expect(response.statusCode, response.body).toBe(200);
      } else {
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe('cross_site_request');
      }
    },
  );
});

describe('the CSRF token stays the first line', () => {
  it('refuses a same-origin call without the token', async () => {
    const response = await member.request({
      method: 'POST',
      url: '/api/v2/my/account/update_details',
      payload: { first_name: 'Ori' },
      headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf_invalid');
  });

  it('refuses a cross-site upload before its body is read', async () => {
    const response = await member.request({
      method: 'POST',
      url: TUS_PATH,
      headers: {
        'sec-fetch-site': 'cross-site',
        'x-csrf-token': member.csrfToken!,
        'tus-resumable': '1.0.0',
        'upload-length': '10',
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('cross_site_request');
  });

  it('does not check reads, nor calls that prove themselves without the cookie', async () => {
    const read = await member.request({
      method: 'GET',
      url: '/api/v2/my/sessions/current',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
    const token = await member.request({
      method: 'POST',
      url: '/api/v2/oauth2/access_token',
      payload: 'grant_type=authorization_code&client_id=x&code=y&code_verifier=z&redirect_uri=r',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://app.example',
      },
    });
    expect(token.json().error?.code).not.toBe('cross_site_request');
  });
});
