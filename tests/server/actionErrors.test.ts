import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRegistry } from '../../src/server/app';
import type { ActionHandler } from '../../src/server/http/actionHandler';
import { startTestServer, TestAgent, type TestServer } from './support/testServer';

// A handler that breaks its own output schema: the caller did nothing wrong, so it is a 500.
const brokenCsrfToken = (async () => ({
  authenticityToken: 42,
})) as unknown as ActionHandler<'my/sessions/csrf_token'>;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      ...defaultRegistry,
      handlers: { ...defaultRegistry.handlers, 'my/sessions/csrf_token': brokenCsrfToken },
    },
  );
});
afterAll(() => server.close());

describe('errors of the action layer', () => {
  it('answers 500 without details when a handler breaks its output schema', async () => {
    const response = await new TestAgent(server.app).get('/api/v2/my/sessions/csrf_token');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
    });
  });

  it('answers an unknown API path with 404 in the error shape', async () => {
    const response = await new TestAgent(server.app).get('/api/v2/no/such/call');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('answers a malformed JSON body with 400, not 500', async () => {
    const agent = new TestAgent(server.app);
    // This server's csrf_token call is the broken one; the session call carries the token too.
    const { csrf_token } = (await agent.get('/api/v2/my/sessions/current')).json();
    const response = await agent.request({
      method: 'POST',
      url: '/api/v2/my/sessions',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf_token },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toEqual(expect.any(String));
  });
});
