import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { photos } from '../../../src/server/db/schema/photos';
import {
  printFileKey,
  printManifestKey,
  queuePrintFile,
} from '../../../src/server/design/print/printJobs';
import {
  currentProjectDocument,
  projectPrintPhotos,
} from '../../../src/server/design/print/projectPrintSource';
import { pushUpdate } from '../../../src/server/design/projects/projectContent.service';
import { findProject } from '../../../src/server/design/projects/projects.repo';
import { findJob } from '../../../src/server/jobs/jobs.repo';
import { createServerJobRunner } from '../../../src/server/routes/jobHandlers';
import { docToY } from '../../../src/shared/project/yjs/binding';
import { boxSizeInches, pdfBoxes, pdfImages } from '../../print/support/poppler';
import { makePhoto, productDocument } from '../../print/support/printFixtures';
import { hasPoppler } from '../../support/ensurePoppler';
import { createProject, seedProjectCatalog, signedInPerson } from '../support/projects';
import { startTestServer, TestAgent, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  if (!hasPoppler()) throw new Error('poppler-utils is missing: `npm test` installs it');
  server = await startTestServer();
  await seedProjectCatalog(server.database.db);
});
afterAll(() => server.close());

/** A signed-in owner with a flat card project whose design uses one of their photos. */
async function cardProject(
  photoWidth = 1200,
  { withDerivative = false, withOriginal = true } = {},
) {
  const { db } = server.database;
  const owner = await signedInPerson(server, 'print');
  const jpeg = await makePhoto(photoWidth, (photoWidth * 2) / 3, 40);
  const [photo] = await db
    .insert(photos)
    .values({
      ownerId: owner.userId,
      name: 'sunset.jpg',
      status: 'ready',
      width: photoWidth,
      height: (photoWidth * 2) / 3,
      blobKey: `photos/${owner.userId}/print-test/original`,
      ...(withDerivative ? { widths: { large: 1024 }, heights: { large: 683 } } : {}),
    })
    .returning({ id: photos.id });
  if (withOriginal) await server.blobs.put(`photos/${owner.userId}/print-test/original`, jpeg);
  if (withDerivative) {
    const large = await makePhoto(1024, 683, 40);
    await server.blobs.put(`photos/${owner.userId}/${photo!.id}/large.jpg`, large);
  }
  const created = await createProject(owner.agent, { product_type_id: 4 });
  expect(created.statusCode, created.body).toBe(200);
  const projectId = created.json().id as number;
  const doc = productDocument(4, '5x7', [String(photo!.id)]);
  await pushUpdate(db, {
    projectId,
    update: Y.encodeStateAsUpdate(docToY(doc)),
    byUserId: owner.userId,
    at: new Date(),
  });
  return { ...owner, projectId, doc };
}

/**
 * The runners' clock, a second ahead: PostgreSQL stamps a job's run_at in microseconds and a Date
 * has milliseconds, so a job queued in the millisecond the drain reads its clock was not yet due.
 */
const aheadOfTheDatabase = () => new Date(Date.now() + 1_000);

