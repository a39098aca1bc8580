import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/server/db/database';
import { photos } from '../../src/server/db/schema/photos';
import { jobs } from '../../src/server/db/schema/platform';
import { photoBlobPrefix } from '../../src/server/media/photos/photoFiles';
import { PHOTO_REHASH_JOB, queuePhotoRehashes } from '../../src/server/media/photos/photoRehash';
import { findPhoto } from '../../src/server/media/photos/photos.repo';
import { perceptualHashHex } from '../../src/server/media/photos/photoView';
import { createServerJobRunner } from '../../src/server/routes/jobHandlers';
import { photo as apiPhoto } from '../../src/shared/api/actions/photos';
import { fromWire } from '../../src/shared/api/wireCase';
import {
  decodeSignature,
  SIGNATURE_BYTES,
  signatureBytes,
} from '../../src/shared/photos/cropSignature';
import { NEAR_DUPLICATE_THRESHOLD } from '../../src/shared/photos/duplicates';
import { hammingHex } from '../../src/shared/photos/hash64';
import { render, sceneOf } from '../bench/support/syntheticPhotos';
import { jpegWithExif, sha256Hex, signedInUser, uploadPhoto } from './support/photoFixtures';
import type { TestAgent } from './support/testServer';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** What the server queues on start for the hashes migration 0006 cleared. */
const queueRehashes = () => queuePhotoRehashes(server.database.db, server.clock.now);

const deps = () => ({
  db: server.database.db,
  blobs: server.blobs,
  uploadDir: path.join(server.dataDir, 'uploads'),
  now: () => server.clock.now,
});

/** Uploads and processes the picture; answers the photo id. */
async function readyPhoto(agent: TestAgent, jpeg: Buffer): Promise<number> {
  const { finished } = await uploadPhoto(agent, jpeg);
  expect(finished.statusCode, finished.body).toBe(204);
  const id = Number(finished.headers['photo-id']);
  await createServerJobRunner(deps()).drain();
  expect((await findPhoto(server.database.db, id))?.status).toBe('ready');
  return id;
}

/** What migration 0006 leaves: the photo as it was, its hash gone. */
async function clearHash(id: number): Promise<void> {
  await server.database.db
    .update(photos)
    .set({ perceptualHash: null, isDuplicate: false })
    .where(eq(photos.id, id));
}

async function rehashJobsOf(photoId: number) {
  return server.database.db
    .select()
    .from(jobs)
    .where(
      and(eq(jobs.kind, PHOTO_REHASH_JOB), sql`(${jobs.payload} ->> 'photoId')::int = ${photoId}`),
    );
}

