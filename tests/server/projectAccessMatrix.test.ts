import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { photos } from '../../src/server/db/schema/photos';
import { derivativeKey } from '../../src/server/media/photos/photoFiles';
import { grantContentPreviewer } from '../../src/server/site/content/content.repo';
import type { ProjectDocument } from '../../src/shared/project/document';
import { createProjectFromTemplate } from '../../src/shared/project/templates/createProject';
import { applyDocToY, docToY, yToDoc } from '../../src/shared/project/yjs/binding';
import { answer, type Expectation, type MatrixCall } from './support/accessMatrix';
import { API, linkIn, mailTo, memberOf, newProject } from './support/collaboration';
import { cookieHeader, handshakeStatus, listening } from './support/livePeers';
import { fromBase64, PROJECTS, setProject, signedInPerson, toBase64 } from './support/projects';
import { startTestServer, TestAgent, type TestServer } from './support/testServer';

/*
 * Who may do what with a project, over every project, collaboration, editor and preview call:
 * guest, owner, another user, a content previewer, collaborator, contributor, invitee with and
 * without the key, photo friend. Nobody unauthorised learns that a private project exists: their
 * answer is the answer for an id that does not exist. An ordered project refuses every change to
 * its design ('locked').
 */

let server: TestServer;
let host: string;
beforeAll(async () => {
  server = await startTestServer();
  host = await listening(server.app);
});
afterAll(() => server.close());

const NO_PROJECT = 987_654;

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

let counter = 0;

/** An update made against the stored design, as the caller's editor would make it. */
async function updateFor(
  agent: TestAgent,
  projectId: number,
  change: (doc: ProjectDocument) => ProjectDocument,
): Promise<string> {
  const pulled = await agent.get(`${PROJECTS}/${projectId}/content`);
  const doc = new Y.Doc();
  if (pulled.statusCode === 200) Y.applyUpdate(doc, fromBase64(pulled.json().update));
  else applyDocToY(doc, card);
  const vector = Y.encodeStateVector(doc);
  applyDocToY(doc, change(yToDoc(doc)));
  return toBase64(Y.encodeStateAsUpdate(doc, vector));
}

const addPhoto = (doc: ProjectDocument): ProjectDocument => {
  counter += 1;
  const id = `added-${counter}`;
  const page = doc.surfaces[doc.surfaceOrder[0]!]!;
  return {
    ...doc,
    surfaces: { ...doc.surfaces, [page.id]: { ...page, elementIds: [...page.elementIds, id] } },
    elements: {
      ...doc.elements,
      [id]: { id, type: 'photoSlot', x: 1, y: 1, width: 9, height: 9, rotation: 0, photoId: 'p' },
    },
  } as ProjectDocument;
};
const retitle = (doc: ProjectDocument): ProjectDocument => {
  counter += 1;
  return { ...doc, title: `Title ${counter}` };
};

const post = (agent: TestAgent, call: string, body: object) =>
  agent.send('POST', `${API}/${call}`, body);

const calls: MatrixCall[] = [
  {
    name: 'GET my/project/details',
    need: 'view',
    run: async (a, id) => answer(await a.get(`${API}/my/project/details?project_id=${id}`)),
  },
  {
    name: 'GET my/projects/{id}/content',
    need: 'view',
    run: async (a, id) => answer(await a.get(`${PROJECTS}/${id}/content`)),
  },
  {
    name: 'GET my/projects/{id}/configuration',
    need: 'view',
    run: async (a, id) => answer(await a.get(`${PROJECTS}/${id}/configuration`)),
  },
  {
    name: 'GET my/projects/{id}/photos',
    need: 'view',
    run: async (a, id) =>
      answer(await a.get(`${PROJECTS}/${id}/photos?ids[]=${placedPhotos.get(id) ?? 1}`)),
  },
  {
    name: 'GET /projects/{id}/photos/{photo}/{file}',
    need: 'view',
    run: async (a, id) =>
      answer(await a.get(`/projects/${id}/photos/${placedPhotos.get(id) ?? 1}/medium.webp`)),
  },
  {
    name: 'POST content (adds a photo)',
    need: 'contribute',
    run: async (a, id) =>
      answer(
        await a.send('POST', `${PROJECTS}/${id}/content`, {
          update: await updateFor(a, id, addPhoto),
        }),
      ),
  },
  {
    name: 'POST content (changes the title)',
    need: 'edit',
    run: async (a, id) =>
      answer(
        await a.send('POST', `${PROJECTS}/${id}/content`, {
          update: await updateFor(a, id, retitle),
        }),
      ),
  },
  {
    name: 'POST my/project/update (page count)',
    need: 'edit',
    run: async (a, id) =>
      answer(await post(a, 'my/project/update', { project_id: id, page_count: 24 })),
  },
  {
    name: 'POST my/project/update (name)',
    need: 'manage',
    run: async (a, id) =>
      answer(await post(a, 'my/project/update', { project_id: id, name: 'Renamed' })),
  },
  {
    name: 'POST my/project/share',
    need: 'manage',
    run: async (a, id) =>
      answer(
        await post(a, 'my/project/share', { project_id: id, emails: ['someone@example.com'] }),
      ),
  },
  {
    name: 'POST my/project/invite_contributor',
    need: 'manage',
    run: async (a, id) =>
      answer(
        await post(a, 'my/project/invite_contributor', {
          project_id: id,
          emails: ['c@example.com'],
        }),
      ),
  },
  {
    name: 'POST my/project/invite_photo_friends',
    need: 'manage',
    run: async (a, id) =>
      answer(
        await post(a, 'my/project/invite_photo_friends', {
          project_id: id,
          emails: ['f@example.com'],
        }),
      ),
  },
  {
    name: 'GET my/project/collaboration_link',
    need: 'manage',
    run: async (a, id) =>
      answer(await a.get(`${API}/my/project/collaboration_link?project_id=${id}`)),
  },
  {
    name: 'GET my/project/photo_friends_upload_url',
    need: 'manage',
    run: async (a, id) =>
      answer(await a.get(`${API}/my/project/photo_friends_upload_url?project_id=${id}`)),
  },
  {
    name: 'POST my/projects/track_flex_switch',
    need: 'manage',
    run: async (a, id) =>
      answer(await post(a, 'my/projects/track_flex_switch', { project_id: id, to_experience: 10 })),
  },
  {
    name: 'POST creation/page_preview',
    need: 'manage',
    run: async (a, id) =>
      answer(await post(a, 'creation/page_preview', { project_id: id, page: { index: 0 } })),
  },
  {
    name: 'WebSocket live channel',
    need: 'contribute',
    run: async (a, id) => ({ status: await handshakeStatus(host, cookieHeader(a), id), body: '' }),
  },
];

