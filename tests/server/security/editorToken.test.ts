import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPerson } from '../support/projects';
import { startTestServer, TestAgent, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PASSWORD = 'correct horse battery';

async function editorToken(agent: TestAgent): Promise<string> {
  const response = await agent.send('POST', '/api/v2/my/account/create_jwt_token');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
}

/** What the embedded editor's call with the token is answered. */
async function withToken(token: string) {
  const response = await server.app.inject({
    method: 'GET',
    url: '/api/v2/my/account/details',
    headers: { authorization: `Bearer ${token}` },
  });
  return response;
}

async function signIn(email: string, password = PASSWORD): Promise<TestAgent> {
  const agent = new TestAgent(server.app);
  const response = await agent.send('POST', '/api/v2/my/sessions', { email, password });
  expect(response.statusCode, response.body).toBe(200);
  return agent;
}

describe('the editor token is bound to the session it was made in', () => {
  it('stops working when that session signs out', async () => {
    const person = await signedInPerson(server, 'jwt');
    const token = await editorToken(person.agent);
    expect((await withToken(token)).json().email).toBe(person.email);

    const out = await person.agent.send('DELETE', '/api/v2/my/sessions/current');
    expect(out.statusCode, out.body).toBe(200);
    const after = await withToken(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('invalid_token');
  });

  it('stops working when the password changes, in that session or another', async () => {
    const person = await signedInPerson(server, 'jwt');
    const here = await editorToken(person.agent);
    const laptop = await signIn(person.email);
    const there = await editorToken(laptop);
    expect((await withToken(there)).statusCode).toBe(200);

    const changed = await person.agent.send('POST', '/api/v2/my/account/update_details', {
      current_password: PASSWORD,
      new_password: 'a brand new passphrase',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The session that changed it stays signed in; its old token does not carry over.
    expect((await withToken(here)).statusCode).toBe(401);
    expect((await withToken(there)).statusCode).toBe(401);
    const fresh = await editorToken(person.agent);
    expect((await withToken(fresh)).json().email).toBe(person.email);
  });

  it('is not made from an editor token of a session that has ended', async () => {
    const person = await signedInPerson(server, 'jwt');
    const token = await editorToken(person.agent);
    const renewed = await server.app.inject({
      method: 'POST',
      url: '/api/v2/my/account/create_jwt_token',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    await person.agent.send('DELETE', '/api/v2/my/sessions/current');
    expect((await withToken(renewed.json().token)).statusCode).toBe(401);
  });
});
