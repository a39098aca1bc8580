import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albums, photos } from '../../src/server/db/schema/photos';
import { createServerJobRunner } from '../../src/server/routes/jobHandlers';
import { EXTERNAL_PHOTO_SOURCES, type PhotoSource } from '../../src/shared/catalog/photoSources';
import { connectSource } from './support/connectPhotoSource';
import {
  type FakeLibrary,
  type FakePicture,
  type FakeService,
  startFakeSource,
} from './support/fakePhotoSources/fakeSources';
import { signedInUser } from './support/photoFixtures';
import { startTestServer, type TestAgent, type TestServer } from './support/testServer';

let server: TestServer;
let processJobs: () => Promise<void>;
beforeAll(async () => {
  server = await startTestServer();
  // No waiting between attempts: a busy source is retried until the attempts run out at once.
  const runner = createServerJobRunner(
    { db: server.database.db, blobs: server.blobs, now: () => server.clock.now },
    { backoffMs: () => 0 },
  );
  processJobs = () => runner.drain();
});
afterAll(() => server.close());

let colour = 0;
/** A small JPEG of its own colour, so every picture has different bytes (and content hash). */
async function picture(id: string, name: string, albumId?: string): Promise<FakePicture> {
  colour += 1;
  const bytes = await sharp({
    create: {
      width: 320,
      height: 240,
      channels: 3,
      background: { r: (colour * 37) % 256, g: (colour * 91) % 256, b: (colour * 53) % 256 },
    },
  })
    .jpeg()
    .toBuffer();
  return { id, name, albumId, bytes, mimeType: 'image/jpeg', width: 320, height: 240 };
}

/** Three pictures in one album (two pages of two), one in another, one not a picture at all. */
async function libraryFor(source: PhotoSource): Promise<FakeLibrary> {
  const p = source.path.replace(/-/g, '');
  const inAlbum = (album: string) => (source.hasAlbums ? album : undefined);
  return {
    albums: source.hasAlbums
      ? [
          { id: `${p}album1`, name: 'Summer' },
          { id: `${p}album2`, name: 'Winter' },
        ]
      : [],
    pictures: [
      await picture(`${p}pic1`, 'beach.jpg', inAlbum(`${p}album1`)),
      await picture(`${p}pic2`, 'dunes.jpg', inAlbum(`${p}album1`)),
      await picture(`${p}pic3`, 'pier.jpg', inAlbum(`${p}album1`)),
      await picture(`${p}pic4`, 'snow.jpg', inAlbum(`${p}album2`)),
      {
        id: `${p}pic5`,
        name: 'notes.jpg',
        albumId: inAlbum(`${p}album2`),
        bytes: Buffer.from('these are my notes, not a picture'),
        mimeType: 'image/jpeg',
        width: 320,
        height: 240,
      },
    ],
  };
}

interface WirePhoto {
  id: string;
  name: string;
  thumbnail_url: string;
}
interface Progress {
  total: number;
  done: number;
  failed: number;
  pending: number;
  errors: string[];
  items: { external_id: string; status: string; error?: string }[];
}

