import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPhoto } from '../../src/server/media/photos/photos.repo';
import { FileLocker } from '../../src/server/media/photos/uploadLocker';
import { sweepUploads } from '../../src/server/media/photos/uploadSweep';
import { createServerJobRunner } from '../../src/server/routes/jobHandlers';
import {
  createUpload,
  headUpload,
  patchUpload,
  sha256Hex,
  signedInUser,
  uploadPhoto,
} from './support/photoFixtures';
import { startTestServer, type TestAgent, type TestServer } from './support/testServer';

let server: TestServer;
let uploadDir: string;
beforeAll(async () => {
  server = await startTestServer();
  uploadDir = path.join(server.dataDir, 'uploads');
});
afterAll(() => server.close());

const HOUR = 60 * 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const idOf = (location: string) => location.split('/').pop()!;

/** Bytes that are not a picture do for the parts of an upload that never finish. */
const filler = (size: number) => Buffer.alloc(size, 7);

async function openUpload(agent: TestAgent, size: number, sessionId?: string) {
  const content = filler(size);
  const created = await createUpload(agent, size, {
    filename: 'part.jpg',
    filetype: 'image/jpeg',
    sha256: sha256Hex(content),
    ...(sessionId ? { upload_session_id: sessionId } : {}),
  });
  expect(created.statusCode, created.body).toBe(201);
  return { location: created.headers.location as string, content };
}

/** Sets a file's modification time, as if it had been written `ageMs` before the server's clock. */
async function age(file: string, ageMs: number) {
  const at = new Date(server.clock.now.getTime() - ageMs);
  await utimes(file, at, at);
}

describe('the upload lock', () => {
  it('keeps a second process waiting until the first lets go', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'upload-lock-'));
    // Two lockers on one directory: two server processes sharing the upload dir.
    const first = new FileLocker({ directory: dir, pollMs: 5 });
    const second = new FileLocker({ directory: dir, pollMs: 5 });
    const held = first.newLock('abc');
    await held.lock(new AbortController().signal, () => {});
    let acquired = false;
    const waiting = second.newLock('abc');
    const taking = waiting
      .lock(new AbortController().signal, () => {})
      .then(() => {
        acquired = true;
      });
    await sleep(60);
    expect(acquired).toBe(false);
    await held.unlock();
    await taking;
    expect(acquired).toBe(true);
    await waiting.unlock();
    expect(await readdir(dir)).toEqual([]);
    await rm(dir, { recursive: true });
  });

  it('asks a holder in the same process to release, and breaks the lock of a dead process', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'upload-lock-'));
    const locker = new FileLocker({ directory: dir, pollMs: 5, staleMs: 1000 });
    const stalled = locker.newLock('xyz');
    let asked = 0;
    await stalled.lock(new AbortController().signal, async () => {
      asked++;
      await stalled.unlock(); // What tus does when asked: the old request stops and unlocks.
    });
    const retried = locker.newLock('xyz');
    await retried.lock(new AbortController().signal, () => {});
    expect(asked).toBe(1);
    await retried.unlock();

    // A lock file nobody refreshes any more: its process died holding it.
    const file = locker.lockPath('dead');
    await writeFile(file, '999999\n');
    const old = new Date(Date.now() - 5000);
    await utimes(file, old, old);
    const after = locker.newLock('dead');
    await after.lock(new AbortController().signal, () => {});
    await after.unlock();
    await rm(dir, { recursive: true });
  });

  it('breaks at once the lock of a process on this machine that has ended', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'upload-lock-'));
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    const locker = new FileLocker({ directory: dir, pollMs: 5, acquireTimeoutMs: 1000 });
    const file = locker.lockPath('crashed');
    // Fresh (staleMs is a minute), but its process is gone: a crash just before a restart.
    await writeFile(file, `${hostname()} ${ended} earlier-run token\n`);
    const lock = locker.newLock('crashed');
    await lock.lock(new AbortController().signal, () => {});

    // Broken and taken by someone else meanwhile: unlocking leaves the new holder's lock alone.
    await writeFile(file, 'another holder\n');
    await lock.unlock();
    expect(await readFile(file, 'utf8')).toBe('another holder\n');
    await rm(dir, { recursive: true });
  });

  it('gives up with a timeout rather than waiting forever for a live holder', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'upload-lock-'));
    const other = new FileLocker({ directory: dir });
    await other.newLock('busy').lock(new AbortController().signal, () => {});
    const locker = new FileLocker({ directory: dir, pollMs: 5, acquireTimeoutMs: 50 });
    await expect(
      locker.newLock('busy').lock(new AbortController().signal, () => {}),
    ).rejects.toMatchObject({ status_code: 500 });
    await rm(dir, { recursive: true });
  });

  it('holds a PATCH back while another process writes the same upload', async () => {
    const { agent } = await signedInUser(server.app, server.database.db);
    const { location, content } = await openUpload(agent, 4000);
    const lockFile = path.join(uploadDir, `${idOf(location)}.lock`);
    // Another server process holds the upload (its lock file is fresh).
    await writeFile(lockFile, '424242\n');
    const patching = patchUpload(agent, location, 0, content.subarray(0, 1000));
    await sleep(300);
    expect((await stat(path.join(uploadDir, idOf(location)))).size).toBe(0);
    await rm(lockFile);
    const patched = await patching;
    expect(patched.statusCode, patched.body).toBe(204);
    expect(patched.headers['upload-offset']).toBe('1000');
    // The lock is released with the request.
    await expect(stat(lockFile)).rejects.toThrow();
  });
});

