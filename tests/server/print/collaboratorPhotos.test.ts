import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { photos } from '../../../src/server/db/schema/photos';
import { removeMember } from '../../../src/server/design/collaboration/members.repo';
import { preflightProject } from '../../../src/server/design/print/preflightProject';
import { printFileKey, queuePrintFile } from '../../../src/server/design/print/printJobs';
import { findJob } from '../../../src/server/jobs/jobs.repo';
import { derivativeKey } from '../../../src/server/media/photos/photoFiles';
import { createServerJobRunner } from '../../../src/server/routes/jobHandlers';
import type { ProjectDocument } from '../../../src/shared/project/document';
import { applyDocToY, docToY, yToDoc } from '../../../src/shared/project/yjs/binding';
import { pdfImages } from '../../print/support/poppler';
import { makePhoto, productDocument } from '../../print/support/printFixtures';
import { hasPoppler } from '../../support/ensurePoppler';
import { API, type OrderingServer, startOrderingServer } from '../ordering/orderingSupport';
import { memberOf } from '../support/collaboration';
import { createProject, fromBase64, PROJECTS, signedInPerson, toBase64 } from '../support/projects';
import type { TestAgent } from '../support/testServer';

/*
 * A collaborator's photo placed in a shared project is the project's photo: the owner's print
 * file, proof, page previews and preflight all find it, by the same rule as the project's photo
 * call (owner or current member, in the tray or placed). A stranger's photo id pasted into the
 * design finds nothing: preflight calls it missing and nothing prints.
 */

let server: OrderingServer;
beforeAll(async () => {
  if (!hasPoppler()) throw new Error('poppler-utils is missing: `npm test` installs it');
  server = await startOrderingServer();
});
afterAll(() => server.close());

/** See printJob.test.ts: the runners' clock a second ahead of the database's. */
const aheadOfTheDatabase = () => new Date(Date.now() + 1_000);

/** A ready photo of `ownerId` with its original and its small, medium and large JPEGs stored. */
async function storedPhoto(ownerId: number, hue: number) {
  const { db } = server.database;
  const [row] = await db
    .insert(photos)
    .values({
      ownerId,
      name: `photo-${hue}.jpg`,
      status: 'ready',
      width: 3000,
      height: 2000,
      widths: { small: 256, medium: 1024, large: 2048 },
      heights: { small: 171, medium: 683, large: 1365 },
      blobKey: `photos/${ownerId}/original-${hue}`,
    })
    .returning({ id: photos.id });
  const id = row!.id;
  await server.blobs.put(`photos/${ownerId}/original-${hue}`, await makePhoto(3000, 2000, hue));
  const medium = await makePhoto(1024, 683, hue);
  await server.blobs.put(
    derivativeKey(ownerId, id, 'small', 'jpg'),
    await makePhoto(256, 171, hue),
  );
  await server.blobs.put(derivativeKey(ownerId, id, 'medium', 'jpg'), medium);
  await server.blobs.put(
    derivativeKey(ownerId, id, 'large', 'jpg'),
    await makePhoto(2048, 1365, hue),
  );
  return { id, medium: medium.toString('base64') };
}

/** The caller's editor puts `photoId` in the first page's first photo slot and pushes the change. */
async function placeInFirstSlot(
  agent: TestAgent,
  projectId: number,
  photoId: number,
  expected = 200,
) {
  // The test server's clock stands still: a minute on, so the change is newer than what the
  // cart line and the project's photo rule read before.
  server.clock.now = new Date(server.clock.now.getTime() + 60_000);
  const pulled = await agent.get(`${PROJECTS}/${projectId}/content`);
  expect(pulled.statusCode, pulled.body).toBe(200);
  const ydoc = new Y.Doc();
  Y.applyUpdate(ydoc, fromBase64(pulled.json().update));
  const vector = Y.encodeStateVector(ydoc);
  const before = yToDoc(ydoc);
  const first = before.surfaces[before.surfaceOrder[0]!]!;
  const slot = first.elementIds
    .map((id) => before.elements[id]!)
    .find((e) => e.type === 'photoSlot')!;
  applyDocToY(ydoc, {
    ...before,
    elements: { ...before.elements, [slot.id]: { ...slot, photoId: String(photoId) } },
  } as ProjectDocument);
  const pushed = await agent.send('POST', `${PROJECTS}/${projectId}/content`, {
    update: toBase64(Y.encodeStateAsUpdate(ydoc, vector)),
  });
  expect(pushed.statusCode, pushed.body).toBe(expected);
}

