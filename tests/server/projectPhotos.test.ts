import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { photos } from '../../src/server/db/schema/photos';
import { derivativeKey, derivativeUrl } from '../../src/server/media/photos/photoFiles';
import type { ProjectDocument } from '../../src/shared/project/document';
import { createProjectFromTemplate } from '../../src/shared/project/templates/createProject';
import { applyDocToY, docToY, yToDoc } from '../../src/shared/project/yjs/binding';
import { callAction } from './support/callAction';
import { memberOf, newProject } from './support/collaboration';
import { fromBase64, PROJECTS, signedInPerson, toBase64 } from './support/projects';
import { startTestServer, TestAgent, type TestServer } from './support/testServer';

/*
 * Photos placed in a project by any of its people show for all of them: the project's photo call
 * and file route answer the owner and the members for the project's photos (a project person's,
 * added to the tray or placed in the design by their owner), and answer everyone else, and every
 * other photo, as if it did not exist.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const card = createProjectFromTemplate({
  templateId: 1,
  themeId: 11,
  name: 'Card',
  productTypeId: 2,
  photoCount: 1,
  orientation: 'portrait',
  styleId: 2,
  colorIds: [5],
  foilTypeId: 1,
  trimTypeId: 2,
  formatTypeId: 2,
  sizes: ['5x7'],
  keywords: 'birthday',
});

const PIXELS = Buffer.from('webp bytes of the photo');

/** A ready photo of `ownerId` with its medium derivative stored. */
async function readyPhoto(ownerId: number, name: string): Promise<number> {
  const [row] = await server.database.db
    .insert(photos)
    .values({ ownerId, name, status: 'ready', width: 1600, height: 1200 })
    .returning({ id: photos.id });
  const id = row!.id;
  await server.database.db
    .update(photos)
    .set({ urls: { medium: derivativeUrl(id, 'medium', 'webp') } })
    .where(eq(photos.id, id));
  await server.blobs.put(derivativeKey(ownerId, id, 'medium', 'webp'), PIXELS);
  return id;
}

let slots = 0;
/** The caller's editor adds a photo slot holding `photoId` and pushes it; the push's answer. */
async function place(agent: TestAgent, projectId: number, photoId: number, status = 200) {
  const pulled = await agent.get(`${PROJECTS}/${projectId}/content`);
  const doc = new Y.Doc();
  Y.applyUpdate(doc, fromBase64(pulled.json().update));
  const vector = Y.encodeStateVector(doc);
  const before = yToDoc(doc);
  slots += 1;
  const id = `placed-${slots}`;
  const page = before.surfaces[before.surfaceOrder[0]!]!;
  applyDocToY(doc, {
    ...before,
    surfaces: { ...before.surfaces, [page.id]: { ...page, elementIds: [...page.elementIds, id] } },
    elements: {
      ...before.elements,
      [id]: {
        id,
        type: 'photoSlot',
        x: 1,
        y: 1,
        width: 9,
        height: 9,
        rotation: 0,
        photoId: String(photoId),
      },
    },
  } as ProjectDocument);
  const pushed = await agent.send('POST', `${PROJECTS}/${projectId}/content`, {
    update: toBase64(Y.encodeStateAsUpdate(doc, vector)),
  });
  expect(pushed.statusCode, pushed.body).toBe(status);
}

const seen = async (agent: TestAgent, projectId: number, ids: number[]) => {
  const response = await callAction(agent, 'my/projects/{project_id}/photos', { projectId, ids });
  return {
    status: response.statusCode,
    ids: response.statusCode === 200 ? response.json().photos.map((p: { id: number }) => p.id) : [],
    body: response.body,
  };
};