/** Every page of a listing, following next_cursor; answers the pages as they came. */
async function allPages<T>(agent: TestAgent, url: string): Promise<T[][]> {
  const pages: T[][] = [];
  let cursor: string | undefined;
  do {
    const sep = url.includes('?') ? '&' : '?';
    const response = await agent.get(
      cursor ? `${url}${sep}cursor=${encodeURIComponent(cursor)}` : url,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { items: T[]; next_cursor?: string };
    pages.push(body.items);
    cursor = body.next_cursor;
    expect(pages.length, 'paging never ends').toBeLessThan(20);
  } while (cursor);
  return pages;
}

async function importPhotos(
  agent: TestAgent,
  source: PhotoSource,
  externalIds: string[],
  album?: { id: string; name: string },
): Promise<Progress> {
  const queued = await agent.send('POST', `/api/v2/my/photo_sources/${source.id}/import`, {
    external_ids: externalIds,
    ...(album ? { album } : {}),
  });
  expect(queued.statusCode, queued.body).toBe(200);
  const { batch_id: batchId } = queued.json() as { batch_id: string };
  await processJobs();
  const progress = await agent.get(`/api/v2/my/photo_imports/${batchId}`);
  expect(progress.statusCode, progress.body).toBe(200);
  return { ...(progress.json() as Progress), batchId } as Progress & { batchId: string };
}

const photosOf = (ownerId: number) =>
  server.database.db.select().from(photos).where(eq(photos.ownerId, ownerId));

async function tempImportFiles(): Promise<string[]> {
  return readdir(path.join(tmpdir(), 'printshop-imports')).catch(() => []);
}

describe.each(EXTERNAL_PHOTO_SOURCES.map((source) => [source.path, source] as const))(
  'importing from %s',
  (sourcePath, source) => {
    let fake: FakeService;
    let library: FakeLibrary;
    let owner: { agent: TestAgent; id: number };
    const id = (n: number) => `${sourcePath.replace(/-/g, '')}pic${n}`;
    /** The source's id of a picture: the cloud drive names files by its own `id:` ids. */
    const listedIds = new Map<string, string>();

    beforeAll(async () => {
      library = await libraryFor(source);
      // A long-lived token: the failure tests decide when the source stops taking it.
      fake = await startFakeSource(sourcePath, library, {
        now: () => server.clock.now,
        tokenLifetimeS: 30 * 24 * 3600,
      });
      owner = await signedInUser(server.app, server.database.db);
      await connectSource(owner.agent, sourcePath);
    });
    afterAll(() => fake.close());

    it('browses albums and photos page by page, with previews through our proxy', async () => {
      const { agent } = owner;
      const albumPages = await allPages<{ id: string; name: string }>(
        agent,
        `/api/v2/my/photo_sources/${source.id}/albums`,
      );
      if (source.hasAlbums) {
        expect(albumPages.flat().map((a) => a.name)).toEqual(['Summer', 'Winter']);
      } else {
        expect(albumPages.flat()).toEqual([]);
      }

      const photoPages = await allPages<WirePhoto>(
        agent,
        `/api/v2/my/photo_sources/${source.id}/photos`,
      );
      const all = photoPages.flat();
      expect(all.map((p) => p.name).sort()).toEqual(
        ['beach.jpg', 'dunes.jpg', 'notes.jpg', 'pier.jpg', 'snow.jpg'].sort(),
      );
      // The fake's pages hold two entries, so five pictures take more than one page.
      expect(photoPages.length).toBeGreaterThan(1);
      for (const p of all) listedIds.set(p.name, p.id);

      const preview = await agent.get(all.find((p) => p.name === 'beach.jpg')!.thumbnail_url);
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toMatch(/^image\//);
      expect((await sharp(preview.rawPayload).metadata()).width).toBeGreaterThan(0);
      // A preview address is signed for its user: someone else cannot use it.
      const other = await signedInUser(server.app, server.database.db);
      expect((await other.agent.get(all[0]!.thumbnail_url)).statusCode).toBe(404);

      if (source.hasAlbums) {
        const summerId = albumPages.flat()[0]!.id;
        const inSummer = await allPages<WirePhoto>(
          agent,
          `/api/v2/my/photo_sources/${source.id}/photos?album_id=${encodeURIComponent(summerId)}`,
        );
        expect(
          inSummer
            .flat()
            .map((p) => p.name)
            .sort(),
        ).toEqual(['beach.jpg', 'dunes.jpg', 'pier.jpg']);
      }
    });

    it('copies the chosen photos into our storage and processes them, once', async () => {
      const { agent, id: ownerId } = owner;
      const chosen = [listedIds.get('beach.jpg')!, listedIds.get('dunes.jpg')!];
      const progress = await importPhotos(agent, source, chosen);
      expect(progress).toMatchObject({ total: 2, done: 2, failed: 0, pending: 0, errors: [] });
      expect(progress.items.map((i) => i.status)).toEqual(['done', 'done']);

      const rows = await photosOf(ownerId);
      expect(rows.map((r) => r.externalId).sort()).toEqual([...chosen].sort());
      // Named as they were while browsing.
      expect(rows.map((r) => r.name).sort()).toEqual(['beach.jpg', 'dunes.jpg']);
      for (const row of rows) {
        expect(row).toMatchObject({ sourceId: source.id, status: 'ready', width: 320 });
        expect(await server.blobs.exists(`photos/${ownerId}/${row.id}/original`)).toBe(true);
        const small = await agent.get(`/photos/${row.id}/small.jpg`);
        expect(small.statusCode).toBe(200);
      }
      const listed = (await agent.get(`/api/v2/my/photos/${rows[0]!.id}`)).json();
      expect(listed).toMatchObject({ source_id: source.id, external_id: rows[0]!.externalId });

      // The same photo again, even named twice in one import: still one copy.
      const again = await importPhotos(agent, source, [chosen[0]!, chosen[0]!]);
      expect(again).toMatchObject({ total: 1, done: 1, failed: 0 });
      expect(await photosOf(ownerId)).toHaveLength(2);
    });

    it.runIf(source.hasAlbums)('recreates the source album as one of ours', async () => {
      const { agent, id: ownerId } = owner;
      const sourceAlbum = (await agent.get(`/api/v2/my/photo_sources/${source.id}/albums`)).json()
        .items[0] as { id: string; name: string };
      expect(sourceAlbum.name).toBe('Summer');
      const summer = ['beach.jpg', 'dunes.jpg', 'pier.jpg'].map((n) => listedIds.get(n)!);
      for (let round = 0; round < 2; round++) {
        const progress = await importPhotos(agent, source, summer, sourceAlbum);
        expect(progress).toMatchObject({ total: 3, done: 3, failed: 0 });
      }
      // Imported twice, the album exists once and holds each photo once; the earlier
      // imports joined it without being copied again.
      const ours = await server.database.db
        .select()
        .from(albums)
        .where(and(eq(albums.ownerId, ownerId), eq(albums.sourceId, source.id)));
      expect(ours.map((a) => a.name)).toEqual(['Summer']);
      const rows = await photosOf(ownerId);
      expect(rows).toHaveLength(3);
      const inAlbum = (await agent.get('/api/v2/my/albums'))
        .json()
        .items.find((a: { id: number }) => a.id === ours[0]!.id);
      expect(inAlbum).toMatchObject({ name: 'Summer' });
      const wirePhotos = await Promise.all(
        rows.map(async (r) => (await agent.get(`/api/v2/my/photos/${r.id}`)).json()),
      );
      for (const p of wirePhotos) expect(p.album_ids).toEqual([ours[0]!.id]);
    });

    it('says per photo what failed, and keeps nothing of it', async () => {
      const { agent, id: ownerId } = owner;
      const before = (await photosOf(ownerId)).length;
      const tempBefore = await tempImportFiles();
      const snow = listedIds.get('snow.jpg')!;
      const notes = listedIds.get('notes.jpg')!;
      fake.failRequestsMentioning(id(4), 500);
      const progress = await importPhotos(agent, source, [snow, notes]);
      expect(progress).toMatchObject({ total: 2, done: 0, failed: 2, pending: 0 });
      const byId = new Map(progress.items.map((i) => [i.external_id, i]));
      expect(byId.get(snow)).toMatchObject({ status: 'failed' });
      expect(byId.get(snow)!.error).toMatch(/busy \(HTTP 500\)/);
      expect(byId.get(notes)!.error).toMatch(/not an image we can read/);
      expect(await photosOf(ownerId)).toHaveLength(before);
      expect(await tempImportFiles()).toEqual(tempBefore);
    });

    it('forgets a token the source no longer accepts', async () => {
      const { agent, id: ownerId } = owner;
      const before = (await photosOf(ownerId)).length;
      fake.revokeAll();
      const progress = await importPhotos(agent, source, [listedIds.get('pier.jpg')!]);
      if (source.hasAlbums) {
        // pier.jpg came in with the album already: nothing to fetch, nothing to fail.
        expect(progress).toMatchObject({ done: 1, failed: 0 });
      } else {
        expect(progress).toMatchObject({ done: 0, failed: 1 });
        expect(progress.items[0]!.error).toMatch(/Reconnect/);
        const tokens = (await agent.get('/api/v2/my/photo_import_tokens')).json().items;
        expect(tokens.find((t: { source_id: number }) => t.source_id === source.id)).toMatchObject({
          connected: false,
        });
      }
      expect(await photosOf(ownerId)).toHaveLength(before);
      // Browsing with the dead token says to reconnect, and forgets it.
      const browse = await agent.get(`/api/v2/my/photo_sources/${source.id}/photos`);
      expect(browse.statusCode).toBe(409);
      const tokens = (await agent.get('/api/v2/my/photo_import_tokens')).json().items;
      expect(tokens.find((t: { source_id: number }) => t.source_id === source.id).connected).toBe(
        false,
      );
      const refused = await agent.send('POST', `/api/v2/my/photo_sources/${source.id}/import`, {
        external_ids: [listedIds.get('snow.jpg')!],
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toContain('Connect');
    });

    it('keeps the imported photos after the source goes away', async () => {
      const { agent, id: ownerId } = owner;
      await fake.close();
      const rows = await photosOf(ownerId);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect((await agent.get(`/photos/${row.id}/medium.jpg`)).statusCode).toBe(200);
        expect(await server.blobs.exists(`photos/${ownerId}/${row.id}/original`)).toBe(true);
      }
    });
  },
);

describe('photo imports, whoever asks', () => {
  let fake: FakeService;
  beforeAll(async () => {
    fake = await startFakeSource(
      'social',
      { albums: [], pictures: [await picture('lonely1', 'lonely.jpg')] },
      { now: () => server.clock.now, tokenLifetimeS: 30 * 24 * 3600 },
    );
  });
  afterAll(() => fake.close());

  it("answers someone else's batch as not found", async () => {
    const owner = await signedInUser(server.app, server.database.db);
    await connectSource(owner.agent, 'social');
    const progress = (await importPhotos(owner.agent, EXTERNAL_PHOTO_SOURCES[0]!, [
      'lonely1',
    ])) as Progress & { batchId: string };
    expect(progress.done).toBe(1);
    const stranger = await signedInUser(server.app, server.database.db);
    const peek = await stranger.agent.get(`/api/v2/my/photo_imports/${progress.batchId}`);
    expect(peek.statusCode).toBe(404);
    expect((await owner.agent.get('/api/v2/my/photo_imports/nosuchbatch')).statusCode).toBe(404);
  });

  it('refuses unknown sources and sources that are not connected', async () => {
    const { agent } = await signedInUser(server.app, server.database.db);
    for (const url of [
      '/api/v2/my/photo_sources/0/photos',
      '/api/v2/my/photo_sources/2/photos',
      '/api/v2/my/photo_sources/999/albums',
    ]) {
      expect((await agent.get(url)).statusCode, url).toBe(404);
    }
    const notConnected = await agent.get('/api/v2/my/photo_sources/1/photos');
    expect(notConnected.statusCode).toBe(409);
    expect(notConnected.json().error.message).toBe('Connect Social network first.');
    const unknownPath = await agent.get('/~/photo-source-thumbnails/nowhere?ref=x&sig=y');
    expect(unknownPath.statusCode).toBe(404);
    const connectUnknown = await agent.get('/~/photo-source-connect/nowhere');
    expect(connectUnknown.body).toContain('doesn&#39;t exist');
  });

  it('validates what an import names', async () => {
    const { agent } = await signedInUser(server.app, server.database.db);
    await connectSource(agent, 'social');
    for (const body of [{ external_ids: [] }, { external_ids: [''] }, {}]) {
      const refused = await agent.send('POST', '/api/v2/my/photo_sources/1/import', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('disconnecting forgets the token: browsing and importing need a new connection', async () => {
    const { agent } = await signedInUser(server.app, server.database.db);
    await connectSource(agent, 'social');
    expect((await agent.get('/api/v2/my/photo_sources/1/photos')).statusCode).toBe(200);
    expect((await agent.send('DELETE', '/api/v2/my/photo_import_tokens/1')).statusCode).toBe(200);
    expect((await agent.get('/api/v2/my/photo_sources/1/photos')).statusCode).toBe(409);
    const refused = await agent.send('POST', '/api/v2/my/photo_sources/1/import', {
      external_ids: ['lonely1'],
    });
    expect(refused.statusCode).toBe(409);
  });
});
