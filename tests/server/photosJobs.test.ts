import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/app';
import { photos } from '../../src/server/db/schema/photos';
import { jobs } from '../../src/server/db/schema/platform';
import { createJobRunner, PermanentJobError } from '../../src/server/jobs/jobRunner';
import { findJob, insertJob } from '../../src/server/jobs/jobs.repo';
import { createServerJobRunner } from '../../src/server/routes/jobHandlers';
import { memoryMailer } from './support/memoryMailer';
import {
  createUpload,
  headUpload,
  jpegWithExif,
  patchUpload,
  sha256Hex,
  signedInUser,
  uploadPhoto,
} from './support/photoFixtures';
import { startTestServer, type TestAgent, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function openUpload(agent: TestAgent, content: Buffer) {
  const created = await createUpload(agent, content.length, {
    filename: 'resumed.jpg',
    filetype: 'image/jpeg',
    sha256: sha256Hex(content),
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.headers.location as string;
}

async function storedOriginal(ownerId: number, photoId: number): Promise<Buffer> {
  return readFile(
    path.join(server.dataDir, 'blobs', 'photos', `${ownerId}`, `${photoId}`, 'original'),
  );
}

describe('resumable uploads', () => {
  it('continues from the offset the server reports, without sending bytes twice', async () => {
    const { agent, id: ownerId } = await signedInUser(server.app, server.database.db);
    const jpeg = await jpegWithExif({ seed: 201, width: 900, height: 700 });
    const location = await openUpload(agent, jpeg);
    const half = Math.floor(jpeg.length / 2);

    const first = await patchUpload(agent, location, 0, jpeg.subarray(0, half));
    expect(first.statusCode).toBe(204);
    const head = await headUpload(agent, location);
    expect(head.headers['upload-offset']).toBe(String(half));
    expect(head.headers['upload-length']).toBe(String(jpeg.length));

    // Sending from the start again is refused: the server already has those bytes.
    expect((await patchUpload(agent, location, 0, jpeg)).statusCode).toBe(409);
    const rest = jpeg.subarray(half);
    const last = await patchUpload(agent, location, half, rest);
    expect(last.statusCode, last.body).toBe(204);
    const photoId = Number(last.headers['photo-id']);
    expect(sha256Hex(await storedOriginal(ownerId, photoId))).toBe(sha256Hex(jpeg));
  });

  it('resumes after a connection dropped in the middle of a PATCH', async () => {
    const { agent, id: ownerId } = await signedInUser(server.app, server.database.db);
    const jpeg = await jpegWithExif({ seed: 202, width: 1200, height: 900 });
    const location = await openUpload(agent, jpeg);
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const sent = Math.floor(jpeg.length / 3);

    // A real socket: the client announces the whole file, sends a third, and the line drops.
    await new Promise<void>((resolve) => {
      const req = httpRequest(`${address}${location}`, {
        method: 'PATCH',
        headers: {
          cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'x-csrf-token': agent.csrfToken!,
          'tus-resumable': '1.0.0',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(jpeg.length),
        },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(jpeg.subarray(0, sent), () => setTimeout(() => req.destroy(), 150));
    });

    // The server keeps what reached its disk before the line dropped, and says so once the
    // broken request has let go of the upload.
    let offset = -1;
    for (let i = 0; i < 100; i++) {
      const head = await headUpload(agent, location);
      const now = head.statusCode === 200 ? Number(head.headers['upload-offset']) : -1;
      if (now > 0 && now === offset) break;
      offset = now;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(sent);

    // Only the bytes the server lacks are sent.
    const last = await patchUpload(agent, location, offset, jpeg.subarray(offset));
    expect(last.statusCode, last.body).toBe(204);
    const photoId = Number(last.headers['photo-id']);
    expect(sha256Hex(await storedOriginal(ownerId, photoId))).toBe(sha256Hex(jpeg));
  });
});

describe('durable jobs', () => {
  it('finishes a photo after a restart, whatever the first process left', async () => {
    const { db } = server.database;
    const { agent } = await signedInUser(server.app, db);
    // This server runs no jobs: both photos stay queued, as if the process stopped right here.
    const a = await uploadPhoto(agent, await jpegWithExif({ seed: 301 }));
    const b = await uploadPhoto(agent, await jpegWithExif({ seed: 302 }));
    const queued = Number(a.finished.headers['photo-id']);
    const claimed = Number(b.finished.headers['photo-id']);
    // The second was taken by a runner that died mid-way: claimed, its lease since run out.
    await db.execute(sql`update ${jobs} set status = 'running', attempts = 1,
      locked_until = ${new Date(server.clock.now.getTime() - 1000)}
      where ${jobs.payload}->>'photoId' = ${String(claimed)}`);

    const restarted = await buildServer({
      db,
      now: () => server.clock.now,
      mailer: memoryMailer(),
      blobs: server.blobs,
      uploadDir: path.join(server.dataDir, 'uploads'),
      jobs: createServerJobRunner(
        { db, blobs: server.blobs, now: () => server.clock.now },
        { pollMs: 50 },
      ),
    });
    await restarted.ready();
    try {
      const statusOf = async (id: number) =>
        (await db.select({ s: photos.status }).from(photos).where(eq(photos.id, id)))[0]?.s;
      for (let i = 0; i < 100; i++) {
        if ((await statusOf(queued)) === 'ready' && (await statusOf(claimed)) === 'ready') break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(await statusOf(queued)).toBe('ready');
      expect(await statusOf(claimed)).toBe('ready');
    } finally {
      await restarted.close();
    }
  });

  it('retries a failing job with backoff and gives up on a permanent failure', async () => {
    const { db } = server.database;
    let calls = 0;
    const runner = createJobRunner({
      db,
      now: () => server.clock.now,
      backoffMs: (attempt) => attempt * 60_000,
      handlers: {
        'test.flaky': async () => {
          calls += 1;
          if (calls === 1) throw new Error('the disk was busy');
        },
        'test.hopeless': async () => {
          throw new PermanentJobError('this input can never work');
        },
      },
    });
    const flaky = await insertJob(db, { kind: 'test.flaky', payload: {}, runAt: server.clock.now });
    const hopeless = await insertJob(db, {
      kind: 'test.hopeless',
      payload: {},
      runAt: server.clock.now,
    });
    await runner.drain();
    expect(await findJob(db, flaky)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'the disk was busy',
      runAt: new Date(server.clock.now.getTime() + 60_000),
    });
    expect(await findJob(db, hopeless)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'this input can never work',
    });
    // Not due yet: nothing happens until the backoff has passed.
    await runner.drain();
    expect(calls).toBe(1);
    server.clock.now = new Date(server.clock.now.getTime() + 61_000);
    await runner.drain();
    expect(await findJob(db, flaky)).toMatchObject({ status: 'done', attempts: 2 });
  });
});
