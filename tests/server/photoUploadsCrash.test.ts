import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../../src/server/app';
import { photos } from '../../src/server/db/schema/photos';
import { jobs } from '../../src/server/db/schema/platform';
import { recoverStalledPhotos } from '../../src/server/media/photos/photoRecovery';
import { findPhoto, insertPhotoUnlessKnown } from '../../src/server/media/photos/photos.repo';
import { createServerJobRunner } from '../../src/server/routes/jobHandlers';
import { memoryMailer } from './support/memoryMailer';
import { jpegWithExif, sha256Hex, signedInUser, uploadPhoto } from './support/photoFixtures';
import { startTestServer, type TestServer } from './support/testServer';

/** Set to make the next job insert fail: the process "dies" between storing and queueing. */
const crash = vi.hoisted(() => ({ next: false }));
vi.mock('../../src/server/jobs/jobs.repo', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/server/jobs/jobs.repo')>();
  return {
    ...actual,
    insertJob: async (...args: Parameters<typeof actual.insertJob>) => {
      if (crash.next) {
        crash.next = false;
        throw new Error('simulated crash before the job was queued');
      }
      return actual.insertJob(...args);
    },
  };
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MINUTE = 60_000;

/** A new server process on the same database and data dir, with its job runner. */
async function restart() {
  const { db } = server.database;
  const app = await buildServer({
    db,
    now: () => server.clock.now,
    mailer: memoryMailer(),
    blobs: server.blobs,
    uploadDir: path.join(server.dataDir, 'uploads'),
    jobs: createServerJobRunner({ db, blobs: server.blobs, now: () => server.clock.now }),
  });
  await app.ready();
  return app;
}

describe('a crash between storing the original and queueing its job', () => {
  it('leaves no half-written intake, and the photo completes after a restart', async () => {
    const { db } = server.database;
    const { agent } = await signedInUser(server.app, db);
    const jpeg = await jpegWithExif({ seed: 501, width: 700, height: 500 });

    crash.next = true;
    const { finished } = await uploadPhoto(agent, jpeg, { filename: 'crashed.jpg' });
    expect(finished.statusCode).toBe(500);
    const [left] = await db
      .select()
      .from(photos)
      .where(eq(photos.contentHash, sha256Hex(jpeg)));
    // The transaction rolled back: the photo is 'processing' and its job never existed.
    expect(left).toMatchObject({ status: 'processing', blobKey: null });
    expect(await db.select().from(jobs).where(eq(jobs.ownerId, left!.ownerId))).toEqual([]);

    // Time passes (a running intake elsewhere would have finished), then the server starts again.
    server.clock.now = new Date(server.clock.now.getTime() + 10 * MINUTE);
    const app = await restart();
    try {
      // The job decodes and resizes the photo: on a busy machine that takes more than a second.
      await expect
        .poll(async () => (await findPhoto(db, left!.id))?.status, { timeout: 20_000 })
        .toBe('ready');
    } finally {
      await app.close();
    }
  });

  it('takes the original from the finished upload when it never reached the blob store', async () => {
    const { db } = server.database;
    const { id: ownerId } = await signedInUser(server.app, db);
    const jpeg = await jpegWithExif({ seed: 502 });
    const uploadDir = path.join(server.dataDir, 'uploads');
    await mkdir(uploadDir, { recursive: true });
    await writeFile(path.join(uploadDir, 'finishedupload'), jpeg);
    const photoOf = (uploadId: string, hash: string) =>
      insertPhotoUnlessKnown(db, {
        ownerId,
        creatorId: ownerId,
        name: `${uploadId}.jpg`,
        width: 640,
        height: 480,
        createdAt: server.clock.now,
        updatedAt: server.clock.now,
        sourceId: 0,
        contentHash: hash,
        mimeType: 'image/jpeg',
        byteSize: jpeg.length,
        uploadId,
        status: 'processing',
      });
    const kept = await photoOf('finishedupload', sha256Hex(jpeg));
    const lost = await photoOf('vanishedupload', 'f'.repeat(64));
    const recent = await photoOf('stillrunning', 'e'.repeat(64));
    const deps = {
      db,
      blobs: server.blobs,
      uploadDir,
      now: () => new Date(server.clock.now.getTime() + 10 * MINUTE),
    };
    // Only photos older than the grace period count: 'stillrunning' is treated as in progress.
    await db
      .update(photos)
      .set({ createdAt: new Date(server.clock.now.getTime() + 9 * MINUTE) })
      .where(eq(photos.id, recent!));

    // Two server processes starting together both find it; it is requeued once.
    const passes = await Promise.all([recoverStalledPhotos(deps), recoverStalledPhotos(deps)]);
    expect(passes.flat()).toEqual([kept]);
    const keptJobs = await db.select().from(jobs).where(eq(jobs.ownerId, ownerId));
    expect(keptJobs.map((job) => job.payload)).toEqual([{ photoId: kept }]);
    expect(await findPhoto(db, lost!)).toBeUndefined();
    expect((await findPhoto(db, recent!))?.status).toBe('processing');
    // Idempotent: the job is queued now, so a second pass changes nothing.
    expect(await recoverStalledPhotos(deps)).toEqual([]);

    await createServerJobRunner(deps).drain();
    expect((await findPhoto(db, kept!))?.status).toBe('ready');
  });
});