const OK = (status: number) => status === 200 || status === 101;

/** A live handshake answers 101 where a call answers 200. */
const allowedStatus = (call: MatrixCall) => (call.name.startsWith('WebSocket') ? 101 : 200);

const everything = (status: number): Expectation => ({
  view: status,
  contribute: status,
  edit: status,
  manage: status,
});

interface Cast {
  name: string;
  agent: TestAgent;
  expect: Expectation;
}

async function castFor(projectId: number, owner: TestAgent): Promise<Cast[]> {
  const collaborator = await memberOf(server, owner, projectId, 'collaborator');
  const contributor = await memberOf(server, owner, projectId, 'contributor');
  // An invitee has a mail with a key and has not accepted it yet.
  const invitee = await signedInPerson(server, 'invitee');
  const before = server.mail.length;
  await post(owner, 'my/project/share', { project_id: projectId, emails: [invitee.email] });
  const key = linkIn(await mailTo(server, invitee.email, before)).searchParams.get('key');
  const stranger = await signedInPerson(server, 'stranger');
  // Staff who preview the shop's content drafts have no say over customers' projects.
  const previewer = await signedInPerson(server, 'previewer');
  await grantContentPreviewer(server.database.db, previewer.userId);
  // A photo friend holds the project's upload link and no account: to the project calls, a guest.
  const friendsLink = (
    await owner.get(`${API}/my/project/photo_friends_upload_url?project_id=${projectId}`)
  ).json().url;
  expect(friendsLink).toContain(String(projectId));
  const guest = new TestAgent(server.app);
  const photoFriend = new TestAgent(server.app);
  const hidden: Expectation = everything(404);
  // A guest is asked to sign in before anything changes; a look is 404 like anyone's.
  const guestAnswer: Expectation = { view: 404, contribute: 401, edit: 401, manage: 401 };
  return [
    { name: 'owner', agent: owner, expect: everything(200) },
    {
      name: 'collaborator',
      agent: collaborator.agent,
      expect: { view: 200, contribute: 200, edit: 200, manage: 403 },
    },
    {
      name: 'contributor',
      agent: contributor.agent,
      expect: { view: 200, contribute: 200, edit: 403, manage: 403 },
    },
    { name: 'other user', agent: stranger.agent, expect: hidden },
    { name: 'content previewer', agent: previewer.agent, expect: hidden },
    { name: `invitee with key ${key ? 'held' : ''}`, agent: invitee.agent, expect: hidden },
    {
      name: 'invitee without key',
      agent: (await signedInPerson(server, 'nokey')).agent,
      expect: hidden,
    },
    { name: 'guest', agent: guest, expect: guestAnswer },
    { name: 'photo friend', agent: photoFriend, expect: guestAnswer },
  ];
}

/** The answer with the project's id taken out, to compare with the answer for no project. */
const withoutId = (body: string, id: number) => body.replaceAll(String(id), '#');

/** The owner's photo placed in each matrix project, by project. */
const placedPhotos = new Map<number, number>();

