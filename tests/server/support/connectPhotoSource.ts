import { expect } from 'vitest';
import type { FakeService } from './fakePhotoSources/fakeSources';
import type { TestAgent } from './testServer';

/**
 * Walks the connect flow as a browser does: our connect address sets the nonce cookie and sends
 * the person to the source's sign-in page, which sends them back to our callback with a token.
 * Answers the callback's address (to replay or tamper with) and the callback's response.
 */
export async function startConnecting(
  agent: TestAgent,
  sourcePath: string,
  returnTo = '/my/photos',
) {
  const started = await agent.get(
    `/~/photo-source-connect/${sourcePath}?return_to=${encodeURIComponent(returnTo)}`,
  );
  expect(started.statusCode, started.body).toBe(302);
  const authorize = String(started.headers.location);
  const approved = await fetch(authorize, { redirect: 'manual' });
  expect(approved.status).toBe(302);
  const back = new URL(String(approved.headers.get('location')));
  return { authorize: new URL(authorize), callback: `${back.pathname}${back.search}` };
}

export async function connectSource(agent: TestAgent, sourcePath: string, _fake?: FakeService) {
  const { callback } = await startConnecting(agent, sourcePath);
  const finished = await agent.get(callback);
  expect(finished.statusCode, finished.body).toBe(303);
  return finished;
}
