import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoSourceTokens } from '../../src/server/db/schema/photoSources';
import { EXTERNAL_PHOTO_SOURCES } from '../../src/shared/catalog/photoSources';
import { connectSource, startConnecting } from './support/connectPhotoSource';
import { type FakeService, startFakeSource } from './support/fakePhotoSources/fakeSources';
import { signedInUser } from './support/photoFixtures';
import { startTestServer, TestAgent, type TestServer } from './support/testServer';

let server: TestServer;
let social: FakeService;
beforeAll(async () => {
  server = await startTestServer();
  social = await startFakeSource(
    'social',
    { albums: [], pictures: [] },
    { now: () => server.clock.now },
  );
});
afterAll(async () => {
  await social.close();
  await server.close();
});

const user = () => signedInUser(server.app, server.database.db);
const tokensOf = (agent: TestAgent) => agent.get('/api/v2/my/photo_import_tokens');

describe('connecting a photo source', () => {
  it('sends the person to the source and stores the sealed token the callback brings', async () => {
    const { agent, id } = await user();
    const { authorize, callback } = await startConnecting(agent, 'social', '/my/photos/albums');
    expect(authorize.origin).toBe(social.url);
    expect(authorize.searchParams.get('state')).toBeTruthy();
    const finished = await agent.get(callback);
    expect(finished.statusCode, finished.body).toBe(303);
    expect(finished.headers.location).toBe('/my/photos/albums');

    const [row] = await server.database.db
      .select()
      .from(photoSourceTokens)
      .where(eq(photoSourceTokens.userId, id));
    const token = new URL(callback, 'http://x').searchParams.get('access_token')!;
    expect(row!.sourceId).toBe(1);
    expect(row!.sealedAccessToken).not.toContain(token);

    const listed = (await tokensOf(agent)).json();
    expect(listed.items[0]).toMatchObject({ source_id: 1, connected: true });
    expect(new Date(listed.items[0].expires_at).getTime()).toBeGreaterThan(
      server.clock.now.getTime(),
    );
    // The nonce is single-use: replaying the same redirect is refused.
    expect((await agent.get(callback)).statusCode).toBe(403);
  });

  it('refuses a callback the person did not start (no nonce cookie)', async () => {
    const victim = await user();
    const attacker = await user();
    const { callback } = await startConnecting(attacker.agent, 'social');
    const planted = await victim.agent.get(callback);
    expect(planted.statusCode).toBe(403);
    expect(planted.body).toContain('was not started from your account');
    expect((await tokensOf(victim.agent)).json().items[0].connected).toBe(false);
  });

  it('refuses a nonce cookie issued to someone else or for another source', async () => {
    const first = await user();
    const second = await user();
    const { callback } = await startConnecting(first.agent, 'social');
    // The first person's cookie in the second person's browser.
    second.agent.cookies.set(
      'ps_photo_source_connect',
      first.agent.cookies.get('ps_photo_source_connect')!,
    );
    expect((await second.agent.get(callback)).statusCode).toBe(403);
    const otherSource = callback.replace('source=social', 'source=photo-hosting');
    expect((await first.agent.get(otherSource)).statusCode).toBe(403);
  });

  it('refuses to return to another site', async () => {
    const { agent } = await user();
    const { callback } = await startConnecting(agent, 'social');
    for (const foreign of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const url = new URL(callback, 'http://x');
      url.searchParams.set('return_to', foreign);
      const refused = await agent.get(`${url.pathname}${url.search}`);
      expect(refused.statusCode, foreign).toBe(400);
      expect(refused.body).toContain('not on this site');
    }
    expect((await tokensOf(agent)).json().items[0].connected).toBe(false);
    // The connect address does not pass a foreign return_to on either.
    const started = await agent.get(
      '/~/photo-source-connect/social?return_to=https://evil.example',
    );
    const redirectUri = new URL(
      new URL(String(started.headers.location)).searchParams.get('redirect_uri')!,
    );
    expect(redirectUri.searchParams.get('return_to')).toBe('/my/photos');
  });

  it("answers an unknown source with the spec's doesn't exist error", async () => {
    const { agent } = await user();
    const unknown = await agent.get(
      '/~/photo-source-callback?source=nowhere&access_token=t&expires_at=9999999999&return_to=/my/photos',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.body).toContain('Photo source with path &#39;nowhere&#39; doesn&#39;t exist');
    const connect = await agent.get('/~/photo-source-connect/nowhere');
    expect(connect.statusCode).toBe(404);
    expect(connect.body).toContain('nowhere&#39; doesn&#39;t exist');
  });

  it('refuses a token that has already expired, and missing parameters', async () => {
    const { agent } = await user();
    const { callback } = await startConnecting(agent, 'social');
    const url = new URL(callback, 'http://x');
    url.searchParams.set('expires_at', String(Math.floor(server.clock.now.getTime() / 1000) - 5));
    const expired = await agent.get(`${url.pathname}${url.search}`);
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain('already expired');
    const missing = await agent.get('/~/photo-source-callback?source=social&access_token=t');
    expect(missing.statusCode).toBe(400);
  });

  it('needs a signed-in person', async () => {
    const guest = new TestAgent(server.app);
    expect((await guest.get('/~/photo-source-connect/social')).statusCode).toBe(401);
    const callback = await guest.get(
      '/~/photo-source-callback?source=social&access_token=t&expires_at=9999999999&return_to=/',
    );
    expect(callback.statusCode).toBe(401);
    expect((await tokensOf(guest)).statusCode).toBe(401);
  });
});

describe('my/photo_import_tokens', () => {
  it('lists every external source, an expired connection as not connected', async () => {
    const { agent } = await user();
    await connectSource(agent, 'social');
    const listed = (await tokensOf(agent)).json().items;
    expect(listed.map((i: { source_id: number }) => i.source_id)).toEqual(
      EXTERNAL_PHOTO_SOURCES.map((s) => s.id),
    );
    expect(listed.filter((i: { connected: boolean }) => i.connected)).toHaveLength(1);

    const saved = server.clock.now;
    server.clock.now = new Date(saved.getTime() + 2 * 3600_000);
    try {
      expect((await tokensOf(agent)).json().items[0]).toEqual({ source_id: 1, connected: false });
      const browse = await agent.get('/api/v2/my/photo_sources/1/albums');
      expect(browse.statusCode).toBe(409);
      expect(browse.json().error.message).toContain('Reconnect');
    } finally {
      server.clock.now = saved;
    }
  });

  it('disconnects a source, and again without complaint', async () => {
    const { agent } = await user();
    await connectSource(agent, 'social');
    for (let i = 0; i < 2; i++) {
      const gone = await agent.send('DELETE', '/api/v2/my/photo_import_tokens/1');
      expect(gone.statusCode, gone.body).toBe(200);
    }
    expect((await tokensOf(agent)).json().items[0].connected).toBe(false);
    expect((await agent.send('DELETE', '/api/v2/my/photo_import_tokens/0')).statusCode).toBe(404);
  });
});