async function newDesignedProject(owner: TestAgent, ownerId: number) {
  const projectId = await newProject(owner);
  const [photo] = await server.database.db
    .insert(photos)
    .values({ ownerId, name: 'placed.jpg', status: 'ready', width: 800, height: 600 })
    .returning({ id: photos.id });
  await server.blobs.put(derivativeKey(ownerId, photo!.id, 'medium', 'webp'), Buffer.from('px'));
  placedPhotos.set(projectId, photo!.id);
  const slot = Object.values(card.elements).find((element) => element.type === 'photoSlot');
  const placed = slot
    ? {
        ...card,
        elements: { ...card.elements, [slot.id]: { ...slot, photoId: String(photo!.id) } },
      }
    : card;
  const pushed = await owner.send('POST', `${PROJECTS}/${projectId}/content`, {
    update: toBase64(Y.encodeStateAsUpdate(docToY(placed as ProjectDocument))),
  });
  expect(pushed.statusCode, pushed.body).toBe(200);
  return projectId;
}

describe('the project access matrix', () => {
  it('answers each caller what their part allows, and the unauthorised as if there were no project', async () => {
    const owner = await signedInPerson(server, 'matrixowner');
    const projectId = await newDesignedProject(owner.agent, owner.userId);
    const cast = await castFor(projectId, owner.agent);
    const table: string[] = [];
    const failures: string[] = [];
    for (const call of calls) {
      const row: string[] = [];
      for (const who of cast) {
        let expected = who.expect[call.need];
        if (expected === 200) expected = allowedStatus(call);
        // The handshake is refused before it is read: a guest is 401 there, a look or not.
        if (
          call.name.startsWith('WebSocket') &&
          expected === 404 &&
          who.expect.view === 404 &&
          who.expect.manage === 401
        ) {
          expected = 401;
        }
        const got = await call.run(who.agent, projectId);
        row.push(`${who.name}: ${got.status}`);
        if (got.status !== expected)
          failures.push(
            `${call.name} as ${who.name}: ${got.status}, expected ${expected}: ${got.body}`,
          );
        if (!OK(got.status) && (got.status === 404 || got.status === 401)) {
          const none = await call.run(who.agent, NO_PROJECT);
          if (
            none.status !== got.status ||
            withoutId(none.body, NO_PROJECT) !== withoutId(got.body, projectId)
          ) {
            failures.push(
              `${call.name} as ${who.name} leaks: ${got.status} ${got.body} vs no project ${none.status} ${none.body}`,
            );
          }
        }
      }
      table.push(`| ${call.name} | ${row.join(' | ')} |`);
    }
    console.log(table.join('\n'));
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses every change to an ordered project’s design with the reason "locked"', async () => {
    const owner = await signedInPerson(server, 'lockedowner');
    const projectId = await newDesignedProject(owner.agent, owner.userId);
    const cast = (await castFor(projectId, owner.agent)).filter((c) =>
      ['owner', 'collaborator', 'contributor'].includes(c.name),
    );
    await setProject(server.database.db, projectId, { orderedAt: new Date() });
    for (const who of cast) {
      const access = (await who.agent.get(`${PROJECTS}/${projectId}/edit_access`)).json();
      expect(access, who.name).toMatchObject({ allowed: false, reason: 'locked' });
      for (const call of calls.filter(
        (c) => c.need === 'contribute' && !c.name.startsWith('WebSocket'),
      )) {
        const got = await call.run(who.agent, projectId);
        expect(got.status, `${call.name} as ${who.name}`).toBe(409);
        expect(JSON.parse(got.body).error.code).toBe('project_locked');
      }
    }
    // The owner may still rename and share it: that changes nothing printed.
    const renamed = await post(owner.agent, 'my/project/update', {
      project_id: projectId,
      name: 'Ours',
    });
    expect(renamed.statusCode).toBe(200);
  }, 60_000);

  it('shows an invitation to whoever holds its key, and nothing without it', async () => {
    const owner = await signedInPerson(server, 'inviteowner');
    const projectId = await newProject(owner.agent);
    const invitee = await signedInPerson(server, 'keyholder');
    const before = server.mail.length;
    await post(owner.agent, 'my/project/share', {
      project_id: projectId,
      emails: ['elsewhere@example.com'],
    });
    const url = linkIn(await mailTo(server, 'elsewhere@example.com', before));
    const key = url.searchParams.get('key');
    const siid = url.searchParams.get('siid');
    const withKey = await invitee.agent.get(`${API}/collaborate/index?key=${key}`);
    expect(withKey.json().invite.project_id).toBe(projectId);
    const withoutKey = await invitee.agent.get(`${API}/collaborate/index?site_invite_id=${siid}`);
    expect(withoutKey.json()).toEqual({});
    expect(
      (await post(invitee.agent, 'collaborate/accept', { site_invite_id: Number(siid) }))
        .statusCode,
    ).toBe(404);
  });
});