/** What the owner's cart line says of the project: its preflight, as the checkout runs it. */
async function cartWarnings(owner: TestAgent, projectId: number): Promise<string[]> {
  const synced = await owner.send('POST', `${API}/my/cart/sync_item`, {
    project_id: projectId,
    quantity: 10,
  });
  expect(synced.statusCode, synced.body).toBe(200);
  // The cart reads the line again, checking the design when it changed since.
  const cart = await owner.get(`${API}/my/cart/show`);
  expect(cart.statusCode, cart.body).toBe(200);
  const line = cart.json().items.find((item: { project_id: number }) => {
    return item.project_id === projectId;
  });
  return line.warnings ?? [];
}

/** Runs the project's print job; the stored file, or the job's error. */
async function printJob(projectId: number) {
  const { db } = server.database;
  const jobId = await queuePrintFile(db, projectId);
  await createServerJobRunner({ db, blobs: server.blobs, now: aheadOfTheDatabase }).drain();
  const job = await findJob(db, jobId);
  if (job?.status !== 'done') return { error: job?.lastError ?? job?.status };
  const file = path.join(server.dataDir, `collaborator-${projectId}.pdf`);
  await writeFile(file, await buffer((await server.blobs.get(printFileKey(projectId)))!));
  return { file };
}

const LOST = /no longer in your library/;

describe('a collaborator’s photo in the print file and preflight', () => {
  it('prints, proofs, previews and preflights a member’s placed photo; never a stranger’s', async () => {
    const owner = await signedInPerson(server, 'printowner');
    const mine = await storedPhoto(owner.userId, 20);
    const created = await createProject(owner.agent, { product_type_id: 4 });
    expect(created.statusCode, created.body).toBe(200);
    const projectId = created.json().id as number;
    const design = productDocument(4, '5x7', [String(mine.id)], {}, { quantity: 10 });
    // Every photo the design shows: its slots and photo backgrounds.
    const placements = Object.values(design.elements).filter(
      (e) => e.type === 'photoSlot' || (e.type === 'background' && e.fill.kind === 'photo'),
    ).length;
    expect(placements).toBeGreaterThan(1);
    const pushed = await owner.agent.send('POST', `${PROJECTS}/${projectId}/content`, {
      update: toBase64(Y.encodeStateAsUpdate(docToY(design))),
    });
    expect(pushed.statusCode, pushed.body).toBe(200);

    const friend = await memberOf(server, owner.agent, projectId, 'collaborator');
    const theirs = await storedPhoto(friend.userId, 140);
    await placeInFirstSlot(friend.agent, projectId, theirs.id);

    // The owner's preflight finds the photo: no missing-photo error, in the cart or at order time.
    expect((await cartWarnings(owner.agent, projectId)).filter((w) => LOST.test(w))).toEqual([]);
    const checked = await preflightProject(server.database.db, projectId);
    expect(checked.filter((item) => item.kind === 'missingPhoto')).toEqual([]);

    // The print file embeds it: one image per placement, the friend's included.
    const printed = await printJob(projectId);
    expect(printed.error).toBeUndefined();
    const embedded = pdfImages(printed.file!);
    expect(embedded.length).toBe(placements);
    // The proof reads its large derivative, kept under the friend's id, not the owner's.
    const proof = await owner.agent.get(`/projects/${projectId}/proof.pdf`);
    expect(proof.statusCode, proof.body).toBe(200);
    const proofFile = path.join(server.dataDir, `collaborator-proof-${projectId}.pdf`);
    await writeFile(proofFile, proof.rawPayload);
    expect(pdfImages(proofFile).length).toBe(placements);
    // The page preview shows it.
    const page = await owner.agent.get(`/projects/${projectId}/pages/front.svg?w=960`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`data:image/jpeg;base64,${theirs.medium}`);

    // A stranger's photo id pasted into the design is refused: the design keeps what printed.
    const stranger = await signedInPerson(server, 'printstranger');
    const strangers = await storedPhoto(stranger.userId, 260);
    await placeInFirstSlot(friend.agent, projectId, strangers.id, 403);
    expect((await cartWarnings(owner.agent, projectId)).some((w) => LOST.test(w))).toBe(false);
    expect((await printJob(projectId)).error).toBeUndefined();
    const shown = await owner.agent.get(`/projects/${projectId}/pages/front.svg?w=960`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).not.toContain(strangers.medium);

    // Only a current member's: once the friend is no longer in the project, theirs is missing.
    await placeInFirstSlot(friend.agent, projectId, theirs.id);
    const missing = async () =>
      (await preflightProject(server.database.db, projectId)).filter(
        (item) => item.kind === 'missingPhoto',
      );
    expect(await missing()).toEqual([]);
    await removeMember(server.database.db, projectId, friend.userId);
    expect(await missing()).toHaveLength(1);
    expect((await printJob(projectId)).error).toMatch(/no longer available/);
    // Three print files and a proof, each drawn for real.
  }, 120_000);
});
