import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { photos } from '../../../src/server/db/schema/photos';
import { projectPhotos } from '../../../src/server/db/schema/projects';
import { pushUpdate } from '../../../src/server/design/projects/projectContent.service';
import { derivativeKey, derivativeUrl } from '../../../src/server/media/photos/photoFiles';
import type { ProjectDocument } from '../../../src/shared/project/document';
import { createProjectFromTemplate } from '../../../src/shared/project/templates/createProject';
import { applyDocToY, docToY, yToDoc } from '../../../src/shared/project/yjs/binding';
import { callAction } from '../support/callAction';
import { memberOf, newProject } from '../support/collaboration';
import { eventually, listening, livePeer } from '../support/livePeers';
import { fromBase64, PROJECTS, setProject, signedInPerson, toBase64 } from '../support/projects';
import { startTestServer, TestAgent, type TestServer } from '../support/testServer';

/*
 * Every design update is judged as a whole before it is stored, over HTTP and on the live
 * channel: the design it leaves must read, a contributor's must only add photos and pages and
 * leave every existing element where it was, and a photo may go into a project only from the
 * placer's own library (it then becomes one of the project's photos) or from the project's photos.
 * What serves a project's photos serves only the project's photos.
 */

let server: TestServer;
let host: string;
beforeAll(async () => {
  server = await startTestServer();
  host = await listening(server.app);
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

/** A public project with the card's design, its owner and its members. */
async function cardProject(name: string) {
  const owner = await signedInPerson(server, name);
  const projectId = await newProject(owner.agent);
  const pushed = await owner.agent.send('POST', `${PROJECTS}/${projectId}/content`, {
    update: toBase64(Y.encodeStateAsUpdate(docToY(card))),
  });
  expect(pushed.statusCode, pushed.body).toBe(200);
  await setProject(server.database.db, projectId, { viewableBy: 'Public' });
  const contributor = await memberOf(server, owner.agent, projectId, 'contributor');
  const collaborator = await memberOf(server, owner.agent, projectId, 'collaborator');
  return { owner, projectId, contributor, collaborator };
}

/** A ready photo of `ownerId` whose large JPEG is `bytes`. */
async function readyPhoto(ownerId: number, bytes: Buffer): Promise<number> {
  const { db } = server.database;
  const [row] = await db
    .insert(photos)
    .values({
      ownerId,
      name: 'private.jpg',
      status: 'ready',
      width: 1600,
      height: 1200,
      widths: { large: 1600 },
      heights: { large: 1200 },
    })
    .returning({ id: photos.id });
  const id = row!.id;
  await db
    .update(photos)
    .set({ urls: { large: derivativeUrl(id, 'large', 'jpg') } })
    .where(eq(photos.id, id));
  await server.blobs.put(derivativeKey(ownerId, id, 'large', 'jpg'), bytes);
  return id;
}

async function storedDesign(agent: TestAgent, projectId: number) {
  const pulled = await agent.get(`${PROJECTS}/${projectId}/content`);
  expect(pulled.statusCode, pulled.body).toBe(200);
  const ydoc = new Y.Doc();
  Y.applyUpdate(ydoc, fromBase64(pulled.json().update));
  return ydoc;
}

/** The update a device of `agent` makes by `change` on the stored design. */
async function updateBy(
  agent: TestAgent,
  projectId: number,
  change: (doc: ProjectDocument) => ProjectDocument,
) {
  const ydoc = await storedDesign(agent, projectId);
  const vector = Y.encodeStateVector(ydoc);
  applyDocToY(ydoc, change(yToDoc(ydoc)));
  return Y.encodeStateAsUpdate(ydoc, vector);
}

const push = (agent: TestAgent, projectId: number, update: Uint8Array) =>
  agent.send('POST', `${PROJECTS}/${projectId}/content`, { update: toBase64(update) });

let slots = 0;
/** The design with a photo slot holding `photoId` added on top of its first page. */
const withPhoto =
  (photoId: number) =>
  (doc: ProjectDocument): ProjectDocument => {
    slots += 1;
    const id = `slot-${slots}`;
    const page = doc.surfaces[doc.surfaceOrder[0]!]!;
    return {
      ...doc,
      surfaces: { ...doc.surfaces, [page.id]: { ...page, elementIds: [...page.elementIds, id] } },
      elements: {
        ...doc.elements,
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
    } as ProjectDocument;
  };

const photoIdsIn = (ydoc: Y.Doc) =>
  Object.values(yToDoc(ydoc).elements).flatMap((e) => (e.type === 'photoSlot' ? [e.photoId] : []));

async function seenThrough(agent: TestAgent, projectId: number, ids: number[]) {
  const answer = await callAction(agent, 'my/projects/{project_id}/photos', { projectId, ids });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().photos.map((p: { id: number }) => p.id);
}

describe('photos a design update may name', { timeout: 60_000 }, () => {
  it('refuses anyone’s update naming another person’s photo, over HTTP and live, and serves none of it', async () => {
    const { owner, projectId, contributor, collaborator } = await cardProject('photoguard');
    const ownersBytes = Buffer.from('the owner’s private photo');
    const ownersPhoto = await readyPhoto(owner.userId, ownersBytes);
    const contributorsPhoto = await readyPhoto(contributor.userId, Buffer.from('contributor’s'));
    const large = (id: number) => `/projects/${projectId}/photos/${id}/large.jpg`;

    // A contributor naming the owner's photo, never added to the project.
    const byContributor = await push(
      contributor.agent,
      projectId,
      await updateBy(contributor.agent, projectId, withPhoto(ownersPhoto)),
    );
    expect(byContributor.statusCode).toBe(403);
    expect(byContributor.json().error.code).toBe('photo_not_in_project');
    expect(byContributor.json().error.message).toContain('your own library');
    expect(await seenThrough(contributor.agent, projectId, [ownersPhoto])).toEqual([]);
    expect((await contributor.agent.get(large(ownersPhoto))).statusCode).toBe(404);

    // The other way round: the owner naming a member's photo.
    const byOwner = await push(
      owner.agent,
      projectId,
      await updateBy(owner.agent, projectId, withPhoto(contributorsPhoto)),
    );
    expect(byOwner.statusCode).toBe(403);
    expect(await seenThrough(owner.agent, projectId, [contributorsPhoto])).toEqual([]);
    expect((await owner.agent.get(large(contributorsPhoto))).statusCode).toBe(404);

    // A collaborator on the live channel.
    const live = livePeer(host, collaborator.agent, projectId);
    await eventually(() => live.channel.status() === 'live' && live.doc.getMap('meta').size > 0);
    applyDocToY(live.doc, withPhoto(ownersPhoto)(yToDoc(live.doc)));
    await eventually(() => live.refused.length === 1);
    expect(live.refused[0]).toContain('your own library');
    live.channel.close();
    expect((await collaborator.agent.get(large(ownersPhoto))).statusCode).toBe(404);
    expect(photoIdsIn(await storedDesign(owner.agent, projectId))).not.toContain(
      String(ownersPhoto),
    );

    // A member's photo in a design stored without the check (written before it) is still not
    // one of the project's photos: no member and no public page shows it.
    const ydoc = await storedDesign(owner.agent, projectId);
    const vector = Y.encodeStateVector(ydoc);
    applyDocToY(ydoc, withPhoto(contributorsPhoto)(yToDoc(ydoc)));
    await pushUpdate(server.database.db, {
      projectId,
      update: Y.encodeStateAsUpdate(ydoc, vector),
      byUserId: collaborator.userId,
      at: new Date(),
    });
    expect(await seenThrough(owner.agent, projectId, [contributorsPhoto])).toEqual([]);
    expect(await seenThrough(collaborator.agent, projectId, [contributorsPhoto])).toEqual([]);
    expect((await collaborator.agent.get(large(contributorsPhoto))).statusCode).toBe(404);
    const surfaceId = card.surfaceOrder[0]!;
    const page = await new TestAgent(server.app).get(
      `/projects/${projectId}/pages/${surfaceId}.svg`,
    );
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).not.toContain(Buffer.from('contributor’s').toString('base64'));
  });

  it('takes a person’s own photo into the project when they place it, for its people to see', async () => {
    const { owner, projectId, contributor, collaborator } = await cardProject('photoown');
    const bytes = Buffer.from('the contributor’s holiday photo');
    const own = await readyPhoto(contributor.userId, bytes);
    const placed = await push(
      contributor.agent,
      projectId,
      await updateBy(contributor.agent, projectId, withPhoto(own)),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const rows = await server.database.db
      .select()
      .from(projectPhotos)
      .where(and(eq(projectPhotos.projectId, projectId), eq(projectPhotos.photoId, own)));
    expect(rows).toHaveLength(1);
    for (const person of [owner, collaborator]) {
      expect(await seenThrough(person.agent, projectId, [own])).toEqual([own]);
      const file = await person.agent.get(`/projects/${projectId}/photos/${own}/large.jpg`);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(bytes)).toBe(true);
    }
    // Once it is one of the project's photos, any editor may place it again.
    const again = await push(
      owner.agent,
      projectId,
      await updateBy(owner.agent, projectId, withPhoto(own)),
    );
    expect(again.statusCode, again.body).toBe(200);
    const page = await new TestAgent(server.app).get(
      `/projects/${projectId}/pages/${card.surfaceOrder[0]}.svg`,
    );
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`data:image/jpeg;base64,${bytes.toString('base64')}`);
  });
});

/** A new page put first, listing the first page's elements as its own. */
function pageTakingFirstPages(doc: ProjectDocument): ProjectDocument {
  const first = doc.surfaces[doc.surfaceOrder[0]!]!;
  const id = 'taker';
  return {
    ...doc,
    surfaceOrder: [id, ...doc.surfaceOrder],
    surfaces: { ...doc.surfaces, [id]: { ...first, id } },
  };
}

/** The first page with a surface kind and width no design has. */
function brokenSurface(doc: ProjectDocument): ProjectDocument {
  const first = doc.surfaces[doc.surfaceOrder[0]!]!;
  return {
    ...doc,
    surfaces: {
      ...doc.surfaces,
      [first.id]: { ...first, kind: 'hologram', width: -1 } as unknown as typeof first,
    },
  };
}

describe('a design update judged as a whole', { timeout: 60_000 }, () => {
  it('refuses a contributor’s new page that takes another page’s elements, over HTTP and live', async () => {
    const { owner, projectId, contributor } = await cardProject('pagetaker');
    const firstPage = card.surfaces[card.surfaceOrder[0]!]!;
    expect(firstPage.elementIds.length).toBeGreaterThan(0);
    const refused = await push(
      contributor.agent,
      projectId,
      await updateBy(contributor.agent, projectId, pageTakingFirstPages),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('contribution_refused');

    const live = livePeer(host, contributor.agent, projectId);
    await eventually(() => live.channel.status() === 'live' && live.doc.getMap('meta').size > 0);
    applyDocToY(live.doc, pageTakingFirstPages(yToDoc(live.doc)));
    await eventually(() => live.refused.length === 1);
    expect(live.refused[0]).toContain('add photos and pages');
    live.channel.close();

    const stored = yToDoc(await storedDesign(owner.agent, projectId));
    expect(stored.surfaceOrder).toEqual(card.surfaceOrder);
    expect(stored.surfaces[firstPage.id]!.elementIds).toEqual(firstPage.elementIds);
  });

  it('refuses an update that would break the design, from anyone, and the design keeps working', async () => {
    const { owner, projectId, contributor, collaborator } = await cardProject('breaker');
    for (const person of [owner, collaborator]) {
      const refused = await push(
        person.agent,
        projectId,
        await updateBy(person.agent, projectId, brokenSurface),
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.code).toBe('design_invalid');
      expect(refused.json().error.message).toMatch(/^This change would break the design \(/);
    }
    const refusedContribution = await push(
      contributor.agent,
      projectId,
      await updateBy(contributor.agent, projectId, brokenSurface),
    );
    expect(refusedContribution.statusCode).toBe(403);

    const live = livePeer(host, collaborator.agent, projectId);
    await eventually(() => live.channel.status() === 'live' && live.doc.getMap('meta').size > 0);
    applyDocToY(live.doc, brokenSurface(yToDoc(live.doc)));
    await eventually(() => live.refused.length === 1);
    expect(live.refused[0]).toContain('would break the design');
    live.channel.close();
    // The design reloaded takes the next change.
    const reloaded = livePeer(host, collaborator.agent, projectId);
    await eventually(
      () => reloaded.channel.status() === 'live' && reloaded.doc.getMap('meta').size > 0,
    );
    reloaded.doc.getMap('meta').set('title', 'Still a card');
    let stored = yToDoc(await storedDesign(owner.agent, projectId));
    for (let tries = 0; stored.title !== 'Still a card' && tries < 200; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      stored = yToDoc(await storedDesign(owner.agent, projectId));
    }
    expect(stored.title).toBe('Still a card');
    reloaded.channel.close();
    expect(stored.surfaces[card.surfaceOrder[0]!]).toEqual(card.surfaces[card.surfaceOrder[0]!]);
    const page = await owner.agent.get(`/projects/${projectId}/pages/${card.surfaceOrder[0]}.svg`);
    expect(page.statusCode).toBe(200);
  });

  it('judges the design a project is created with, as any later update: own photos only, and it must read', async () => {
    const owner = await signedInPerson(server, 'firstdesign');
    const stranger = await signedInPerson(server, 'firststranger');
    const theirs = await readyPhoto(stranger.userId, Buffer.from('a stranger’s photo'));
    const mine = await readyPhoto(owner.userId, Buffer.from('my own photo'));
    const create = (doc: ProjectDocument, clientId?: string) =>
      owner.agent.send('POST', PROJECTS, {
        product_type_id: 2,
        ...(clientId ? { client_id: clientId } : {}),
        update: toBase64(Y.encodeStateAsUpdate(docToY(doc))),
      });
    const foreign = await create(withPhoto(theirs)(card));
    expect(foreign.statusCode, foreign.body).toBe(403);
    expect(foreign.json().error.code).toBe('photo_not_in_project');
    const broken = structuredClone(card);
    (broken.surfaces[broken.surfaceOrder[0]!] as { width: number }).width = -1;
    const invalid = await create(broken);
    expect(invalid.statusCode, invalid.body).toBe(422);
    expect(invalid.json().error.code).toBe('design_invalid');

    // The creator's own photo is let in and becomes one of the project's photos.
    const clientId = crypto.randomUUID();
    const made = await create(withPhoto(mine)(card), clientId);
    expect(made.statusCode, made.body).toBe(200);
    const rows = await server.database.db
      .select()
      .from(projectPhotos)
      .where(eq(projectPhotos.projectId, made.json().id));
    expect(rows.map((row) => row.photoId)).toEqual([mine]);
  });

  it('lets the owner name a photo id the server never gave, and no one else', async () => {
    const { owner, projectId, contributor } = await cardProject('futureid');
    const unknown = 2_000_000_000;
    const planted = await push(
      contributor.agent,
      projectId,
      await updateBy(contributor.agent, projectId, withPhoto(unknown)),
    );
    expect(planted.statusCode, planted.body).toBe(403);
    const own = await push(
      owner.agent,
      projectId,
      await updateBy(owner.agent, projectId, withPhoto(unknown)),
    );
    expect(own.statusCode, own.body).toBe(200);
  });

  it('judges an update that arrives before the one it builds on together with it', async () => {
    const { owner, projectId, contributor } = await cardProject('pending');
    /** Two updates of one device, the second building on the first (a field of its new page). */
    async function twoSteps(agent: TestAgent, width: number) {
      const ydoc = await storedDesign(agent, projectId);
      const start = Y.encodeStateVector(ydoc);
      const doc = yToDoc(ydoc);
      const first = doc.surfaces[doc.surfaceOrder[0]!]!;
      const id = `added-${width}`;
      applyDocToY(ydoc, {
        ...doc,
        surfaceOrder: [...doc.surfaceOrder, id],
        surfaces: { ...doc.surfaces, [id]: { ...first, id, elementIds: [] } },
      });
      const middle = Y.encodeStateVector(ydoc);
      ydoc.getMap<Y.Map<unknown>>('surfaces').get(id)!.set('width', width);
      return {
        id,
        earlier: Y.encodeStateAsUpdate(ydoc, start),
        later: Y.encodeStateAsUpdate(ydoc, middle),
      };
    }
    const pages = async () => yToDoc(await storedDesign(owner.agent, projectId)).surfaceOrder;

    // An editor's later change first: kept, waiting; the design shows it once the earlier comes.
    const good = await twoSteps(owner.agent, card.surfaces[card.surfaceOrder[0]!]!.width);
    expect((await push(owner.agent, projectId, good.later)).statusCode).toBe(200);
    expect(await pages()).toEqual(card.surfaceOrder);
    expect((await push(owner.agent, projectId, good.earlier)).statusCode).toBe(200);
    expect(await pages()).toEqual([...card.surfaceOrder, good.id]);

    // A waiting change that would break the design is judged with the update that completes it.
    const bad = await twoSteps(owner.agent, -1);
    expect((await push(owner.agent, projectId, bad.later)).statusCode).toBe(200);
    const completing = await push(owner.agent, projectId, bad.earlier);
    expect(completing.statusCode).toBe(422);
    expect(await pages()).toEqual([...card.surfaceOrder, good.id]);

    // A contributor's change may not wait: it would join the design unjudged by their rule.
    const theirs = await twoSteps(contributor.agent, 99);
    const waiting = await push(contributor.agent, projectId, theirs.later);
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json().error.message).toContain('builds on changes');
  });
});