describe('recomputing perceptual hashes cleared by the migration', () => {
  it('migration 0006 clears every stored hash', async () => {
    const { db } = server.database;
    const { agent } = await signedInUser(server.app, db);
    const id = await readyPhoto(agent, await jpegWithExif({ seed: 700 }));
    const hash = (await findPhoto(db, id))?.perceptualHash;
    expect(hash).toEqual(expect.any(BigInt));

    const migration = await readFile(
      path.join(migrationsFolder, '0006_rehash_perceptual_hashes.sql'),
      'utf8',
    );
    await db.execute(sql.raw(migration));
    const [left] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(photos)
      .where(sql`${photos.perceptualHash} is not null`);
    expect(left?.n).toBe(0);

    // The startup pass and the job bring it back, so the other tests start from a hashed library.
    expect(await queueRehashes()).toEqual([id]);
    await createServerJobRunner(deps()).drain();
    expect((await findPhoto(db, id))?.perceptualHash).toBe(hash);
  });

  it('queues one job per photo and stores what processing computes, lookalike flag included', async () => {
    const { db } = server.database;
    const { agent } = await signedInUser(server.app, db);
    const jpeg = await jpegWithExif({ seed: 701, width: 800, height: 600 });
    // The same picture smaller and recompressed: other bytes, a lookalike.
    const copy = await sharp(jpeg).resize(600, 450).jpeg({ quality: 70 }).toBuffer();
    const first = await readyPhoto(agent, jpeg);
    const second = await readyPhoto(agent, copy);
    const processed = {
      first: await findPhoto(db, first),
      second: await findPhoto(db, second),
    };
    expect(processed.second?.isDuplicate).toBe(true);
    await clearHash(first);
    await clearHash(second);

    // Two server processes starting together: each photo gets one job between them.
    const passes = await Promise.all([queueRehashes(), queueRehashes()]);
    expect(passes.flat().sort((a, b) => a - b)).toEqual([first, second]);
    expect(await rehashJobsOf(first)).toHaveLength(1);
    expect(await rehashJobsOf(second)).toHaveLength(1);
    // And a later pass finds nothing left to queue.
    expect(await queueRehashes()).toEqual([]);

    server.clock.now = new Date(server.clock.now.getTime() + 60_000);
    await createServerJobRunner(deps()).drain();
    const rehashed = { first: await findPhoto(db, first), second: await findPhoto(db, second) };
    expect(rehashed.first?.perceptualHash).toBe(processed.first?.perceptualHash);
    expect(rehashed.second?.perceptualHash).toBe(processed.second?.perceptualHash);
    // The first rehashed has no hashed lookalike yet; the second finds the first.
    expect(rehashed.first?.isDuplicate).toBe(false);
    expect(rehashed.second?.isDuplicate).toBe(true);
    // Changed records carry a new updatedAt, so the client's index sync picks them up.
    expect(rehashed.second?.updatedAt).toEqual(server.clock.now);
    expect((await rehashJobsOf(second))[0]?.status).toBe('done');
  });

  it('ends quietly when the original is gone, and does not queue the photo again', async () => {
    const { db } = server.database;
    const { agent, id: ownerId } = await signedInUser(server.app, db);
    const id = await readyPhoto(agent, await jpegWithExif({ seed: 702 }));
    await clearHash(id);
    expect(await queueRehashes()).toEqual([id]);
    await server.blobs.deletePrefix(photoBlobPrefix(ownerId, id));

    await createServerJobRunner(deps()).drain();
    expect((await rehashJobsOf(id))[0]).toMatchObject({ status: 'done', lastError: null });
    expect((await findPhoto(db, id))?.perceptualHash).toBeNull();
    expect(await queueRehashes()).toEqual([]);
  });
});

describe('the hashes in the API photo', () => {
  it('sends the content hash and the perceptual hash as hex the photo worker reads', async () => {
    const { db } = server.database;
    const { agent } = await signedInUser(server.app, db);
    const jpeg = await jpegWithExif({ seed: 703 });
    const id = await readyPhoto(agent, jpeg);
    const stored = await findPhoto(db, id);

    const single = await agent.get(`/api/v2/my/photos/${id}`);
    expect(single.statusCode).toBe(200);
    const body = apiPhoto.parse(fromWire(single.json()));
    expect(body.contentHash).toBe(sha256Hex(jpeg));
    expect(body.perceptualHash).toMatch(/^[0-9a-f]{16}$/);
    expect(BigInt.asIntN(64, BigInt(`0x${body.perceptualHash}`))).toBe(stored?.perceptualHash);

    const list = (await agent.get('/api/v2/my/photos')).json() as { items: unknown[] };
    const listed = list.items
      .map((item) => apiPhoto.parse(fromWire(item)))
      .find((p) => p.id === id);
    expect(listed).toMatchObject({
      contentHash: body.contentHash,
      perceptualHash: body.perceptualHash,
    });

    // While the hash is being recomputed it is left out rather than sent stale or empty.
    await clearHash(id);
    const pending = apiPhoto.parse(fromWire((await agent.get(`/api/v2/my/photos/${id}`)).json()));
    expect(pending.perceptualHash).toBeUndefined();
    expect(pending.contentHash).toBe(sha256Hex(jpeg));
  });

  it('writes hashes with the top bit set as unsigned hex', () => {
    expect(perceptualHashHex(-1n)).toBe('ffffffffffffffff');
    expect(perceptualHashHex(-(2n ** 63n))).toBe('8000000000000000');
    expect(perceptualHashHex(255n)).toBe('00000000000000ff');
  });
});

