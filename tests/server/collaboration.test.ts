import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createProjectFromTemplate } from '../../src/shared/project/templates/createProject';
import { applyDocToY, docToY, yToDoc } from '../../src/shared/project/yjs/binding';
import { API, linkIn, mailTo, memberOf, newProject } from './support/collaboration';
import {
  fromBase64,
  PROJECTS,
  photoOf,
  setProject,
  signedInPerson,
  toBase64,
} from './support/projects';
import { startTestServer, TestAgent, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = (agent: TestAgent, call: string, body: object) =>
  agent.send('POST', `${API}/${call}`, body);

describe('inviting collaborators by mail', () => {
  it('mails a key, shows the invitation, lets the invitee in once, and lists them on the project', async () => {
    const owner = await signedInPerson(server, 'owner');
    const projectId = await newProject(owner.agent);
    const friend = await signedInPerson(server, 'friend');
    const before = server.mail.length;
    const shared = await post(owner.agent, 'my/project/share', {
      project_id: projectId,
      emails: [friend.email.toUpperCase()],
      message: 'Our wedding book!',
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const mail = await mailTo(server, friend.email, before);
    expect(mail.subject).toContain('invites you');
    expect(mail.text).toContain('Our wedding book!');
    const url = linkIn(mail);
    expect(url.pathname).toBe('/create/collaborate');
    const key = url.searchParams.get('key')!;
    const siid = url.searchParams.get('siid')!;

    // The invitation shows its project to whoever holds the key, a guest too.
    const guest = new TestAgent(server.app);
    const shown = await guest.get(`${API}/collaborate/index?key=${key}&site_invite_id=${siid}`);
    expect(shown.json()).toMatchObject({ invite: { project_id: projectId, inviter_name: 'Pat' } });
    // A wrong key, or the id without a key to someone it was not sent to, shows nothing.
    expect((await guest.get(`${API}/collaborate/index?key=nope`)).json()).toEqual({});
    expect((await guest.get(`${API}/collaborate/index?site_invite_id=${siid}`)).json()).toEqual({});
    // The invitee sees it in their requests and the header count.
    const count = await friend.agent.get(`${API}/my/projects/pending_requests_count`);
    expect(count.json()).toEqual({ count: 1 });
    const listed = await friend.agent.get(`${API}/my/invitation_requests/list`);
    expect(listed.json().items).toEqual([
      expect.objectContaining({ type: 'collaboration_request', project_id: projectId }),
    ]);

    // A guest cannot accept; the invitee can, once.
    expect((await post(guest, 'collaborate/accept', { key })).statusCode).toBe(401);
    const accepted = await post(friend.agent, 'collaborate/accept', {
      key,
      site_invite_id: Number(siid),
    });
    expect(accepted.json()).toEqual({ project_id: projectId });
    expect((await post(friend.agent, 'collaborate/accept', { key })).statusCode).toBe(404);
    expect((await friend.agent.get(`${API}/my/projects/pending_requests_count`)).json()).toEqual({
      count: 0,
    });

    const details = await owner.agent.get(`${API}/my/project/details?project_id=${projectId}`);
    expect(details.json().collaborators).toEqual([
      { user_id: friend.userId, name: 'Pat', role: 'collaborator' },
    ]);
    const theirs = await friend.agent.get(`${API}/my/project/details?project_id=${projectId}`);
    expect(theirs.json()).toMatchObject({ role: 'collaborator' });
    expect(theirs.json().view_key).toBeUndefined();
    const access = await friend.agent.get(`${PROJECTS}/${projectId}/edit_access`);
    expect(access.json()).toEqual({ allowed: true, role: 'collaborator' });
  });

  it('answers an invitation from the requests list, or ignores it', async () => {
    const owner = await signedInPerson(server, 'owner');
    const projectId = await newProject(owner.agent);
    const friend = await signedInPerson(server, 'friend');
    await post(owner.agent, 'my/project/invite_contributor', {
      project_id: projectId,
      emails: [friend.email],
    });
    await post(owner.agent, 'my/project/share', { project_id: projectId, emails: [friend.email] });
    const { items } = (await friend.agent.get(`${API}/my/invitation_requests/list`)).json();
    const contribute = items.find((i: { type: string }) => i.type === 'contribute_request');
    const collaborate = items.find((i: { type: string }) => i.type === 'collaboration_request');
    // The wrong kind of answer for a request is 404, as an unknown one.
    expect(
      (
        await post(friend.agent, 'my/invitation_requests/accept_collaboration', {
          id: contribute.id,
        })
      ).statusCode,
    ).toBe(404);
    const other = await signedInPerson(server, 'other');
    expect(
      (await post(other.agent, 'my/invitation_requests/accept_contribute', { id: contribute.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(friend.agent, 'my/invitation_requests/accept_contribute', { id: contribute.id }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await post(friend.agent, 'my/invitation_requests/ignore_collaboration', {
          id: collaborate.id,
        })
      ).statusCode,
    ).toBe(200);
    expect((await friend.agent.get(`${API}/my/invitation_requests/list`)).json().items).toEqual([]);
    const access = await friend.agent.get(`${PROJECTS}/${projectId}/edit_access`);
    expect(access.json()).toEqual({ allowed: true, role: 'contributor' });
  });

  it('invites by a standing link that anyone signed in may use', async () => {
    const owner = await signedInPerson(server, 'owner');
    const projectId = await newProject(owner.agent);
    const first = await owner.agent.get(
      `${API}/my/project/collaboration_link?project_id=${projectId}`,
    );
    const again = await owner.agent.get(
      `${API}/my/project/collaboration_link?project_id=${projectId}`,
    );
    expect(first.json().url).toBe(again.json().url);
    const key = new URL(first.json().url).searchParams.get('key');
    for (const name of ['a', 'b']) {
      const person = await signedInPerson(server, name);
      expect((await post(person.agent, 'collaborate/accept', { key })).json()).toEqual({
        project_id: projectId,
      });
    }
    const stranger = await signedInPerson(server, 'stranger');
    const denied = await stranger.agent.get(
      `${API}/my/project/collaboration_link?project_id=${projectId}`,
    );
    expect(denied.statusCode).toBe(404);
  });
});

describe('asking to collaborate', () => {
  it('lets someone shown an unlisted project ask, and the owner let them in', async () => {
    const owner = await signedInPerson(server, 'owner');
    const projectId = await newProject(owner.agent);
    await setProject(server.database.db, projectId, { viewableBy: 'Unlisted' });
    const viewKey = (
      await owner.agent.get(`${API}/my/project/details?project_id=${projectId}`)
    ).json().view_key;
    const viewer = await signedInPerson(server, 'viewer');
    // Without the key they cannot see it, so they cannot ask: the same 404 as no project.
    const blind = await post(viewer.agent, 'my/project/request_collaboration', {
      project_id: projectId,
    });
    expect(blind.statusCode).toBe(404);
    const before = server.mail.length;
    const asked = await post(viewer.agent, 'my/project/request_collaboration', {
      project_id: projectId,
      view_key: viewKey,
      message: 'Can I help with the pages from Rome?',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    // Asking twice asks once.
    await post(viewer.agent, 'my/project/request_collaboration', {
      project_id: projectId,
      view_key: viewKey,
    });
    const mail = await mailTo(server, owner.email, before);
    const ck = linkIn(mail).searchParams.get('ck');
    expect(linkIn(mail).pathname).toBe('/home/invite_requests');
    const { items } = (
      await owner.agent.get(`${API}/my/invitation_requests/list?collaboration_key=${ck}`)
    ).json();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ type: 'collaboration_request', requester_name: 'Pat' });
    // The asker cannot answer their own request.
    expect(
      (await post(viewer.agent, 'my/invitation_requests/accept_collaboration', { id: items[0].id }))
        .statusCode,
    ).toBe(404);
    await post(owner.agent, 'my/invitation_requests/accept_collaboration', { id: items[0].id });
    expect((await viewer.agent.get(`${PROJECTS}/${projectId}/edit_access`)).json()).toEqual({
      allowed: true,
      role: 'collaborator',
    });
    // Now a member, asking again is a conflict.
    const again = await post(viewer.agent, 'my/project/request_collaboration', {
      project_id: projectId,
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('leaving and removing', () => {
  it('lets a member leave, and the owner remove a contributor', async () => {
    const owner = await signedInPerson(server, 'owner');
    const projectId = await newProject(owner.agent);
    const collaborator = await memberOf(server, owner.agent, projectId, 'collaborator');
    const contributor = await memberOf(server, owner.agent, projectId, 'contributor');
    expect(
      (await post(owner.agent, 'my/projects/leave', { project_id: projectId })).statusCode,
    ).toBe(404);
    expect(
      (await post(collaborator.agent, 'my/projects/leave', { project_id: projectId })).statusCode,
    ).toBe(200);
    expect((await collaborator.agent.get(`${PROJECTS}/${projectId}/edit_access`)).json()).toEqual({
      allowed: false,
      reason: 'private',
    });
    // Only the owner removes people.
    const byMember = await post(contributor.agent, 'my/project/remove_contributor', {
      project_id: projectId,
      user_id: contributor.userId,
    });
    expect(byMember.statusCode).toBe(403);
    const removed = await post(owner.agent, 'my/project/remove_contributor', {
      project_id: projectId,
      user_id: contributor.userId,
    });
    expect(removed.statusCode).toBe(200);
    const twice = await post(owner.agent, 'my/project/remove_contributor', {
      project_id: projectId,
      user_id: contributor.userId,
    });
    expect(twice.statusCode).toBe(404);
  });
});

describe('contributors over HTTP sync', () => {
  it('takes a contributor update that adds a photo, and refuses one that changes text', async () => {
    const owner = await signedInPerson(server, 'owner');
    const projectId = await newProject(owner.agent);
    const start = createProjectFromTemplate({
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
    const pushed = await owner.agent.send('POST', `${PROJECTS}/${projectId}/content`, {
      update: toBase64(Y.encodeStateAsUpdate(docToY(start))),
    });
    expect(pushed.statusCode, pushed.body).toBe(200);
    const contributor = await memberOf(server, owner.agent, projectId, 'contributor');
    const pull = await contributor.agent.get(`${PROJECTS}/${projectId}/content`);
    const mine = new Y.Doc();
    Y.applyUpdate(mine, fromBase64(pull.json().update));
    const vector = Y.encodeStateVector(mine);
    const doc = yToDoc(mine);
    const text = Object.values(doc.elements).find((e) => e.type === 'text')!;
    applyDocToY(mine, {
      ...doc,
      elements: { ...doc.elements, [text.id]: { ...text, text: 'Mine' } },
    } as typeof doc);
    const refused = await contributor.agent.send('POST', `${PROJECTS}/${projectId}/content`, {
      update: toBase64(Y.encodeStateAsUpdate(mine, vector)),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('contribution_refused');

    const ownPhoto = await photoOf(server.database.db, contributor.userId);
    const fresh = new Y.Doc();
    Y.applyUpdate(fresh, fromBase64(pull.json().update));
    const freshVector = Y.encodeStateVector(fresh);
    const page = doc.surfaces[doc.surfaceOrder[0]!]!;
    applyDocToY(fresh, {
      ...doc,
      surfaces: {
        ...doc.surfaces,
        [page.id]: { ...page, elementIds: [...page.elementIds, 'p-new'] },
      },
      elements: {
        ...doc.elements,
        'p-new': {
          id: 'p-new',
          type: 'photoSlot',
          x: 1,
          y: 1,
          width: 20,
          height: 20,
          rotation: 0,
          photoId: String(ownPhoto),
        },
      },
    } as typeof doc);
    const taken = await contributor.agent.send('POST', `${PROJECTS}/${projectId}/content`, {
      update: toBase64(Y.encodeStateAsUpdate(fresh, freshVector)),
    });
    expect(taken.statusCode, taken.body).toBe(200);
  });
});

describe('bad input', () => {
  it('answers 400 with the fields at fault for every collaboration call', async () => {
    const { agent } = await signedInPerson(server, 'bad');
    const cases: [string, object, string[]][] = [
      ['collaborate/accept', { key: '', site_invite_id: 'x' }, ['key', 'site_invite_id']],
      ['my/invitation_requests/accept_collaboration', {}, ['id']],
      ['my/invitation_requests/accept_contribute', { id: -1 }, ['id']],
      ['my/invitation_requests/ignore_collaboration', { id: 'a' }, ['id']],
      ['my/invitation_requests/ignore_contribute', {}, ['id']],
      ['my/projects/leave', {}, ['project_id']],
      ['my/project/share', { project_id: 1, emails: [] }, ['emails']],
      ['my/project/share', { project_id: 1, emails: ['not-an-address'] }, ['emails.0']],
      ['my/project/invite_contributor', { emails: ['a@example.com'] }, ['project_id']],
      [
        'my/project/invite_photo_friends',
        { project_id: 0, emails: ['a@example.com'] },
        ['project_id'],
      ],
      ['my/project/remove_contributor', { project_id: 1 }, ['user_id']],
      [
        'my/project/request_collaboration',
        { project_id: 1, message: 'x'.repeat(2001) },
        ['message'],
      ],
    ];
    for (const [call, body, fields] of cases) {
      const response = await post(agent, call, body);
      expect(response.statusCode, `${call}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json().error.fields).sort(), call).toEqual(fields.sort());
    }
    const gets: [string, string[]][] = [
      ['collaborate/index?site_invite_id=abc', ['site_invite_id']],
      ['my/project/collaboration_link', ['project_id']],
      ['my/project/photo_friends_upload_url?project_id=x', ['project_id']],
    ];
    for (const [path, fields] of gets) {
      const response = await agent.get(`${API}/${path}`);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json().error.fields).sort(), path).toEqual(fields.sort());
    }
  });

  it('asks a guest to sign in for every call about their own invitations', async () => {
    const guest = new TestAgent(server.app);
    expect((await guest.get(`${API}/my/invitation_requests/list`)).statusCode).toBe(401);
    expect((await guest.get(`${API}/my/projects/pending_requests_count`)).statusCode).toBe(401);
    expect((await post(guest, 'my/projects/leave', { project_id: 1 })).statusCode).toBe(401);
  });
});

describe('invitations to a deleted project', () => {
  it('leave the invitee’s requests and count, and show nothing by key', async () => {
    const owner = await signedInPerson(server, 'owner');
    const kept = await newProject(owner.agent);
    const gone = await newProject(owner.agent);
    const friend = await signedInPerson(server, 'friend');
    // Each invitation's mail is awaited before the next is sent, so the second one found is gone's.
    let key = '';
    for (const projectId of [kept, gone]) {
      const before = server.mail.length;
      const shared = await post(owner.agent, 'my/project/share', {
        project_id: projectId,
        emails: [friend.email],
      });
      expect(shared.statusCode, shared.body).toBe(200);
      key = linkIn(await mailTo(server, friend.email, before)).searchParams.get('key')!;
    }
    const deleted = await post(owner.agent, 'my/project/delete', { project_id: gone });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const count = await friend.agent.get(`${API}/my/projects/pending_requests_count`);
    expect(count.json()).toEqual({ count: 1 });
    const listed = await friend.agent.get(`${API}/my/invitation_requests/list`);
    expect(listed.json().items).toEqual([expect.objectContaining({ project_id: kept })]);
    expect((await friend.agent.get(`${API}/collaborate/index?key=${key}`)).json()).toEqual({});
  });
});
