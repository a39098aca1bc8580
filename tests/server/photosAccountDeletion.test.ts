import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albums, photos } from '../../src/server/db/schema/photos';
import { jobs } from '../../src/server/db/schema/platform';
import { createServerJobRunner } from '../../src/server/routes/jobHandlers';
import { jpegWithExif, signedInUser, uploadPhoto, userExists } from './support/photoFixtures';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function rows(table: typeof photos | typeof albums | typeof jobs, ownerId: number) {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(table)
    .where(eq(table.ownerId, ownerId));
  return Number(row?.n ?? 0);
}

async function filesOf(ownerId: number): Promise<string[]> {
  try {
    return await readdir(path.join(server.dataDir, 'blobs', 'photos', `${ownerId}`), {
      recursive: true,
    });
  } catch {
    return [];
  }
}

describe('account deletion and photos', () => {
  it("removes the user's photos, albums, jobs and stored files, and nobody else's", async () => {
    const { db } = server.database;
    const runner = createServerJobRunner({ db, blobs: server.blobs, now: () => server.clock.now });
    const leaving = await signedInUser(server.app, db);
    const staying = await signedInUser(server.app, db);
    for (const [user, seed] of [
      [leaving, 401],
      [staying, 402],
    ] as const) {
      const { finished } = await uploadPhoto(user.agent, await jpegWithExif({ seed }));
      expect(finished.statusCode).toBe(204);
      await user.agent.send('POST', '/api/v2/my/albums', { name: 'Trip' });
    }
    await runner.drain();
    expect(await filesOf(leaving.id)).not.toEqual([]);

    const asked = await leaving.agent.send('POST', '/api/v2/my/account/delete_account', {
      password: 'correct horse battery',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const mail = server.mail.at(-1)!;
    const token = /evt=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    const confirmed = await leaving.agent.send(
      'POST',
      '/api/v2/my/account/delete_account_confirmation',
      { token, user_id: leaving.id },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    expect(await userExists(db, leaving.id)).toBe(false);
    expect(await rows(photos, leaving.id)).toBe(0);
    expect(await rows(albums, leaving.id)).toBe(0);
    expect(await rows(jobs, leaving.id)).toBe(0);
    expect(await filesOf(leaving.id)).toEqual([]);

    expect(await rows(photos, staying.id)).toBe(1);
    expect(await rows(albums, staying.id)).toBe(1);
    expect(await filesOf(staying.id)).not.toEqual([]);
  });
});
