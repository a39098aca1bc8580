import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMembers } from '../../../src/server/db/schema/collaboration';
import { API, linkIn, mailTo, memberOf, newProject } from '../support/collaboration';
import { signedInPerson } from '../support/projects';
import { startTestServer, TestAgent, type TestServer } from '../support/testServer';

/*
 * Removing someone from a project keeps them out: no link or invitation made before the removal
 * lets them back in. The owner can replace the standing invitation link and the view key, so a
 * link shared too widely stops working.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function standingLink(owner: TestAgent, projectId: number): Promise<string> {
  const response = await owner.get(`${API}/my/project/collaboration_link?project_id=${projectId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().url as string;
}

const keyOf = (url: string) => new URL(url).searchParams.get('key')!;

async function roleOf(projectId: number, userId: number) {
  const [row] = await server.database.db
    .select({ role: projectMembers.role })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
  return row?.role;
}

async function remove(owner: TestAgent, projectId: number, userId: number) {
  const removed = await owner.send('POST', `${API}/my/project/remove_contributor`, {
    project_id: projectId,
    user_id: userId,
  });
  expect(removed.statusCode, removed.body).toBe(200);
}

/** Mails an invitation to `email` and answers the key it carries. */
async function invitationKey(owner: TestAgent, projectId: number, email: string) {
  const before = server.mail.length;
  const sent = await owner.send('POST', `${API}/my/project/share`, {
    project_id: projectId,
    emails: [email],
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return linkIn(await mailTo(server, email, before)).searchParams.get('key')!;
}

describe('a removed collaborator stays out', () => {
  it('cannot rejoin through the standing link they joined by, which still lets others in', async () => {
    const owner = await signedInPerson(server, 'removal');
    const projectId = await newProject(owner.agent);
    const key = keyOf(await standingLink(owner.agent, projectId));
    const friend = await signedInPerson(server, 'removal');
    const joined = await friend.agent.send('POST', `${API}/collaborate/accept`, { key });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(await roleOf(projectId, friend.userId)).toBe('collaborator');

    await remove(owner.agent, projectId, friend.userId);
    const again = await friend.agent.send('POST', `${API}/collaborate/accept`, { key });
    expect(again.statusCode, again.body).toBe(403);
    expect(again.json().error.code).toBe('removed_from_project');
    expect(again.json().error.message).toContain('removed you from this project');
    expect(await roleOf(projectId, friend.userId)).toBeUndefined();

    const stranger = await signedInPerson(server, 'removal');
    const other = await stranger.agent.send('POST', `${API}/collaborate/accept`, { key });
    expect(other.statusCode, other.body).toBe(200);
    expect(await roleOf(projectId, stranger.userId)).toBe('collaborator');
  });

  it('cannot use an invitation sent before the removal; one sent after lets them in', async () => {
    const owner = await signedInPerson(server, 'removal');
    const projectId = await newProject(owner.agent);
    const friend = await memberOf(server, owner.agent, projectId, 'collaborator');
    const spare = await invitationKey(owner.agent, projectId, friend.email);

    await remove(owner.agent, projectId, friend.userId);
    const listed = await friend.agent.get(`${API}/my/invitation_requests/list`);
    const pending = listed.json().items as { id: number }[];
    expect(pending.length).toBe(1);
    const byList = await friend.agent.send(
      'POST',
      `${API}/my/invitation_requests/accept_collaboration`,
      { id: pending[0]!.id },
    );
    expect(byList.statusCode, byList.body).toBe(403);
    const byKey = await friend.agent.send('POST', `${API}/collaborate/accept`, { key: spare });
    expect(byKey.statusCode, byKey.body).toBe(403);
    expect(await roleOf(projectId, friend.userId)).toBeUndefined();

    server.clock.now = new Date(server.clock.now.getTime() + 60_000);
    const fresh = await invitationKey(owner.agent, projectId, friend.email);
    const back = await friend.agent.send('POST', `${API}/collaborate/accept`, { key: fresh });
    expect(back.statusCode, back.body).toBe(200);
    expect(await roleOf(projectId, friend.userId)).toBe('collaborator');
  });

  it('may still leave and come back by the link: only the owner’s removal keeps them out', async () => {
    const owner = await signedInPerson(server, 'removal');
    const projectId = await newProject(owner.agent);
    const key = keyOf(await standingLink(owner.agent, projectId));
    const friend = await signedInPerson(server, 'removal');
    await friend.agent.send('POST', `${API}/collaborate/accept`, { key });
    const left = await friend.agent.send('POST', `${API}/my/projects/leave`, {
      project_id: projectId,
    });
    expect(left.statusCode, left.body).toBe(200);
    const back = await friend.agent.send('POST', `${API}/collaborate/accept`, { key });
    expect(back.statusCode, back.body).toBe(200);
  });
});

describe('the owner replaces the standing invitation link', () => {
  it('gives a new link; the old one answers that it was replaced', async () => {
    const owner = await signedInPerson(server, 'rotate');
    const projectId = await newProject(owner.agent);
    const old = await standingLink(owner.agent, projectId);
    const replaced = await owner.agent.send('POST', `${API}/my/project/collaboration_link`, {
      project_id: projectId,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const url = replaced.json().url as string;
    expect(keyOf(url)).not.toBe(keyOf(old));
    // The owner is shown the new link from now on.
    expect(await standingLink(owner.agent, projectId)).toBe(url);

    const guest = new TestAgent(server.app);
    const shown = await guest.get(`${API}/collaborate/index?key=${keyOf(old)}`);
    expect(shown.statusCode).toBe(410);
    expect(shown.json().error.message).toContain('replaced by a newer one');
    const stranger = await signedInPerson(server, 'rotate');
    const refused = await stranger.agent.send('POST', `${API}/collaborate/accept`, {
      key: keyOf(old),
    });
    expect(refused.statusCode).toBe(410);
    expect(refused.json().error.code).toBe('link_replaced');
    expect(await roleOf(projectId, stranger.userId)).toBeUndefined();
    const joined = await stranger.agent.send('POST', `${API}/collaborate/accept`, {
      key: keyOf(url),
    });
    expect(joined.statusCode, joined.body).toBe(200);
  });

  it('is the owner’s alone to replace', async () => {
    const owner = await signedInPerson(server, 'rotate');
    const projectId = await newProject(owner.agent);
    const link = await standingLink(owner.agent, projectId);
    const contributor = await memberOf(server, owner.agent, projectId, 'contributor');
    const stranger = await signedInPerson(server, 'rotate');
    const guest = new TestAgent(server.app);
    const replace = (agent: TestAgent) =>
      agent.send('POST', `${API}/my/project/collaboration_link`, { project_id: projectId });
    expect((await replace(contributor.agent)).statusCode).toBe(403);
    expect((await replace(stranger.agent)).statusCode).toBe(404);
    expect((await replace(guest)).statusCode).toBe(401);
    expect(await standingLink(owner.agent, projectId)).toBe(link);
  });
});

describe('the owner gives the project a new view key', () => {
  it('stops the old key showing the project, also once it is unlisted again', async () => {
    const owner = await signedInPerson(server, 'viewkey');
    const projectId = await newProject(owner.agent);
    const update = (agent: TestAgent, body: object) =>
      agent.send('POST', `${API}/my/project/update`, { project_id: projectId, ...body });
    const unlisted = await update(owner.agent, { viewable_by: 'Unlisted' });
    const oldKey = unlisted.json().view_key as string;
    const guest = new TestAgent(server.app);
    const view = (key: string) =>
      guest.get(`${API}/my/project/details?project_id=${projectId}&view_key=${key}`);
    expect((await view(oldKey)).statusCode).toBe(200);

    await update(owner.agent, { viewable_by: 'Invite' });
    const renewed = await update(owner.agent, { new_view_key: true });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const newKey = renewed.json().view_key as string;
    expect(newKey).not.toBe(oldKey);
    await update(owner.agent, { viewable_by: 'Unlisted' });
    expect((await view(oldKey)).statusCode).toBe(404);
    expect((await view(newKey)).statusCode).toBe(200);

    const contributor = await memberOf(server, owner.agent, projectId, 'contributor');
    expect((await update(contributor.agent, { new_view_key: true })).statusCode).toBe(403);
    expect((await view(newKey)).statusCode).toBe(200);
  });
});