describe("the 'print-file' job", () => {
  it('builds the print file of a project into the blob store', async () => {
    const { projectId, doc } = await cardProject();
    const { db } = server.database;
    const jobId = await queuePrintFile(db, projectId);
    const runner = createServerJobRunner({ db, blobs: server.blobs, now: aheadOfTheDatabase });
    await runner.drain();
    expect(await findJob(db, jobId)).toMatchObject({ status: 'done', lastError: null });
    const stream = await server.blobs.get(printFileKey(projectId));
    expect(stream).toBeDefined();
    const file = path.join(server.dataDir, 'job.pdf');
    await writeFile(file, await buffer(stream!));
    const { pages, boxes } = pdfBoxes(file);
    expect(pages).toBe(Object.keys(doc.surfaces).length);
    expect(boxes[0]!.trimBox[2]! - boxes[0]!.trimBox[0]!).toBeCloseTo(doc.surfaces.front!.width, 1);
    expect(pdfImages(file).length).toBeGreaterThan(0);
  });

  it('writes photo prints as one file, each print at its size, with a manifest of copies and sizes', async () => {
    const { db } = server.database;
    // The owner of a card project, and so of its photo, orders prints of that photo.
    const owner = await cardProject();
    const [photo] = await db
      .select({ id: photos.id })
      .from(photos)
      .where(eq(photos.ownerId, owner.userId));
    const id = String(photo!.id);
    const doc = productDocument(
      40,
      '4x6',
      [id],
      {},
      {
        prints: [
          { photoId: id, sizeKey: '4x6', quantity: 3 },
          { photoId: id, sizeKey: '5x7', quantity: 1 },
          { photoId: id, sizeKey: '4x6', quantity: 2 },
        ],
      },
    );
    const created = await createProject(owner.agent, { product_type_id: 40 });
    expect(created.statusCode, created.body).toBe(200);
    const projectId = created.json().id as number;
    await pushUpdate(db, {
      projectId,
      update: Y.encodeStateAsUpdate(docToY(doc)),
      byUserId: owner.userId,
      at: new Date(),
    });
    const jobId = await queuePrintFile(db, projectId);
    await createServerJobRunner({ db, blobs: server.blobs, now: aheadOfTheDatabase }).drain();
    expect(await findJob(db, jobId)).toMatchObject({ status: 'done' });

    const manifest = JSON.parse(
      (await buffer((await server.blobs.get(printManifestKey(projectId)))!)).toString('utf8'),
    );
    expect(manifest.files).toEqual([
      {
        key: printFileKey(projectId),
        pages: [
          { surfaceId: 'print-1', plate: 'colour', quantity: 3, sizeKey: '4x6' },
          { surfaceId: 'print-2', plate: 'colour', quantity: 1, sizeKey: '5x7' },
          { surfaceId: 'print-3', plate: 'colour', quantity: 2, sizeKey: '4x6' },
        ],
      },
    ]);
    // One file, every page trimmed at its own print's size with an eighth of an inch of bleed.
    const file = path.join(server.dataDir, 'prints.pdf');
    await writeFile(file, await buffer((await server.blobs.get(printFileKey(projectId)))!));
    const { pages, boxes } = pdfBoxes(file);
    expect(pages).toBe(3);
    boxes.forEach((box, index) => {
      const [width, height] = [
        [4, 6],
        [5, 7],
        [4, 6],
      ][index] as [number, number];
      expect((box.trimBox[2]! - box.trimBox[0]!) / 72).toBeCloseTo(width, 2);
      expect((box.trimBox[3]! - box.trimBox[1]!) / 72).toBeCloseTo(height, 2);
      expect(boxSizeInches(box.bleedBox).width).toBeCloseTo(width + 0.25, 2);
      expect(boxSizeInches(box.bleedBox).height).toBeCloseTo(height + 0.25, 2);
    });
  });

  it("finds a photo-prints order's photos, which its list names and no slot may hold", async () => {
    const { db } = server.database;
    const owner = await cardProject();
    const [photo] = await db
      .select({ id: photos.id })
      .from(photos)
      .where(eq(photos.ownerId, owner.userId));
    const id = String(photo!.id);
    // The order names the photo; the print's slot is left empty.
    const doc = productDocument(
      40,
      '4x6',
      [],
      {},
      {
        prints: [{ photoId: id, sizeKey: '4x6', quantity: 2 }],
      },
    );
    expect(
      Object.values(doc.elements).some((e) => e.type === 'photoSlot' && e.photoId === id),
    ).toBe(false);
    const created = await createProject(owner.agent, { product_type_id: 40 });
    expect(created.statusCode, created.body).toBe(200);
    const projectId = created.json().id as number;
    await pushUpdate(db, {
      projectId,
      update: Y.encodeStateAsUpdate(docToY(doc)),
      byUserId: owner.userId,
      at: new Date(),
    });
    const project = (await findProject(db, projectId))!;
    const found = await projectPrintPhotos(
      db,
      server.blobs,
      project,
      await currentProjectDocument(db, projectId),
    );
    expect(found.size(id)).toEqual({ width: 1200, height: 800 });
    expect((await found.open(id)).length).toBeGreaterThan(0);
  });

  it('gives up at once on a project that cannot print, saying why', async () => {
    const { db } = server.database;
    const owner = await signedInPerson(server, 'print');
    const created = await createProject(owner.agent, { product_type_id: 4 });
    const jobId = await queuePrintFile(db, created.json().id);
    const runner = createServerJobRunner({ db, blobs: server.blobs, now: aheadOfTheDatabase });
    await runner.drain();
    const job = await findJob(db, jobId);
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(job?.lastError).toMatch(/no complete design to print/);
  });
});

describe('GET /projects/{id}/proof.pdf', () => {
  it('streams a watermarked low-resolution proof to the owner, and to nobody else', async () => {
    const { agent, projectId } = await cardProject(2400);
    const response = await agent.get(`/projects/${projectId}/proof.pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const file = path.join(server.dataDir, 'proof.pdf');
    await writeFile(file, response.rawPayload);
    for (const image of pdfImages(file)) expect(image.xPpi).toBeLessThanOrEqual(101);
    expect(pdfBoxes(file).pages).toBeGreaterThan(0);

    const stranger = await signedInPerson(server, 'print');
    expect((await stranger.agent.get(`/projects/${projectId}/proof.pdf`)).statusCode).toBe(404);
    expect(
      (await new TestAgent(server.app).get(`/projects/${projectId}/proof.pdf`)).statusCode,
    ).toBe(404);
    expect((await agent.get('/projects/nope/proof.pdf')).statusCode).toBe(404);
  });

  it('reads the 2048 px derivative, not the original, so proofs stay quick', async () => {
    // Only the derivative is stored: a proof that touched the original would fail.
    const { agent, projectId } = await cardProject(3000, {
      withDerivative: true,
      withOriginal: false,
    });
    const response = await agent.get(`/projects/${projectId}/proof.pdf`);
    expect(response.statusCode, response.body).toBe(200);
    const file = path.join(server.dataDir, 'proof-small.pdf');
    await writeFile(file, response.rawPayload);
    expect(pdfImages(file).length).toBeGreaterThan(0);
  });
});
