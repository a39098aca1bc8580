import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OAUTH_CLIENT, seedDemo } from '../../src/server/db/seed/seedDemo';
import { s256Challenge } from '../../src/server/identity/oauth/pkce';
import { signUpConfirmed } from './support/signUp';
import { startTestServer, TestAgent, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.database.db);
});
afterAll(() => server.close());

const verifier = 'a-verifier-that-is-long-enough-for-pkce-rfc7636-0123456789';
const redirectUri = DEMO_OAUTH_CLIENT.redirectUris[1]!;
const request = {
  client_id: DEMO_OAUTH_CLIENT.clientId,
  redirect_uri: redirectUri,
  state: 'xyz-state',
  response_type: 'code',
  code_challenge: s256Challenge(verifier),
  code_challenge_method: 'S256',
};

async function signedIn(email: string): Promise<TestAgent> {
  const agent = new TestAgent(server.app);
  await signUpConfirmed(
    agent,
    { email, password: 'correct horse battery', first_name: 'Olive' },
    server.mail,
  );
  return agent;
}

async function authorize(agent: TestAgent, extra: Record<string, string> = {}) {
  return agent.send('POST', '/api/v2/oauth2/authorized_redirect_uri', {
    ...request,
    decision: 'allow',
    ...extra,
  });
}

function codeOf(location: string): string {
  const url = new URL(location);
  expect(url.searchParams.get('state')).toBe('xyz-state');
  return url.searchParams.get('code')!;
}

/** The app's token call: form-encoded, no cookies, no CSRF token. */
function exchange(fields: Record<string, string>) {
  return server.app.inject({
    method: 'POST',
    url: '/api/v2/oauth2/access_token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

const tokenRequest = (code: string, overrides: Record<string, string> = {}) => ({
  grant_type: 'authorization_code',
  client_id: DEMO_OAUTH_CLIENT.clientId,
  code,
  code_verifier: verifier,
  redirect_uri: redirectUri,
  ...overrides,
});

describe('OAuth2 authorization code with PKCE', () => {
  it('names the app for the consent screen, and refuses unknown apps and unregistered redirects', async () => {
    const agent = new TestAgent(server.app);
    const query = (fields: Record<string, string>) =>
      `/api/v2/oauth2/authorization_request?${new URLSearchParams(fields)}`;
    const ok = await agent.get(query(request));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ client_name: DEMO_OAUTH_CLIENT.name, redirect_uri: redirectUri });

    const unknown = await agent.get(query({ ...request, client_id: 'nobody' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('invalid_client');

    const elsewhere = await agent.get(
      query({ ...request, redirect_uri: `${redirectUri}/../evil` }),
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.code).toBe('invalid_redirect_uri');

    const plain = await agent.get(query({ ...request, code_challenge_method: 'plain' }));
    expect(plain.statusCode).toBe(400);
    expect(plain.json().error.fields.code_challenge_method).toBeDefined();
  });

  it('round-trips: consent, code, token, then the token works as a Bearer for API calls', async () => {
    const agent = await signedIn('olive@example.com');
    const answer = await authorize(agent);
    expect(answer.statusCode).toBe(200);
    const location = answer.json().redirect_uri as string;
    expect(location.startsWith(`${redirectUri}?`)).toBe(true);

    const token = await exchange(tokenRequest(codeOf(location)));
    expect(token.statusCode).toBe(200);
    const body = token.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });

    const me = await server.app.inject({
      method: 'GET',
      url: '/api/v2/my/sessions/current',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe('olive@example.com');
    expect(me.headers['set-cookie']).toBeUndefined();

    const forged = await server.app.inject({
      method: 'GET',
      url: '/api/v2/my/sessions/current',
      headers: { authorization: `Bearer ${body.access_token}x` },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe('invalid_token');
  });

  it('refuses a wrong verifier, and the code is spent by that try', async () => {
    const agent = await signedIn('pat@example.com');
    const code = codeOf((await authorize(agent)).json().redirect_uri);
    const wrong = await exchange(
      tokenRequest(code, { code_verifier: `${verifier.slice(0, -1)}X` }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('invalid_grant');
    expect((await exchange(tokenRequest(code))).statusCode).toBe(400);
  });

  it('uses a code once, only for its client and redirect, and only for five minutes', async () => {
    const agent = await signedIn('quinn@example.com');
    const once = codeOf((await authorize(agent)).json().redirect_uri);
    expect((await exchange(tokenRequest(once))).statusCode).toBe(200);
    expect((await exchange(tokenRequest(once))).json().error.code).toBe('invalid_grant');

    const other = codeOf((await authorize(agent)).json().redirect_uri);
    const mismatch = await exchange(
      tokenRequest(other, { redirect_uri: DEMO_OAUTH_CLIENT.redirectUris[0]! }),
    );
    expect(mismatch.statusCode).toBe(400);

    const late = codeOf((await authorize(agent)).json().redirect_uri);
    server.clock.now = new Date(server.clock.now.getTime() + 6 * 60_000);
    expect((await exchange(tokenRequest(late))).json().error.code).toBe('invalid_grant');
  });

  it('sends a denial back to the app, and asks a guest to sign in first', async () => {
    const agent = await signedIn('rae@example.com');
    const denied = await authorize(agent, { decision: 'deny' });
    const url = new URL(denied.json().redirect_uri);
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(url.searchParams.get('code')).toBeNull();

    const guest = new TestAgent(server.app);
    const refused = await authorize(guest);
    expect(refused.statusCode).toBe(401);
  });

  it('keeps CSRF on the consent answer, and never asks it of the token call', async () => {
    const agent = await signedIn('sam@example.com');
    const noCsrf = await agent.request({
      method: 'POST',
      url: '/api/v2/oauth2/authorized_redirect_uri',
      payload: { ...request, decision: 'allow' },
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('my/account/create_jwt_token', () => {
  it('gives a signed-in user a 15-minute editor token that authenticates API calls', async () => {
    const agent = await signedIn('tess@example.com');
    const response = await agent.send('POST', '/api/v2/my/account/create_jwt_token');
    expect(response.statusCode).toBe(200);
    const { token, expires_at } = response.json();
    expect(new Date(expires_at).getTime() - server.clock.now.getTime()).toBe(15 * 60_000);
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/v2/my/sessions/current',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().user.email).toBe('tess@example.com');
    server.clock.now = new Date(server.clock.now.getTime() + 16 * 60_000);
    const expired = await server.app.inject({
      method: 'GET',
      url: '/api/v2/my/sessions/current',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(expired.statusCode).toBe(401);
  });

  it('refuses a guest', async () => {
    const guest = new TestAgent(server.app);
    expect((await guest.send('POST', '/api/v2/my/account/create_jwt_token')).statusCode).toBe(401);
  });
});
