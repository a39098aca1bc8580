import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THUMBNAIL_PATH } from '../../../src/server/media/photoSources/thumbnailRefs';
import { CONNECT_PATH } from '../../../src/server/routes/media/connect.routes';
import { photoOf, signedInPerson } from '../support/projects';
import { startTestServer, type TestAgent, type TestServer } from '../support/testServer';

/*
 * Path traversal on every route that serves a file: the built client, design artwork, music,
 * photo renditions, photo-source pages and thumbnails, proofs, resumable uploads and the dev mail
 * page. A secret file sits beside each served folder; no spelling of "up a folder" may reach it,
 * nor /etc/passwd, and none may crash the server.
 */

const SECRET = `traversal-secret-${randomUUID()}`;
let server: TestServer;
let root: string;
let user: TestAgent;
let photoId: number;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'printshop-traversal-'));
  const clientDir = path.join(root, 'deep', 'client');
  const outboxDir = path.join(root, 'deep', 'mail');
  await mkdir(path.join(clientDir, 'assets'), { recursive: true });
  await mkdir(outboxDir, { recursive: true });
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(clientDir, 'assets', 'app.js'), 'console.log(1)');
  await writeFile(path.join(outboxDir, 'welcome.eml'), 'Subject: Hi\r\n\r\nHello');
  for (const dir of [root, path.join(root, 'deep')])
    await writeFile(path.join(dir, 'secret.txt'), SECRET);
  server = await startTestServer({ clientDir, mailOutboxDir: outboxDir });
  await writeFile(path.join(server.dataDir, 'secret.txt'), SECRET);
  const person = await signedInPerson(server, 'traveller');
  user = person.agent;
  photoId = await photoOf(server.database.db, person.userId);
});
afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

/** Every way of spelling "two folders up, then secret.txt" (or /etc/passwd) we know of. */
const ESCAPES = [
  '../../secret.txt',
  '..%2f..%2fsecret.txt',
  '..%2F..%2F..%2Fsecret.txt',
  '%2e%2e%2f%2e%2e%2fsecret.txt',
  '.%2e/.%2e/secret.txt',
  '..%252f..%252fsecret.txt',
  '..%5c..%5csecret.txt',
  '..\\..\\secret.txt',
  '....%2f%2f....%2f%2fsecret.txt',
  '%c0%ae%c0%ae%2fsecret.txt',
  'secret.txt%00.eml',
  '%2fetc%2fpasswd',
  '..%2f..%2f..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
  '../../../../../../../../etc/passwd',
  '..',
  '%2e%2e',
];

/** The file routes, each with where the attacker's path goes. */
const ROUTES: { name: string; url: (upward: string) => string; method?: 'GET' | 'HEAD' }[] = [
  { name: 'client files', url: (e) => `/${e}` },
  { name: 'client assets', url: (e) => `/assets/${e}` },
  { name: 'theme artwork', url: (e) => `/artwork/themes/${e}` },
  { name: 'template artwork', url: (e) => `/artwork/templates/${e}` },
  { name: 'music', url: (e) => `/static/music/${e}` },
  { name: 'photo renditions', url: (e) => `/photos/${photoId}/${e}` },
  { name: 'photo renditions (id)', url: (e) => `/photos/${e}/original` },
  { name: 'photo-source connect', url: (e) => `${CONNECT_PATH}/${e}` },
  { name: 'photo-source thumbnails', url: (e) => `${THUMBNAIL_PATH}/${e}` },
  { name: 'proofs', url: (e) => `/projects/${e}/proof.pdf` },
  { name: 'project page previews', url: (e) => `/projects/1/pages/${e}.svg` },
  { name: 'project thumbnails', url: (e) => `/projects/${e}/thumbnail.svg` },
  { name: 'resumable uploads', url: (e) => `/api/v2/uploads/${e}`, method: 'HEAD' },
  { name: 'dev mail', url: (e) => `/dev/mail/${e}` },
  { name: 'dev mail html', url: (e) => `/dev/mail/${e}/html` },
  { name: 'dev mail raw', url: (e) => `/dev/mail/${e}/raw` },
];

describe('path traversal', () => {
  it('serves the files it should, so the refusals below are about the path', async () => {
    expect((await user.get('/assets/app.js')).statusCode).toBe(200);
    expect((await user.get('/dev/mail/welcome.eml/raw')).body).toContain('Hello');
  });

  for (const route of ROUTES) {
    it(`never leaves its folder: ${route.name}`, async () => {
      for (const upward of ESCAPES) {
        const url = route.url(upward);
        const response = await user.request({ method: route.method ?? 'GET', url });
        expect(response.statusCode, url).not.toBe(500);
        expect(response.body, url).not.toContain(SECRET);
        expect(response.body, url).not.toMatch(/root:.*:0:0:/);
      }
    });
  }
});
