import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerJobRunner } from '../../src/server/routes/jobHandlers';
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

let seed = 100;
async function readyPhoto(agent: TestAgent, options: Parameters<typeof jpegWithExif>[0] = {}) {
  seed += 7;
  const { finished } = await uploadPhoto(agent, await jpegWithExif({ seed, ...options }));
  expect(finished.statusCode, finished.body).toBe(204);
  await processJobs();
  return Number(finished.headers['photo-id']);
}

const ids = (list: { items: { id: number }[] }) => list.items.map((item) => item.id);

describe('albums', () => {
  it('creates, lists, renames, fills, marks as seen and deletes an album', async () => {
    const { agent } = await signedInUser(server.app, server.database.db);
    const older = await readyPhoto(agent, { takenAt: '2020:05:05 12:00:00' });
    const newer = await readyPhoto(agent, { takenAt: '2022:05:05 12:00:00' });

    const created = await agent.send('POST', '/api/v2/my/albums', {
      name: ' Summer ',
      photo_ids: [older],
    });
    expect(created.statusCode, created.body).toBe(200);
    const album = created.json();
    expect(album).toMatchObject({
      name: 'Summer',
      photo_count: 1,
      cover_photo_id: older,
      is_seen: false,
    });

    const seen = await agent.send('POST', `/api/v2/my/albums/${album.id}/mark_as_seen`);
    expect(seen.json()).toEqual({ ok: true });
    expect((await agent.get('/api/v2/my/albums')).json()).toMatchObject({
      total: 1,
      items: [{ id: album.id, is_seen: true }],
    });

    server.clock.now = new Date(server.clock.now.getTime() + 60_000);
    const added = await agent.send('POST', `/api/v2/my/albums/${album.id}/add_photos`, {
      photo_ids: [newer, older],
    });
    expect(added.json()).toMatchObject({ photo_count: 2, cover_photo_id: newer, is_seen: false });
    expect((await agent.get(`/api/v2/my/photos/${older}`)).json().album_ids).toEqual([album.id]);

    const inAlbum = (await agent.get(`/api/v2/my/photos?album_id=${album.id}`)).json();
    expect(ids(inAlbum)).toEqual([newer, older]);
    const oldestFirst = (
      await agent.get(`/api/v2/my/photos?album_id=${album.id}&sort_by=date-taken-asc`)
    ).json();
    expect(ids(oldestFirst)).toEqual([older, newer]);

    const renamed = await agent.send('PUT', `/api/v2/my/albums/${album.id}`, { name: 'Summer 22' });
    expect(renamed.json().name).toBe('Summer 22');
    const removed = await agent.send('POST', `/api/v2/my/albums/${album.id}/remove_photos`, {
      photo_ids: [newer],
    });
    expect(removed.json().photo_count).toBe(1);

    expect((await agent.send('DELETE', `/api/v2/my/albums/${album.id}`)).json()).toEqual({
      ok: true,
    });
    expect((await agent.get('/api/v2/my/albums')).json().total).toBe(0);
    // The photos stay in the library.
    expect((await agent.get(`/api/v2/my/photos/${older}`)).json().album_ids).toEqual([]);
  });

  it('puts the photos of an upload session into its album', async () => {
    const { agent } = await signedInUser(server.app, server.database.db);
    const album = (await agent.send('POST', '/api/v2/my/albums', { name: 'Phone' })).json();
    const opened = await agent.send('POST', '/api/v2/my/upload_sessions', {
      album_id: album.id,
      file_count: 1,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const session = opened.json();
    expect(session.upload_url).toBe('/api/v2/uploads/');
    const { finished } = await uploadPhoto(agent, await jpegWithExif({ seed: 77 }), {
      upload_session_id: session.id,
    });
    expect(finished.statusCode, finished.body).toBe(204);
    const photoId = Number(finished.headers['photo-id']);
    expect((await agent.get(`/api/v2/my/photos/${photoId}`)).json().album_ids).toEqual([album.id]);

    const unknown = await createUpload(agent, 10, {
      filename: 'a.jpg',
      filetype: 'image/jpeg',
      sha256: 'a'.repeat(64),
      upload_session_id: 'not-a-session',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists the photo sources that can be connected, none connected yet', async () => {
    const { agent } = await signedInUser(server.app, server.database.db);
    const tokens = (await agent.get('/api/v2/my/photo_import_tokens')).json();
    // The spec's four external sources and our cloud drive; never our own uploads (id 0).
    expect(tokens.items).toEqual(
      [1, 5, 8, 13, 20].map((id) => ({ source_id: id, connected: false })),
    );
  });
});

describe("someone else's photos and albums do not exist for the caller", () => {
  it('answers 404 on every call', async () => {
    const owner = await signedInUser(server.app, server.database.db);
    const other = await signedInUser(server.app, server.database.db);
    const photoId = await readyPhoto(owner.agent);
    const album = (
      await owner.agent.send('POST', '/api/v2/my/albums', { name: 'Mine', photo_ids: [photoId] })
    ).json();
    const ownAlbum = (
      await other.agent.send('POST', '/api/v2/my/albums', { name: 'Theirs' })
    ).json();
    const { agent } = other;

    const calls = [
      () => agent.get(`/api/v2/my/photos/${photoId}`),
      () => agent.get(`/api/v2/my/photos?album_id=${album.id}`),
      () => agent.send('POST', '/api/v2/my/photos/batch_destroy', { photo_ids: [photoId] }),
      () => agent.send('PUT', `/api/v2/my/albums/${album.id}`, { name: 'Stolen' }),
      () => agent.send('DELETE', `/api/v2/my/albums/${album.id}`),
      () =>
        agent.send('POST', `/api/v2/my/albums/${album.id}/add_photos`, { photo_ids: [photoId] }),
      () =>
        agent.send('POST', `/api/v2/my/albums/${album.id}/remove_photos`, { photo_ids: [photoId] }),
      () => agent.send('POST', `/api/v2/my/albums/${album.id}/mark_as_seen`),
      () =>
        agent.send('POST', `/api/v2/my/albums/${ownAlbum.id}/add_photos`, { photo_ids: [photoId] }),
      () => agent.send('POST', '/api/v2/my/albums', { name: 'Grab', photo_ids: [photoId] }),
      () => agent.send('POST', '/api/v2/my/photos', { source_id: 0, album_id: album.id }),
      () => agent.send('POST', '/api/v2/my/upload_sessions', { album_id: album.id, file_count: 1 }),
      () => agent.get(`/photos/${photoId}/small.webp`),
      () => agent.get(`/photos/${photoId}/large.jpg`),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.statusCode, `${response.body}`).toBe(404);
    }
    // Nothing changed for the owner.
    expect((await owner.agent.get(`/api/v2/my/photos/${photoId}`)).statusCode).toBe(200);
    expect((await owner.agent.get('/api/v2/my/albums')).json().items[0]).toMatchObject({
      name: 'Mine',
      photo_count: 1,
    });
    expect((await owner.agent.get(`/photos/${photoId}/small.webp`)).statusCode).toBe(200);
    expect((await agent.get('/api/v2/my/photos')).json().total).toBe(0);
  });

  it("refuses to resume, inspect or cancel someone else's upload", async () => {
    const owner = await signedInUser(server.app, server.database.db);
    const other = await signedInUser(server.app, server.database.db);
    const jpeg = await jpegWithExif({ seed: 55 });
    const created = await createUpload(owner.agent, jpeg.length, {
      filename: 'a.jpg',
      filetype: 'image/jpeg',
      sha256: sha256Hex(jpeg),
    });
    const location = created.headers.location as string;
    expect((await headUpload(other.agent, location)).statusCode).toBe(404);
    expect((await patchUpload(other.agent, location, 0, jpeg)).statusCode).toBe(404);
    const head = await headUpload(owner.agent, location);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe('0');
  });
});

describe('my/photos/batch_destroy', () => {
  it('removes the rows and every stored file of the photos', async () => {
    const { agent, id: ownerId } = await signedInUser(server.app, server.database.db);
    const gone = await readyPhoto(agent);
    const kept = await readyPhoto(agent);
    const prefix = `photos/${ownerId}/${gone}`;
    expect(await server.blobs.exists(`${prefix}/original`)).toBe(true);
    expect(await server.blobs.exists(`${prefix}/large.webp`)).toBe(true);

    const response = await agent.send('POST', '/api/v2/my/photos/batch_destroy', {
      photo_ids: [gone],
    });
    expect(response.json()).toEqual({ deleted: 1 });
    for (const file of ['original', 'small.webp', 'small.jpg', 'medium.webp', 'large.jpg']) {
      expect(await server.blobs.exists(`${prefix}/${file}`)).toBe(false);
    }
    expect((await agent.get(`/photos/${gone}/small.webp`)).statusCode).toBe(404);
    expect((await agent.get(`/api/v2/my/photos/${gone}`)).statusCode).toBe(404);
    expect(await server.blobs.exists(`photos/${ownerId}/${kept}/original`)).toBe(true);
    expect(
      (await agent.get('/api/v2/my/photos/recent')).json().items.map((p: { id: number }) => p.id),
    ).toEqual([kept]);
  });
});
