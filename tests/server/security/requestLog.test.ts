import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPerson } from '../support/projects';
import { startTestServer, TestAgent, type TestServer } from '../support/testServer';

/*
 * The request log keeps addresses, and addresses carry credentials: invitation and view keys,
 * upload-link signatures, a photo source's access token. Each is replaced before the line is
 * written, passwords are redacted wherever they are logged, and a sign-in or sign-up with its
 * credentials in the query string is refused.
 */

const lines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ logStream: { write: (line: string) => void lines.push(line) } });
});
afterAll(() => server.close());

/** The log's request lines (`incoming request`) written since `from`. */
const requestUrls = (from: number) =>
  lines
    .slice(from)
    .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } })
    .filter((entry) => entry.req)
    .map((entry) => entry.req!.url);

const SECRET = 'S3cretValueThatMustNotBeLogged';

describe('the request log', () => {
  it.each([
    [`/api/v2/collaborate/index?key=${SECRET}`, '/api/v2/collaborate/index?key=[redacted]'],
    [
      `/api/v2/pages/mobile_upload?project_or_user_id=1&signature=${SECRET}`,
      '/api/v2/pages/mobile_upload?project_or_user_id=1&signature=[redacted]',
    ],
    [
      `/api/v2/my/project/details?project_id=1&view_key=${SECRET}`,
      '/api/v2/my/project/details?project_id=1&view_key=[redacted]',
    ],
    [`/projects/contribute?pid=1&vk=${SECRET}`, '/projects/contribute?pid=1&vk=[redacted]'],
    [
      `/mobile/upload/projects/7/${SECRET}?type=library`,
      '/mobile/upload/projects/7/[redacted]?type=library',
    ],
    [`/my/friends/upload/7/${SECRET}?name=Pat`, '/my/friends/upload/7/[redacted]?name=Pat'],
    [
      `/~/photo-source-callback?source=fake&access_token=${SECRET}&expires_at=1`,
      '/~/photo-source-callback?source=fake&access_token=[redacted]&expires_at=1',
    ],
    [`/account/reset_password?key=${SECRET}&uid=3`, '/account/reset_password?key=[redacted]&uid=3'],
  ])('writes %s as %s', async (url, logged) => {
    const from = lines.length;
    await new TestAgent(server.app).get(url);
    const urls = requestUrls(from);
    expect(urls).toContain(logged);
    expect(lines.slice(from).join('\n')).not.toContain(SECRET);
  });

  it('redacts a password in anything logged, at any depth', () => {
    const from = lines.length;
    server.app.log.info({ password: SECRET, input: { password: SECRET, newPassword: SECRET } });
    expect(lines.length).toBeGreaterThan(from);
    expect(lines.slice(from).join('\n')).not.toContain(SECRET);
  });
});

describe('credentials in a query string', () => {
  it.each([
    ['sign-in', `/api/v2/my/sessions?email=q@example.com&password=${SECRET}`],
    ['sign-in, email only', '/api/v2/my/sessions?email=q@example.com'],
    ['sign-up', `/api/v2/users?email=q@example.com&password=${SECRET}&first_name=Q`],
    ['password change', `/api/v2/account/reset_password/change_password?password=${SECRET}`],
  ])('refuses the %s (400) and never logs the password', async (_what, url) => {
    const agent = new TestAgent(server.app);
    const from = lines.length;
    const response = await agent.send('POST', url, {});
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.message).toContain('body');
    expect(requestUrls(from).length).toBeGreaterThan(0);
    expect(lines.slice(from).join('\n')).not.toContain(SECRET);
  });

  it('still signs in with the credentials in the body', async () => {
    const person = await signedInPerson(server, 'log-body');
    const agent = new TestAgent(server.app);
    const from = lines.length;
    const signedIn = await agent.send('POST', '/api/v2/my/sessions', {
      email: person.email,
      password: 'correct horse battery',
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(lines.slice(from).join('\n')).not.toContain('correct horse battery');
  });
});
