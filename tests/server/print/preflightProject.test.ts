import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { photos } from '../../../src/server/db/schema/photos';
import { preflightProject } from '../../../src/server/design/print/preflightProject';
import { pushUpdate } from '../../../src/server/design/projects/projectContent.service';
import type { TextElement } from '../../../src/shared/project/elements';
import { docToY } from '../../../src/shared/project/yjs/binding';
import { productDocument } from '../../print/support/printFixtures';
import { createProject, seedProjectCatalog, signedInPerson } from '../support/projects';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedProjectCatalog(server.database.db);
});
afterAll(() => server.close());

/** A flat card whose slots all show one photo of the owner's, `photoWidth` px wide. */
async function cardProject(photoWidth: number) {
  const { db } = server.database;
  const owner = await signedInPerson(server, 'preflight');
  const [photo] = await db
    .insert(photos)
    .values({
      ownerId: owner.userId,
      name: 'beach.jpg',
      status: 'ready',
      width: photoWidth,
      height: photoWidth,
    })
    .returning({ id: photos.id });
  const created = await createProject(owner.agent, { product_type_id: 4 });
  expect(created.statusCode, created.body).toBe(200);
  const projectId = created.json().id as number;
  const doc = productDocument(4, '5x7', [String(photo!.id)]);
  for (const element of Object.values(doc.elements)) {
    if (element.type === 'photoSlot') element.photoId = String(photo!.id);
  }
  const text = Object.values(doc.elements).find((e): e is TextElement => e.type === 'text');
  if (text) Object.assign(text, { placeholder: false, text: 'Merry Chrismas' });
  await pushUpdate(db, {
    projectId,
    update: Y.encodeStateAsUpdate(docToY(doc)),
    byUserId: owner.userId,
    at: new Date(),
  });
  return { projectId, textId: text?.id };
}

describe('preflightProject', () => {
  it("checks the stored design with the owner's photo sizes and the English dictionary", async () => {
    const { projectId, textId } = await cardProject(200);
    const items = await preflightProject(server.database.db, projectId);
    expect(items.some((item) => item.kind === 'lowResolution' && item.severity === 'error')).toBe(
      true,
    );
    expect(items.some((item) => item.kind === 'emptySlot' || item.kind === 'missingPhoto')).toBe(
      false,
    );
    const misspelt = items.find((item) => item.kind === 'spelling');
    expect(misspelt).toMatchObject({
      elementId: textId,
      message: expect.stringMatching(/Chrismas/),
    });
    const accepted = await preflightProject(server.database.db, projectId, {
      acceptedIds: [misspelt!.id],
    });
    expect(accepted.find((item) => item.id === misspelt!.id)?.accepted).toBe(true);
  });

  it('is quiet about a sharp photo and words the customer added', async () => {
    const { projectId } = await cardProject(6000);
    const items = await preflightProject(server.database.db, projectId, {
      extraWords: ['chrismas'],
    });
    expect(
      items.filter((item) => item.kind === 'lowResolution' || item.kind === 'spelling'),
    ).toEqual([]);
  });

  it('refuses a project that does not exist', async () => {
    await expect(preflightProject(server.database.db, 987654)).rejects.toThrow(/No project 987654/);
  });
});
