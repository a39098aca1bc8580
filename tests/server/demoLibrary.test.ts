import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '../../src/server/db/schema/photos';
import { jobs } from '../../src/server/db/schema/platform';
import { seedDemoLibrary } from '../../src/server/media/photos/demoLibrary';
import { PHOTO_JOB } from '../../src/server/media/photos/photoProcessing';
import { signedInPerson } from './support/projects';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the demo sample library', () => {
  it('stores sample photos through the normal intake, once', async () => {
    const { userId } = await signedInPerson(server, 'demo');
    const deps = { db: server.database.db, blobs: server.blobs, now: () => server.clock.now };
    expect(await seedDemoLibrary(deps, userId, 3)).toBe(3);
    const rows = await server.database.db.select().from(photos).where(eq(photos.ownerId, userId));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.status).toBe('processing');
      expect(row.blobKey).toBeTruthy();
      expect(await server.blobs.exists(row.blobKey!)).toBe(true);
    }
    const queued = await server.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, PHOTO_JOB), eq(jobs.ownerId, userId)));
    expect(queued).toHaveLength(3);
    // A second start finds the library made and adds nothing.
    expect(await seedDemoLibrary(deps, userId, 3)).toBe(0);
  });
});
