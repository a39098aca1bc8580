import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transportErrorCodes } from '../../../src/shared/errors';
import { startTestServer, type TestServer } from '../support/testServer';
import { Visitor } from '../support/visitor';

/**
 * Issue 20, item 3: what goes wrong below the product's calls answers with the product's own
 * codes and sentences (src/shared/errors.ts), never Fastify's internal FST_ERR_… names.
 */

let server: TestServer;
let visitor: Visitor;
beforeAll(async () => {
  server = await startTestServer();
  visitor = new Visitor(server.app);
  await visitor.fetchCsrf();
});
afterAll(() => server.close());

const post = (payload: string | Buffer, contentType: string) =>
  visitor.request({
    method: 'POST',
    url: '/api/v2/my/sessions',
    payload,
    headers: { 'content-type': contentType, 'x-csrf-token': visitor.csrfToken! },
  });

describe.each([
  {
    what: 'malformed JSON',
    send: () => post('{"email": ', 'application/json'),
    status: 400,
    code: transportErrorCodes.invalidJson,
  },
  {
    what: 'an empty JSON body',
    send: () => post('', 'application/json'),
    status: 400,
    code: transportErrorCodes.invalidJson,
  },
  {
    what: 'an unknown body type',
    send: () => post('<x/>', 'application/xml'),
    status: 415,
    code: transportErrorCodes.unsupportedMediaType,
  },
  {
    what: 'a body over the limit',
    send: () => post(`{"email":"${'x'.repeat(1_100_000)}"}`, 'application/json'),
    status: 413,
    code: transportErrorCodes.bodyTooLarge,
  },
  {
    what: 'an unknown call',
    send: () => visitor.get('/api/v2/no/such/call'),
    status: 404,
    code: transportErrorCodes.notFound,
  },
])('$what', ({ send, status, code }) => {
  it(`answers ${status} ${code} in the product's words`, async () => {
    const response = await send();
    expect(response.statusCode).toBe(status);
    const { error } = response.json();
    expect(error.code).toBe(code);
    expect(error.message).toEqual(expect.any(String));
    expect(response.body).not.toMatch(/fst_|FST_/);
  });
});
