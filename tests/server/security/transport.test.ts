import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../src/server/config';
import { startTestServer, type TestServer } from '../support/testServer';
import { Visitor } from '../support/visitor';

/**
 * Issue 20, item 3: Secure cookies and HSTS exactly when the public address is https, and the
 * client build's source maps only when the configuration asks for them.
 */

describe.each([
  { publicOrigin: 'https://shop.example', secure: true },
  { publicOrigin: 'http://shop.example', secure: false },
  { publicOrigin: undefined, secure: false },
])('with PUBLIC_ORIGIN=$publicOrigin', ({ publicOrigin, secure }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(publicOrigin ? { publicOrigin } : {});
  });
  afterAll(() => server.close());

  it(`${secure ? 'marks' : 'does not mark'} every cookie Secure`, async () => {
    const visitor = new Visitor(server.app);
    const response = await visitor.get('/api/v2/my/sessions/current');
    expect(response.cookies.map((c) => c.name).sort()).toEqual(['ps_aid', 'ps_sid']);
    for (const cookie of response.cookies) expect(Boolean(cookie.secure), cookie.name).toBe(secure);
  });

  it(`${secure ? 'sends' : 'does not send'} Strict-Transport-Security`, async () => {
    const response = await new Visitor(server.app).get('/healthz');
    if (secure) expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    else expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('configuration from the environment', () => {
  it('turns Secure cookies on for an https PUBLIC_ORIGIN only', () => {
    expect(configFromEnv({ PUBLIC_ORIGIN: 'https://shop.example' }).secureCookies).toBe(true);
    expect(configFromEnv({ PUBLIC_ORIGIN: 'http://shop.example' }).secureCookies).toBe(false);
  });

  it('serves source maps only with SERVE_SOURCE_MAPS=1', () => {
    expect(configFromEnv({}).serveSourceMaps).toBe(false);
    expect(configFromEnv({ SERVE_SOURCE_MAPS: '1' }).serveSourceMaps).toBe(true);
  });
});

describe('source maps of the client build', () => {
  let clientDir: string;
  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), 'printshop-client-'));
    await mkdir(path.join(clientDir, 'assets'));
    await writeFile(path.join(clientDir, 'assets', 'app-1234.js'), 'console.log(1)\n');
    await writeFile(path.join(clientDir, 'assets', 'app-1234.js.map'), '{"version":3}');
    await writeFile(path.join(clientDir, 'sw.js.map'), '{"version":3}');
  });
  afterAll(() => rm(clientDir, { recursive: true, force: true }));

  describe.each([
    { serveSourceMaps: undefined, served: false },
    { serveSourceMaps: true, served: true },
  ])('with serveSourceMaps=$serveSourceMaps', ({ serveSourceMaps, served }) => {
    // Started once per configuration, in a hook: starting a server is the slow part.
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ clientDir, serveSourceMaps });
    });
    afterAll(() => server.close());

    it(served ? 'serves the maps' : 'refuses the maps, while the scripts are served', async () => {
      const visitor = new Visitor(server.app);
      expect((await visitor.get('/assets/app-1234.js')).statusCode).toBe(200);
      const status = served ? 200 : 404;
      expect((await visitor.get('/assets/app-1234.js.map')).statusCode).toBe(status);
      expect((await visitor.get('/sw.js.map')).statusCode).toBe(status);
    });
  });
});