describe('photos seen through a project', () => {
  it('shows a collaborator’s placed photo to the owner and the members, and to no one else', async () => {
    const owner = await signedInPerson(server, 'photoowner');
    const projectId = await newProject(owner.agent);
    const pushed = await owner.agent.send('POST', `${PROJECTS}/${projectId}/content`, {
      update: toBase64(Y.encodeStateAsUpdate(docToY(card))),
    });
    expect(pushed.statusCode, pushed.body).toBe(200);
    const friend = await memberOf(server, owner.agent, projectId, 'collaborator');
    const contributor = await memberOf(server, owner.agent, projectId, 'contributor');
    const stranger = await signedInPerson(server, 'photostranger');
    const guest = new TestAgent(server.app);

    const theirs = await readyPhoto(friend.userId, 'beach.jpg');
    const notPlaced = await readyPhoto(friend.userId, 'private.jpg');
    const strangers = await readyPhoto(stranger.userId, 'strangers.jpg');
    await place(friend.agent, projectId, theirs);
    // Someone else's photo id is refused: it would give the project a way into their library.
    await place(friend.agent, projectId, strangers, 403);

    const asked = [theirs, notPlaced, strangers];
    for (const member of [owner, friend, contributor]) {
      expect((await seen(member.agent, projectId, asked)).ids).toEqual([theirs]);
    }
    const answer = await callAction(owner.agent, 'my/projects/{project_id}/photos', {
      projectId,
      ids: [theirs],
    });
    const photo = answer.json().photos[0];
    expect(photo).toEqual({
      id: theirs,
      width: 1600,
      height: 1200,
      urls: { medium: `/projects/${projectId}/photos/${theirs}/medium.webp` },
    });
    const file = await owner.agent.get(photo.urls.medium);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PIXELS)).toBe(true);
    expect(file.headers['cache-control']).toContain('private');
    expect((await contributor.agent.get(photo.urls.medium)).statusCode).toBe(200);

    // Nobody else learns anything: the answers of a project or a photo that does not exist.
    const missing = await seen(stranger.agent, 987_654, [theirs]);
    for (const outsider of [stranger.agent, guest]) {
      const got = await seen(outsider, projectId, [theirs]);
      expect(got.status).toBe(outsider === guest ? 404 : missing.status);
      expect(got.body.replaceAll(String(projectId), '#')).toBe(
        (await seen(outsider, 987_654, [theirs])).body.replaceAll('987654', '#'),
      );
      const files = await outsider.get(photo.urls.medium);
      expect(files.statusCode).toBe(404);
      expect(files.rawPayload.includes(PIXELS)).toBe(false);
    }
    const nothing = await owner.agent.get(`/projects/${projectId}/photos/${strangers}/medium.webp`);
    expect(nothing.statusCode).toBe(404);
    expect(
      (await owner.agent.get(`/projects/${projectId}/photos/${notPlaced}/medium.webp`)).statusCode,
    ).toBe(404);
    // The stranger's own project does not reach the collaborator's photo either.
    const own = await newProject(stranger.agent);
    expect((await seen(stranger.agent, own, [theirs])).ids).toEqual([]);
    expect(
      (await stranger.agent.get(`/projects/${own}/photos/${theirs}/medium.webp`)).statusCode,
    ).toBe(404);

    // A contributor's photo put in the tray shows too.
    const tray = await readyPhoto(contributor.userId, 'tray.jpg');
    const added = await callAction(contributor.agent, 'my/projects/{project_id}/add_photos', {
      projectId,
      photoIds: [tray],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await seen(owner.agent, projectId, [tray])).ids).toEqual([tray]);

    // A removed member sees no more, and their photos leave the others' view with them.
    const removed = await callAction(owner.agent, 'my/project/remove_contributor', {
      projectId,
      userId: friend.userId,
    });
    expect(removed.statusCode).toBe(200);
    expect((await seen(friend.agent, projectId, [theirs])).status).toBe(404);
    expect((await friend.agent.get(photo.urls.medium)).statusCode).toBe(404);
    expect((await seen(owner.agent, projectId, [theirs])).ids).toEqual([]);
  });

  it('refuses a bad list of ids', async () => {
    const owner = await signedInPerson(server, 'photobad');
    const projectId = await newProject(owner.agent);
    expect((await seen(owner.agent, projectId, [])).status).toBe(400);
    expect((await owner.agent.get(`${PROJECTS}/${projectId}/photos?ids[]=x`)).statusCode).toBe(400);
    expect((await owner.agent.get(`/projects/${projectId}/photos/1/medium.exe`)).statusCode).toBe(
      404,
    );
  });
});
