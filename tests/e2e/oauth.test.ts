import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { browserSession, waitForHydration } from './support/browserSession';

// The demo app registered by the seed, with its loopback redirect (RFC 8252).
const CLIENT_ID = 'printshop-app';
const REDIRECT = 'http://127.0.0.1:8765/callback';

const session = browserSession();

function pkce() {
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

function authorizeUrl(challenge: string, redirectUri = REDIRECT) {
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    state: 'state-123',
    response_type: 'code',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return `/oauth2/authorize/ios/3.4?${query}`;
}

/** Plays the app: catches the redirect to its loopback address and hands back the URL. */
async function approveAndCatchRedirect(): Promise<URL> {
  const caught = new Promise<URL>((resolve) => {
    void session.page.route(`${REDIRECT}**`, async (route) => {
      resolve(new URL(route.request().url()));
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>App</title>ok' });
    });
  });
  await session.page.getByRole('button', { name: 'Allow' }).click();
  return caught;
}

function exchange(code: string, verifier: string) {
  return fetch(`${session.server.url}/api/v2/oauth2/access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT,
    }),
  });
}

describe('OAuth2 for the apps, in a real browser', () => {
  it('signs in, asks for consent, and the app trades the code and verifier for a working token', async () => {
    const { verifier, challenge } = pkce();
    await session.page.goto(authorizeUrl(challenge));
    await waitForHydration(session.page);
    await session.page
      .getByRole('heading', { name: /sign in to connect printshop for ios/i })
      .waitFor();
    await session.page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await session.page.waitForURL(/\/account\/login\?return_to=/);
    await session.page.getByLabel('Email').fill('demo@printshop.test');
    await session.page.getByLabel('Password').fill('demo-printshop');
    await session.page.getByRole('button', { name: /sign in/i }).click();
    await session.page
      .getByRole('heading', { name: /connect printshop for ios and android\?/i })
      .waitFor();

    const redirect = await approveAndCatchRedirect();
    expect(redirect.searchParams.get('state')).toBe('state-123');
    const code = redirect.searchParams.get('code')!;

    const response = await exchange(code, verifier);
    expect(response.status).toBe(200);
    const token = (await response.json()) as { access_token: string; token_type: string };
    expect(token.token_type).toBe('Bearer');
    const me = await fetch(`${session.server.url}/api/v2/my/sessions/current`, {
      headers: { authorization: `Bearer ${token.access_token}` },
    });
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(
      'demo@printshop.test',
    );
  });

  it('refuses a wrong verifier', async () => {
    const { challenge } = pkce();
    await session.page.goto('/account/login');
    await waitForHydration(session.page);
    await session.page.getByLabel('Email').fill('demo@printshop.test');
    await session.page.getByLabel('Password').fill('demo-printshop');
    await session.page.getByRole('button', { name: /sign in/i }).click();
    await session.page.getByRole('button', { name: /account menu/i }).waitFor();
    await session.page.goto(authorizeUrl(challenge));
    await waitForHydration(session.page);
    const redirect = await approveAndCatchRedirect();
    const response = await exchange(redirect.searchParams.get('code')!, pkce().verifier);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'invalid_grant',
    );
  });

  it('never offers consent for a redirect the app has not registered', async () => {
    await session.page.goto(authorizeUrl(pkce().challenge, 'https://evil.example/steal'));
    await waitForHydration(session.page);
    await session.page.getByRole('heading', { name: /this app can't connect/i }).waitFor();
    expect(await session.page.getByRole('button', { name: 'Allow' }).count()).toBe(0);
  });
});
