import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '../../src/server/db/schema/photos';
import { jobs } from '../../src/server/db/schema/platform';
import { MAX_UPLOAD_BYTES } from '../../src/server/media/photos/uploadRules';
import { createServerJobRunner } from '../../src/server/routes/jobHandlers';
import {
  createUpload,
  hugePngHeader,
  jpegWithExif,
  sha256Hex,
  signedInUser,
  uploadPhoto,
} from './support/photoFixtures';
import { startTestServer, TestAgent, type TestServer } from './support/testServer';

let server: TestServer;
let processJobs: () => Promise<void>;
beforeAll(async () => {
  server = await startTestServer();
  const runner = createServerJobRunner({
    db: server.database.db,
    blobs: server.blobs,
    now: () => server.clock.now,
  });
  processJobs = () => runner.drain();
});
afterAll(() => server.close());

/** Files under a folder of the test's data dir, relative to it; none when it does not exist. */
async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(path.join(server.dataDir, dir), {
      recursive: true,
      withFileTypes: true,
    });
    return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

async function photoRowsOf(ownerId: number): Promise<number> {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(photos)
    .where(eq(photos.ownerId, ownerId));
  return Number(row?.n ?? 0);
}

/** Uploads a photo and runs its job; answers the photo id. */
async function readyPhoto(agent: TestAgent, content: Buffer, name = 'holiday.jpg') {
  const { finished } = await uploadPhoto(agent, content, { filename: name });
  expect(finished.statusCode, finished.body).toBe(204);
  await processJobs();
  return Number(finished.headers['photo-id']);
}

describe('uploading a photo over tus', () => {
  it('stores a JPEG with EXIF; the job makes derivatives and fills the fields', async () => {
    const { agent, id: ownerId } = await signedInUser(server.app, server.database.db);
    const jpeg = await jpegWithExif({ takenAt: '2024:06:01 10:30:00', gps: true });
    const { created, finished } = await uploadPhoto(agent, jpeg);
    expect(created.statusCode, created.body).toBe(201);
    expect(finished.statusCode, finished.body).toBe(204);
    const photoId = Number(finished.headers['photo-id']);
    expect(photoId).toBeGreaterThan(0);

    const before = (await agent.get(`/api/v2/my/photos/${photoId}`)).json();
    expect(before.urls).toEqual({});
    await processJobs();

    const photo = (await agent.get(`/api/v2/my/photos/${photoId}`)).json();
    expect(photo).toMatchObject({
      id: photoId,
      name: 'holiday.jpg',
      width: 640,
      height: 480,
      taken_at: '2024-06-01T10:30:00.000Z',
      is_geo_tagged: true,
      is_original_uploaded: true,
      is_duplicate: false,
      source_id: 0,
      creator_id: ownerId,
      album_ids: [],
      urls: {
        small: `/photos/${photoId}/small.webp`,
        medium: `/photos/${photoId}/medium.webp`,
        large: `/photos/${photoId}/large.webp`,
      },
      widths: { small: 256, medium: 640, large: 640 },
      heights: { small: 192, medium: 480, large: 480 },
    });

    for (const format of ['webp', 'jpg']) {
      const file = await agent.get(`/photos/${photoId}/small.${format}`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['cache-control']).toContain('private');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe(format === 'jpg' ? 'jpeg' : 'webp');
      expect(meta.width).toBe(256);
      // Derivatives carry no EXIF: the GPS position stays private.
      expect(meta.exif).toBeUndefined();
    }
    expect(await server.blobs.exists(`photos/${ownerId}/${photoId}/original`)).toBe(true);
    expect(await filesUnder('uploads')).toEqual([]);
  });

  it('refuses guests', async () => {
    const guest = new TestAgent(server.app);
    await guest.fetchCsrf();
    const response = await createUpload(guest, 10, {
      filename: 'a.jpg',
      filetype: 'image/jpeg',
      sha256: 'a'.repeat(64),
    });
    expect(response.statusCode).toBe(401);
    expect((await guest.get('/api/v2/my/photos')).statusCode).toBe(401);
  });
});

