import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../../src/server/modules/handlers';
import { pendingAreas } from '../../src/server/modules/pendingAreas';
import { type ActionName, actionTable } from '../../src/shared/api/actionTable';
import { startTestServer, TestAgent, type TestServer } from './support/testServer';

const names = Object.keys(actionTable) as ActionName[];
const handled = names.filter((name) => handlers[name]);
const pending = names.filter((name) => !handlers[name]);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Fills `:params` with a plausible value so the route matches. */
function concretePath(path: string): string {
  return path.replace(/:([a-z_]+)/gi, '1');
}

describe('the action table and the handlers', () => {
  it('has a handler or an issue area for every action, and prints both counts', () => {
    const unplaced = pending.filter((name) => !pendingAreas[actionTable[name].area]);
    console.log(
      `actions: ${names.length}; with a handler: ${handled.length}; answering 501: ${pending.length}`,
    );
    expect(unplaced).toEqual([]);
    // An area whose calls all have handlers leaves the list.
    const stillPending = new Set<string>(pending.map((name) => actionTable[name].area));
    expect(Object.keys(pendingAreas).filter((area) => !stillPending.has(area))).toEqual([]);
    expect(Object.keys(handlers).filter((name) => !(name in actionTable))).toEqual([]);
  });

  it('answers 501 naming the action and its issue area for every action not built yet', async () => {
    const agent = new TestAgent(server.app);
    await agent.fetchCsrf();
    for (const name of pending) {
      const def = actionTable[name];
      const url = concretePath(def.path);
      const response =
        def.method === 'GET' ? await agent.get(url) : await agent.send(def.method, url, {});
      expect(response.statusCode, `${def.method} ${url} (${name})`).toBe(501);
      const { error } = response.json();
      expect(error.code).toBe('not_implemented');
      expect(error.message).toContain(name);
      expect(error.message).toContain(pendingAreas[def.area]);
    }
  });
});
