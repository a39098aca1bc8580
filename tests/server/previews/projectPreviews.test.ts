import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { photos } from '../../../src/server/db/schema/photos';
import { pushUpdate } from '../../../src/server/design/projects/projectContent.service';
import type { ProjectDocument } from '../../../src/shared/project/document';
import { docToY } from '../../../src/shared/project/yjs/binding';
import { makePhoto, productDocument } from '../../print/support/printFixtures';
import { createProject, seedProjectCatalog, setProject, signedInPerson } from '../support/projects';
import { startTestServer, TestAgent, type TestServer } from '../support/testServer';

/*
 * Server-drawn previews of a project with the customer's own photos: the list/cart thumbnail and
 * any page (or a card's panel) for the flip-book, card and calendar previews. Who may see them is
 * who may view the project: its owner, anyone with an unlisted link's key, anyone for a public
 * one; everyone else gets the project's 404.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedProjectCatalog(server.database.db);
});
afterAll(() => server.close());

/** A photo of `ownerId` with its small and medium JPEG derivatives in the store. */
async function storedPhoto(ownerId: number, hue: number) {
  const { db } = server.database;
  const [row] = await db
    .insert(photos)
    .values({
      ownerId,
      name: 'lake.jpg',
      status: 'ready',
      width: 1500,
      height: 1000,
      widths: { small: 256, medium: 1024 },
      heights: { small: 171, medium: 683 },
    })
    .returning({ id: photos.id });
  const small = await makePhoto(256, 171, hue);
  const medium = await makePhoto(1024, 683, hue);
  await server.blobs.put(`photos/${ownerId}/${row!.id}/small.jpg`, small);
  await server.blobs.put(`photos/${ownerId}/${row!.id}/medium.jpg`, medium);
  return { id: row!.id, small: small.toString('base64'), medium: medium.toString('base64') };
}

async function projectWith(productTypeId: number) {
  const owner = await signedInPerson(server, 'preview');
  const created = await createProject(owner.agent, { product_type_id: productTypeId });
  expect(created.statusCode, created.body).toBe(200);
  const project = created.json() as { id: number; view_key: string };
  return { owner, project };
}

async function store(projectId: number, ownerId: number, doc: ProjectDocument) {
  await pushUpdate(server.database.db, {
    projectId,
    update: Y.encodeStateAsUpdate(docToY(doc)),
    byUserId: ownerId,
    at: new Date(),
  });
}

describe('project previews with the customer’s photos', () => {
  it('draws the thumbnail with the owner’s photo, never someone else’s', async () => {
    const { owner, project } = await projectWith(4);
    const mine = await storedPhoto(owner.userId, 30);
    const stranger = await signedInPerson(server, 'stranger');
    const theirs = await storedPhoto(stranger.userId, 200);
    const doc = productDocument(4, '5x7', [String(mine.id)]);
    const slots = Object.values(doc.elements).filter((e) => e.type === 'photoSlot');
    expect(slots.length).toBeGreaterThan(0);
    await store(project.id, owner.userId, doc);

    const thumb = await owner.agent.get(`/projects/${project.id}/thumbnail.svg`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toContain('image/svg+xml');
    // The small derivative, inlined: an SVG shown as an image loads nothing else.
    expect(thumb.body).toContain(`data:image/jpeg;base64,${mine.small}`);
    expect(thumb.body).toMatch(/width="320"/);
    expect(thumb.headers['content-security-policy']).toContain('img-src data:');

    // A design naming another customer's photo shows an empty slot, not their picture. (A project
    // of its own: a second whole document pushed onto the first would merge with it, and which
    // photo id wins that merge is Yjs's choice, not the preview's.)
    const other = await createProject(owner.agent, { product_type_id: 4 });
    const otherId = (other.json() as { id: number }).id;
    await store(otherId, owner.userId, productDocument(4, '5x7', [String(theirs.id)]));
    const after = await owner.agent.get(`/projects/${otherId}/thumbnail.svg`);
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain(theirs.small);
    expect(after.body).not.toContain('data:image/jpeg');
  });

  it('serves every page, and a card’s panels, to the owner, a view key or the public; 404 to anyone else', async () => {
    const { owner, project } = await projectWith(2);
    const photo = await storedPhoto(owner.userId, 90);
    const doc = productDocument(2, '5x7', [String(photo.id)]);
    await store(project.id, owner.userId, doc);
    const outside = doc.surfaces.outside!;
    const front = outside.panels.find((p) => p.role === 'front')!;
    const page = `/projects/${project.id}/pages/outside.svg`;

    const whole = await owner.agent.get(`${page}?w=960`);
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.body).toContain(`data:image/jpeg;base64,${photo.medium}`);
    expect(whole.body).toMatch(/^<svg[^>]* width="960"/);
    // The design's faces travel inside: an SVG shown as an image loads no webfonts.
    expect(whole.body).toMatch(
      /@font-face\{font-family:'[^']+';[^}]*src:url\(data:font\/woff2;base64,/,
    );
    const panel = await owner.agent.get(`${page}?panel=front&w=480`);
    expect(panel.statusCode).toBe(200);
    expect(panel.body).toContain(
      `viewBox="${front.rect.x} ${front.rect.y} ${front.rect.width} ${front.rect.height}"`,
    );
    expect(panel.body).toMatch(/^<svg[^>]* width="480"/);
    for (const missing of ['nope', '__proto__', 'constructor', '..%2F..%2Fetc'])
      expect(
        (await owner.agent.get(`/projects/${project.id}/pages/${missing}.svg`)).statusCode,
      ).toBe(404);

    // Invite-only (the default): another customer and a guest get the project's 404.
    const other = await signedInPerson(server, 'other');
    const guest = new TestAgent(server.app);
    for (const agent of [other.agent, guest]) {
      expect((await agent.get(page)).statusCode).toBe(404);
      expect((await agent.get(`/projects/${project.id}/thumbnail.svg`)).statusCode).toBe(404);
    }
    // Unlisted: the link's key opens it, nothing else does.
    await setProject(server.database.db, project.id, { viewableBy: 'Unlisted' });
    expect((await guest.get(page)).statusCode).toBe(404);
    expect((await guest.get(`${page}?vk=wrong`)).statusCode).toBe(404);
    const shared = await guest.get(`${page}?vk=${project.view_key}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toContain(photo.medium);
    const sharedThumb = await other.agent.get(
      `/projects/${project.id}/thumbnail.svg?vk=${project.view_key}`,
    );
    expect(sharedThumb.statusCode).toBe(200);
    expect(sharedThumb.body).toContain(photo.small);
    // Public: anyone.
    await setProject(server.database.db, project.id, { viewableBy: 'Public' });
    expect((await guest.get(page)).statusCode).toBe(200);
    expect((await guest.get('/projects/99999999/pages/outside.svg')).statusCode).toBe(404);
  });
});
