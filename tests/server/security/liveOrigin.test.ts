import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newProject } from '../support/collaboration';
import { cookieHeader, handshakeStatus, listening } from '../support/livePeers';
import { signedInPerson } from '../support/projects';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * A browser sends the session cookie with a WebSocket opened by any page, so the live channel
 * takes a handshake only from the shop's own origin: the same scheme, host and port. Another
 * port of the same host is another program's page (a browser calls it the same site).
 */

describe('the live channel without PUBLIC_ORIGIN', { timeout: 60_000 }, () => {
  let server: TestServer;
  let host: string;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer();
    host = await listening(server.app);
    port = Number(host.split(':')[1]);
  });
  afterAll(() => server.close());

  it.each([
    ['another port of the same host', (p: number) => `http://127.0.0.1:${p === 9 ? 10 : 9}`],
    ['the same host and port over https', (p: number) => `https://127.0.0.1:${p}`],
    ['another host', (p: number) => `http://localhost.evil.example:${p}`],
    ['an opaque origin', () => 'null'],
  ])('refuses a handshake from %s (403)', async (_what, originFor) => {
    const owner = await signedInPerson(server, 'origin');
    const projectId = await newProject(owner.agent);
    expect(await handshakeStatus(host, cookieHeader(owner.agent), projectId, originFor(port))).toBe(
      403,
    );
  });

  it('opens for a page of the shop itself', async () => {
    const owner = await signedInPerson(server, 'origin');
    const projectId = await newProject(owner.agent);
    expect(await handshakeStatus(host, cookieHeader(owner.agent), projectId)).toBe(101);
  });
});

describe('the live channel with PUBLIC_ORIGIN', { timeout: 60_000 }, () => {
  let server: TestServer;
  let host: string;
  beforeAll(async () => {
    server = await startTestServer({ publicOrigin: 'https://shop.example' });
    host = await listening(server.app);
  });
  afterAll(() => server.close());

  it.each(['https://shop.example', 'https://shop.example:443'])(
    'opens for the public origin spelled %s',
    async (origin) => {
      const owner = await signedInPerson(server, 'public');
      const projectId = await newProject(owner.agent);
      expect(await handshakeStatus(host, cookieHeader(owner.agent), projectId, origin)).toBe(101);
    },
  );

  it.each([
    'http://shop.example',
    'https://shop.example:8443',
    'https://www.shop.example',
    'http://127.0.0.1:9',
  ])('refuses %s (403)', async (origin) => {
    const owner = await signedInPerson(server, 'public');
    const projectId = await newProject(owner.agent);
    expect(await handshakeStatus(host, cookieHeader(owner.agent), projectId, origin)).toBe(403);
  });
});