describe('crop signatures', () => {
  /** A photo-like scene of the benchmark's kind, 480×360, as the JPEG a camera gives. */
  const scenePicture = async (seed: number) =>
    sharp(await render(sceneOf(seed)))
      .jpeg({ quality: 95 })
      .toBuffer();

  it('flag a cropped, brightened copy the whole hash misses, and come back through the rehash job', async () => {
    const { db } = server.database;
    const { agent } = await signedInUser(server.app, db);
    const original = await scenePicture(4242);
    // 10 % off the left and the bottom, 6 % off the top, 15 % brighter, re-encoded.
    const cropped = await sharp(original)
      .extract({ left: 48, top: 22, width: 432, height: 302 })
      .modulate({ brightness: 1.15 })
      .jpeg({ quality: 60 })
      .toBuffer();
    const first = await readyPhoto(agent, original);
    const copy = await readyPhoto(agent, cropped);
    const other = await readyPhoto(agent, await scenePicture(4243));
    const rows = {
      first: await findPhoto(db, first),
      copy: await findPhoto(db, copy),
      other: await findPhoto(db, other),
    };
    const whole = (row: typeof rows.first) => perceptualHashHex(row!.perceptualHash!);
    // The whole hashes alone are too far apart to call the copy a lookalike.
    expect(hammingHex(whole(rows.first), whole(rows.copy))).toBeGreaterThan(
      NEAR_DUPLICATE_THRESHOLD,
    );
    expect(rows.copy?.isDuplicate).toBe(true);
    expect(rows.other?.isDuplicate).toBe(false);
    const signature = rows.copy!.cropSignature!;
    expect(signature).toHaveLength(SIGNATURE_BYTES);

    // The API sends it as base64 the worker decodes to the same signature.
    const sent = apiPhoto.parse(fromWire((await agent.get(`/api/v2/my/photos/${copy}`)).json()));
    expect(signatureBytes(decodeSignature(sent.cropSignature!))).toEqual(new Uint8Array(signature));

    // Photos stored before signatures existed: hashed, but no signature, and an older rehash job.
    await db
      .update(photos)
      .set({ cropSignature: null, isDuplicate: false })
      .where(inArray(photos.id, [first, copy, other]));
    expect(await queueRehashes()).toEqual(expect.arrayContaining([first, copy, other]));
    expect(await queueRehashes()).toEqual([]);
    await createServerJobRunner(deps()).drain();
    const after = await findPhoto(db, copy);
    expect(new Uint8Array(after!.cropSignature!)).toEqual(new Uint8Array(signature));
    expect(after?.perceptualHash).toBe(rows.copy?.perceptualHash);
    expect(after?.isDuplicate).toBe(true);
    expect((await findPhoto(db, other))?.isDuplicate).toBe(false);
  });

  it('replace a version 1 signature (no thumbnail) through the rehash job, once', async () => {
    const { db } = server.database;
    const { agent } = await signedInUser(server.app, db);
    const original = await scenePicture(4244);
    const brighter = await sharp(original).modulate({ brightness: 1.1 }).jpeg().toBuffer();
    const first = await readyPhoto(agent, original);
    const copy = await readyPhoto(agent, brighter);
    const current = new Uint8Array((await findPhoto(db, copy))!.cropSignature!);
    expect((await findPhoto(db, copy))?.isDuplicate).toBe(true);
    // What a photo stored before the thumbnail holds: version 1, the hashes only (141 bytes).
    const version1 = Uint8Array.of(1, ...current.slice(1, 141));
    await db
      .update(photos)
      .set({ cropSignature: version1, isDuplicate: false })
      .where(inArray(photos.id, [first, copy]));
    // The API leaves out a signature it does not read rather than send one the worker cannot.
    const sent = apiPhoto.parse(fromWire((await agent.get(`/api/v2/my/photos/${copy}`)).json()));
    expect(sent.cropSignature).toBeUndefined();
    expect(await queueRehashes()).toEqual(expect.arrayContaining([first, copy]));
    expect(await queueRehashes()).toEqual([]);
    await createServerJobRunner(deps()).drain();
    const after = await findPhoto(db, copy);
    expect(new Uint8Array(after!.cropSignature!)).toEqual(current);
    expect(after?.isDuplicate).toBe(true);
    expect(await queueRehashes()).toEqual([]);
  });
});
