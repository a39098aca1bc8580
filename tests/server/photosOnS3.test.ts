import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerJobRunner } from '../../src/server/routes/jobHandlers';
import { s3BlobStore } from '../../src/server/storage/s3BlobStore';
import { s3Uploads } from '../../src/server/storage/s3Uploads';
import { type LocalS3, startLocalS3 } from '../storage/support/localS3Server';
import {
  createUpload,
  headUpload,
  jpegWithExif,
  patchUpload,
  sha256Hex,
  signedInUser,
  uploadPhoto,
} from './support/photoFixtures';
import { startTestServer, type TestServer } from './support/testServer';

// The shop configured for object storage (S3_BUCKET): photos, derivatives and unfinished uploads
// all in the bucket of a local S3-compatible server.
let s3: LocalS3;
let server: TestServer;
let processJobs: () => Promise<void>;
beforeAll(async () => {
  s3 = await startLocalS3();
  const blobs = s3BlobStore(s3.settings);
  server = await startTestServer({ blobs, s3Uploads: s3Uploads(s3.settings) });
  const runner = createServerJobRunner({
    db: server.database.db,
    blobs,
    now: () => server.clock.now,
  });
  processJobs = () => runner.drain();
});
afterAll(async () => {
  await server.close();
  await s3.close();
});

/** What the upload dir holds besides lock files: nothing, once uploads are done with. */
async function uploadFilesLeft(): Promise<string[]> {
  const names = await readdir(path.join(server.dataDir, 'uploads')).catch(() => []);
  return names.filter((name) => !name.endsWith('.lock'));
}

describe('photos on S3-compatible object storage', () => {
  it('takes a tus upload into the bucket; the job makes derivatives served from it', async () => {
    const { agent, id: ownerId } = await signedInUser(server.app, server.database.db);
    const jpeg = await jpegWithExif({ takenAt: '2024:06:01 10:30:00' });
    const { finished } = await uploadPhoto(agent, jpeg);
    expect(finished.statusCode, finished.body).toBe(204);
    const photoId = Number(finished.headers['photo-id']);
    await processJobs();

    const small = await agent.get(`/photos/${photoId}/small.webp`);
    expect(small.statusCode).toBe(200);
    const meta = await sharp(small.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256 });

    const original = await agent.get(`/api/v2/my/photos/${photoId}`);
    expect(original.json()).toMatchObject({ width: 640, height: 480, is_original_uploaded: true });
    // Only the photo's files stay in the bucket: the upload's objects went once it was a photo.
    const keys = s3.keys();
    expect(keys).toContain(`photos/${ownerId}/${photoId}/original`);
    expect(keys.filter((key) => !key.startsWith(`photos/${ownerId}/${photoId}/`))).toEqual([]);
    expect(await uploadFilesLeft()).toEqual([]);
  });

  it('resumes an upload at the offset the bucket holds', async () => {
    const { agent } = await signedInUser(server.app, server.database.db);
    const jpeg = await jpegWithExif({ takenAt: '2023:01:02 08:00:00' });
    const created = await createUpload(agent, jpeg.length, {
      filename: 'resumed.jpg',
      filetype: 'image/jpeg',
      sha256: sha256Hex(jpeg),
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    const half = Math.floor(jpeg.length / 2);
    expect((await patchUpload(agent, location, 0, jpeg.subarray(0, half))).statusCode).toBe(204);

    const head = await headUpload(agent, location);
    expect(head.headers['upload-offset']).toBe(String(half));
    const finished = await patchUpload(agent, location, half, jpeg.subarray(half));
    expect(finished.statusCode, finished.body).toBe(204);
    await processJobs();
    const photoId = Number(finished.headers['photo-id']);
    expect((await agent.get(`/photos/${photoId}/small.jpg`)).statusCode).toBe(200);
  });

  it('leaves nothing in the bucket when it refuses an upload', async () => {
    const { agent } = await signedInUser(server.app, server.database.db);
    const before = s3.keys();
    const jpeg = await jpegWithExif({});
    const { finished } = await uploadPhoto(agent, jpeg, { sha256: sha256Hex(Buffer.from('x')) });
    expect(finished.statusCode).toBe(422);
    expect(finished.json().error.code).toBe('checksum_mismatch');
    expect(s3.keys()).toEqual(before);
    expect(await uploadFilesLeft()).toEqual([]);
  });
});