describe('refused uploads leave nothing behind', () => {
  async function expectNothingLeft(ownerId: number) {
    expect(await photoRowsOf(ownerId)).toBe(0);
    expect(await filesUnder(`blobs/photos/${ownerId}`)).toEqual([]);
    expect(await filesUnder('uploads')).toEqual([]);
  }

  it('refuses a type that is not a picture before any byte is sent', async () => {
    const { agent, id } = await signedInUser(server.app, server.database.db);
    const text = Buffer.from('not a picture');
    const { created } = await uploadPhoto(agent, text, {
      filetype: 'text/plain',
      filename: 'a.txt',
    });
    expect(created.statusCode).toBe(415);
    expect(JSON.parse(created.body).error.message).toMatch(/not a photo we can use/);
    await expectNothingLeft(id);
  });

  it('refuses a file that says it is a JPEG but is not an image', async () => {
    const { agent, id } = await signedInUser(server.app, server.database.db);
    const { finished } = await uploadPhoto(agent, Buffer.from('just some text, really'));
    expect(finished.statusCode).toBe(415);
    expect(JSON.parse(finished.body).error).toEqual({
      code: 'not_an_image',
      message: 'holiday.jpg is not an image we can read.',
    });
    await expectNothingLeft(id);
  });

  it('refuses a picture of more than 100 megapixels', async () => {
    const { agent, id } = await signedInUser(server.app, server.database.db);
    const { finished } = await uploadPhoto(agent, hugePngHeader(), {
      filetype: 'image/png',
      filename: 'huge.png',
    });
    expect(finished.statusCode).toBe(422);
    const { error } = JSON.parse(finished.body);
    expect(error.code).toBe('image_too_large');
    expect(error.message).toBe('huge.png has 120 megapixels; photos may have at most 100.');
    await expectNothingLeft(id);
  });

  it('refuses a file larger than the limit up front', async () => {
    const { agent, id } = await signedInUser(server.app, server.database.db);
    const response = await createUpload(agent, MAX_UPLOAD_BYTES + 1, {
      filename: 'big.jpg',
      filetype: 'image/jpeg',
      sha256: 'a'.repeat(64),
    });
    expect(response.statusCode).toBe(413);
    await expectNothingLeft(id);
  });

  it('refuses bytes that do not match the checksum the client sent', async () => {
    const { agent, id } = await signedInUser(server.app, server.database.db);
    const jpeg = await jpegWithExif({ seed: 3 });
    const { finished } = await uploadPhoto(agent, jpeg, { sha256: sha256Hex(Buffer.from('x')) });
    expect(finished.statusCode).toBe(422);
    expect(JSON.parse(finished.body).error.code).toBe('checksum_mismatch');
    await expectNothingLeft(id);
  });

  it('removes a truncated picture when its job cannot decode it, and records why', async () => {
    const { agent, id } = await signedInUser(server.app, server.database.db);
    const jpeg = await jpegWithExif({ seed: 5, width: 800, height: 600 });
    const cut = jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
    const { finished } = await uploadPhoto(agent, cut);
    expect(finished.statusCode, finished.body).toBe(204);
    const photoId = Number(finished.headers['photo-id']);
    await processJobs();
    expect((await agent.get(`/api/v2/my/photos/${photoId}`)).statusCode).toBe(404);
    await expectNothingLeft(id);
    const [job] = await server.database.db.select().from(jobs).where(eq(jobs.ownerId, id));
    expect(job?.status).toBe('failed');
    expect(job?.lastError).toBe(
      'holiday.jpg is cut short (the file is incomplete) and was removed. Upload it again.',
    );
  });
});

describe('duplicates', () => {
  it("answers 'duplicate' naming the photo already there, and keeps one row", async () => {
    const { agent, id } = await signedInUser(server.app, server.database.db);
    const jpeg = await jpegWithExif({ seed: 9 });
    const first = await uploadPhoto(agent, jpeg);
    const photoId = Number(first.finished.headers['photo-id']);
    const second = await uploadPhoto(agent, jpeg, { filename: 'again.jpg' });
    expect(second.finished.statusCode).toBe(409);
    expect(JSON.parse(second.finished.body).error).toEqual({
      code: 'duplicate',
      message: 'again.jpg is already in your photos.',
      existing_photo_id: photoId,
    });
    expect(await photoRowsOf(id)).toBe(1);
    expect(await filesUnder('uploads')).toEqual([]);

    // The client may ask before uploading at all.
    const known = await agent.send('POST', '/api/v2/my/photos', {
      source_id: 0,
      checksum: sha256Hex(jpeg),
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toMatchObject({ duplicate: true, photo: { id: photoId } });
  });

  it('marks a near-identical picture as a duplicate and hides it by default', async () => {
    const { agent } = await signedInUser(server.app, server.database.db);
    const original = await jpegWithExif({ seed: 20, takenAt: '2023:01:01 08:00:00' });
    const recompressed = await sharp(original).jpeg({ quality: 60 }).toBuffer();
    const first = await readyPhoto(agent, original, 'first.jpg');
    const lookalike = await readyPhoto(agent, recompressed, 'second.jpg');
    expect((await agent.get(`/api/v2/my/photos/${lookalike}`)).json().is_duplicate).toBe(true);
    const listed = (await agent.get('/api/v2/my/photos')).json();
    expect(listed.items.map((p: { id: number }) => p.id)).toEqual([first]);
    const all = (await agent.get('/api/v2/my/photos?hide_duplicates=false')).json();
    expect(all.total).toBe(2);
    const summary = (await agent.get('/api/v2/my/photos/summary')).json();
    expect(summary).toEqual({
      total: 2,
      duplicates: 1,
      albums: 0,
      by_source: [{ source_id: 0, count: 2 }],
    });
  });
});
