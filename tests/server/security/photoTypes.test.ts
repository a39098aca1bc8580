import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '../../../src/server/db/schema/photos';
import { createServerJobRunner } from '../../../src/server/routes/jobHandlers';
import { EXTERNAL_PHOTO_SOURCES } from '../../../src/shared/catalog/photoSources';
import { GUEST_UPLOAD_HEADER } from '../../../src/shared/uploadLinks/linkSignature';
import { connectSource } from '../support/connectPhotoSource';
import { type FakeService, startFakeSource } from '../support/fakePhotoSources/fakeSources';
import { sha256Hex, signedInUser, TUS_URL, uploadPhoto } from '../support/photoFixtures';
import { startTestServer, TestAgent, type TestServer } from '../support/testServer';

/*
 * What a photo is comes from its bytes (its magic number), not from the type it was sent as: an
 * SVG (markup, scripts) sent as image/png must not be stored and decoded as a photo, on any path
 * photos come in by: an upload, a guest's upload through a link, an import from a photo source.
 */

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><script>alert(1)</script><rect width="320" height="240"/></svg>',
);
let png: Buffer;
let jpeg: Buffer;

let server: TestServer;
let drainJobs: () => Promise<void>;
beforeAll(async () => {
  server = await startTestServer();
  const runner = createServerJobRunner(
    { db: server.database.db, blobs: server.blobs, now: () => server.clock.now },
    { backoffMs: () => 0 },
  );
  drainJobs = () => runner.drain();
  const image = sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 30, b: 90 } },
  });
  png = await image.clone().png().toBuffer();
  jpeg = await image.clone().jpeg().toBuffer();
});
afterAll(() => server.close());

const photosOf = (ownerId: number) =>
  server.database.db.select().from(photos).where(eq(photos.ownerId, ownerId));

describe('an upload', () => {
  it.each([
    ['an SVG sent as image/png', () => SVG, 'image/png', 'not an image we can read'],
    ['an SVG sent as image/jpeg', () => SVG, 'image/jpeg', 'not an image we can read'],
    ['a PNG sent as image/jpeg', () => png, 'image/jpeg', 'its contents are image/png'],
    ['a JPEG sent as image/webp', () => jpeg, 'image/webp', 'its contents are image/jpeg'],
  ])('refuses %s (415) and keeps nothing', async (_what, content, filetype, says) => {
    const owner = await signedInUser(server.app, server.database.db);
    const { finished } = await uploadPhoto(owner.agent, content(), {
      filename: 'picture',
      filetype,
    });
    expect(finished.statusCode, finished.body).toBe(415);
    expect(finished.body).toContain(says);
    expect(await photosOf(owner.id)).toHaveLength(0);
  });

  it.each([
    ['image/webp', 'webp'],
    ['image/gif', 'gif'],
    ['image/tiff', 'tiff'],
    ['image/avif', 'avif'],
  ] as const)('takes a %s whose bytes are one', async (filetype, format) => {
    const owner = await signedInUser(server.app, server.database.db);
    const content = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .toFormat(format)
      .toBuffer();
    const { finished } = await uploadPhoto(owner.agent, content, { filename: 'x', filetype });
    expect(finished.statusCode, finished.body).toBe(204);
  });

  it('takes a photo whose bytes are the type it was sent as', async () => {
    const owner = await signedInUser(server.app, server.database.db);
    const { finished } = await uploadPhoto(owner.agent, png, {
      filename: 'red.png',
      filetype: 'image/png',
    });
    expect(finished.statusCode, finished.body).toBe(204);
    expect((await photosOf(owner.id)).map((p) => p.mimeType)).toEqual(['image/png']);
  });
});

