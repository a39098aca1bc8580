import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, mailTo, newProject } from '../support/collaboration';
import { signedInPerson } from '../support/projects';
import { startTestServer, TestAgent, type TestServer } from '../support/testServer';

/*
 * A guest's answer to an address that carries a credential hands out what the credential opens
 * (an upload session, an invitation's project): no cache, shared or back-button, may keep it.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const cacheControl = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['cache-control'] ?? '');

describe('guest answers that carry a credential', () => {
  it('pages/mobile_upload (an upload link’s signature, an upload session id) is no-store', async () => {
    const owner = await signedInPerson(server, 'cache-phone');
    const link = await owner.agent.get('/api/v2/my/friends/photo_upload_qr_code_link');
    expect(link.statusCode, link.body).toBe(200);
    const [, id, signature] = /\/projects\/(\d+)\/([^/?]+)/.exec(link.json().url)!;
    const opened = await new TestAgent(server.app).get(
      `/api/v2/pages/mobile_upload?project_or_user_id=${id}&signature=${signature}`,
    );
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().upload_session_id).toBeTruthy();
    expect(cacheControl(opened)).toBe('no-store');
  });

  it('collaborate/index with an invitation key is no-store', async () => {
    const owner = await signedInPerson(server, 'cache-owner');
    const friend = await signedInPerson(server, 'cache-friend');
    const projectId = await newProject(owner.agent);
    const before = server.mail.length;
    const shared = await owner.agent.send('POST', '/api/v2/my/project/share', {
      project_id: projectId,
      emails: [friend.email],
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const key = linkIn(await mailTo(server, friend.email, before)).searchParams.get('key')!;
    const shown = await new TestAgent(server.app).get(
      `/api/v2/collaborate/index?key=${encodeURIComponent(key)}`,
    );
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().invite.project_id).toBe(projectId);
    expect(cacheControl(shown)).toBe('no-store');
  });

  it('a guest call without a credential may still be cached', async () => {
    const shown = await new TestAgent(server.app).get('/api/v2/collaborate/index');
    expect(shown.statusCode, shown.body).toBe(200);
    expect(cacheControl(shown)).not.toContain('no-store');
  });
});