describe('closing the server', () => {
  it('cuts an upload in progress at once, keeping what arrived and releasing its lock', async () => {
    const own = await startTestServer();
    let closed = false;
    try {
      const { agent } = await signedInUser(own.app, own.database.db);
      const { location } = await openUpload(agent, 4000);
      await own.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = own.app.server.address() as AddressInfo;
      const request = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'PATCH',
        path: location,
        headers: {
          'tus-resumable': '1.0.0',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': '4000',
          cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'x-csrf-token': agent.csrfToken!,
        },
      });
      const cut = new Promise((resolve) => request.on('error', resolve));
      // A quarter of the body, then the client goes quiet, as a slow phone does.
      request.write(filler(1000));
      const ownDir = path.join(own.dataDir, 'uploads');
      const data = path.join(ownDir, idOf(location));
      await expect.poll(async () => (await stat(data)).size, { timeout: 10_000 }).toBe(1000);
      await stat(`${data}.lock`);

      await own.app.close(); // Resolves: it does not wait for the other 3000 bytes.
      closed = true;
      await cut;
      expect((await stat(data)).size).toBe(1000);
      const left = await readdir(ownDir);
      expect(left.sort()).toEqual([idOf(location), `${idOf(location)}.json`]);
    } finally {
      if (!closed) await own.app.close();
      await own.database.close();
    }
  });
});

describe('the upload sweep', () => {
  it('removes unfinished uploads once their session expired, and nothing before', async () => {
    const { agent } = await signedInUser(server.app, server.database.db);
    const opened = await agent.send('POST', '/api/v2/my/upload_sessions', { file_count: 1 });
    expect(opened.statusCode, opened.body).toBe(200);
    const session = opened.json() as { id: string; expires_at: string };
    const { location, content } = await openUpload(agent, 5000, session.id);
    expect((await patchUpload(agent, location, 0, content.subarray(0, 2000))).statusCode).toBe(204);
    const deps = { db: server.database.db, uploadDir, now: () => server.clock.now };

    expect(await sweepUploads(deps)).not.toContain(idOf(location));
    expect((await headUpload(agent, location)).headers['upload-offset']).toBe('2000');

    const expired = new Date(Date.parse(session.expires_at) + 1000);
    const afterExpiry = { ...deps, now: () => expired };
    // Bytes written just now: the client is still sending, and may finish past the session's end.
    const data = path.join(uploadDir, idOf(location));
    await utimes(data, expired, expired);
    expect(await sweepUploads(afterExpiry)).not.toContain(idOf(location));
    // Nothing written for two hours after the session ended: nobody will finish it.
    const idle = new Date(expired.getTime() - 2 * HOUR);
    await utimes(data, idle, idle);
    expect(await sweepUploads(afterExpiry)).toContain(idOf(location));
    expect((await headUpload(agent, location)).statusCode).toBe(404);
    const left = await readdir(uploadDir);
    expect(left.filter((name) => name.startsWith(idOf(location)))).toEqual([]);
  });

  it('removes an upload without a session after a day, orphan files and stale locks', async () => {
    const { agent } = await signedInUser(server.app, server.database.db);
    const { location } = await openUpload(agent, 3000);
    await mkdir(uploadDir, { recursive: true });
    const file = (name: string) => path.join(uploadDir, name);
    await writeFile(file('0rphandata'), 'half a photo');
    await writeFile(file('0rphanmeta.json'), '{"id":"0rphanmeta"}');
    await writeFile(file('freshorphan'), 'being created right now');
    await writeFile(file('deadholder.lock'), '1\n');
    await age(file('0rphandata'), 2 * HOUR);
    await age(file('0rphanmeta.json'), 2 * HOUR);
    await age(file('deadholder.lock'), HOUR);
    await age(file('freshorphan'), 1000);
    const deps = { db: server.database.db, uploadDir, now: () => server.clock.now };

    const removed = await sweepUploads(deps);
    expect(removed).toEqual(expect.arrayContaining(['0rphandata', '0rphanmeta']));
    expect(removed).not.toContain('freshorphan');
    expect(removed).not.toContain(idOf(location));
    const left = await readdir(uploadDir);
    expect(left).not.toContain('deadholder.lock');
    expect(left).toContain('freshorphan');

    const tomorrow = new Date(Date.now() + 25 * HOUR);
    await age(file(idOf(location)), 2 * HOUR);
    expect(await sweepUploads({ ...deps, now: () => tomorrow })).toContain(idOf(location));
  });
});

describe('the focus point', () => {
  it('is set where the subject is, not in the middle', async () => {
    const { agent, id: ownerId } = await signedInUser(server.app, server.database.db);
    // A plain wall with one face-sized, colourful subject up and to the right.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
      <rect width="800" height="600" fill="#8a8a8a"/>
      <circle cx="640" cy="130" r="70" fill="#e0a080"/>
      <circle cx="615" cy="115" r="10" fill="#222"/><circle cx="665" cy="115" r="10" fill="#222"/>
      <rect x="610" y="160" width="60" height="10" fill="#c02020"/></svg>`;
    const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
    const { finished } = await uploadPhoto(agent, jpeg, { filename: 'portrait.jpg' });
    expect(finished.statusCode, finished.body).toBe(204);
    const photoId = Number(finished.headers['photo-id']);
    const runner = createServerJobRunner({
      db: server.database.db,
      blobs: server.blobs,
      now: () => server.clock.now,
    });
    await runner.drain();

    const photo = await findPhoto(server.database.db, photoId);
    expect(photo?.status).toBe('ready');
    expect(photo?.focusRelativeX).toBeGreaterThan(0.65);
    expect(photo?.focusRelativeY).toBeLessThan(0.35);
    const view = await agent.get(`/api/v2/my/photos/${photoId}`);
    expect(view.json()).toMatchObject({ focus_relative_x: photo?.focusRelativeX });
    expect(photo?.ownerId).toBe(ownerId);
  });
});