describe('a guest’s upload through a phone link', () => {
  function metadataHeader(metadata: Record<string, string>): string {
    return Object.entries(metadata)
      .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
      .join(',');
  }

  it('refuses an SVG sent as image/png (415) and keeps nothing', async () => {
    const owner = await signedInUser(server.app, server.database.db);
    const link = await owner.agent.get('/api/v2/my/friends/photo_upload_qr_code_link');
    const [, id, signature] = /\/projects\/(\d+)\/([^/?]+)/.exec(link.json().url)!;
    const phone = new TestAgent(server.app);
    const opened = await phone.get(
      `/api/v2/pages/mobile_upload?project_or_user_id=${id}&signature=${signature}`,
    );
    expect(opened.statusCode, opened.body).toBe(200);
    const key = opened.json().upload_session_id as string;
    const created = await server.app.inject({
      method: 'POST',
      url: TUS_URL,
      headers: {
        'tus-resumable': '1.0.0',
        [GUEST_UPLOAD_HEADER]: key,
        'upload-length': String(SVG.length),
        'upload-metadata': metadataHeader({
          filename: 'party.png',
          filetype: 'image/png',
          sha256: sha256Hex(SVG),
          upload_session_id: key,
        }),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const finished = await server.app.inject({
      method: 'PATCH',
      url: created.headers.location as string,
      payload: SVG,
      headers: {
        'tus-resumable': '1.0.0',
        [GUEST_UPLOAD_HEADER]: key,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
    });
    expect(finished.statusCode, finished.body).toBe(415);
    expect(await photosOf(owner.id)).toHaveLength(0);
  });
});

describe('an import from a photo source', () => {
  const source = EXTERNAL_PHOTO_SOURCES[0]!;
  let fake: FakeService;
  let owner: { agent: TestAgent; id: number };
  beforeAll(async () => {
    fake = await startFakeSource(
      source.path,
      {
        albums: [],
        pictures: [
          {
            id: 'svg1',
            name: 'logo.png',
            bytes: SVG,
            mimeType: 'image/png',
            width: 320,
            height: 240,
          },
          {
            id: 'png1',
            name: 'red.jpg',
            bytes: png,
            mimeType: 'image/jpeg',
            width: 320,
            height: 240,
          },
          {
            id: 'jpg1',
            name: 'red2.jpg',
            bytes: jpeg,
            mimeType: 'image/jpeg',
            width: 320,
            height: 240,
          },
        ],
      },
      { now: () => server.clock.now, tokenLifetimeS: 30 * 24 * 3600 },
    );
    owner = await signedInUser(server.app, server.database.db);
    await connectSource(owner.agent, source.path);
  });
  afterAll(() => fake.close());

  it('refuses what its bytes say is not the type the source gave, and keeps nothing of it', async () => {
    const ids = new Map<string, string>();
    let cursor: string | undefined;
    do {
      const page = await owner.agent.get(
        `/api/v2/my/photo_sources/${source.id}/photos${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.statusCode, page.body).toBe(200);
      for (const p of page.json().items as { id: string; name: string }[]) ids.set(p.name, p.id);
      cursor = page.json().next_cursor;
    } while (cursor);
    const queued = await owner.agent.send('POST', `/api/v2/my/photo_sources/${source.id}/import`, {
      external_ids: [ids.get('logo.png'), ids.get('red.jpg'), ids.get('red2.jpg')],
    });
    expect(queued.statusCode, queued.body).toBe(200);
    await drainJobs();
    const progress = (
      await owner.agent.get(`/api/v2/my/photo_imports/${queued.json().batch_id}`)
    ).json();
    expect(progress).toMatchObject({ total: 3, done: 1, failed: 2 });
    const errors = new Map(
      (progress.items as { external_id: string; error?: string }[]).map((i) => [
        i.external_id,
        i.error ?? '',
      ]),
    );
    expect(errors.get(ids.get('logo.png')!)).toMatch(/not an image we can read/);
    expect(errors.get(ids.get('red.jpg')!)).toMatch(/its contents are image\/png/);
    expect((await photosOf(owner.id)).map((p) => p.name)).toEqual(['red2.jpg']);
  });
});
