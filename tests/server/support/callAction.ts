import type { LightMyRequestResponse } from 'fastify';
import { type ActionName, actionTable } from '../../../src/shared/api/actionTable';
import { camelKey, toWire } from '../../../src/shared/api/wireCase';
import { toQueryString } from '../../../src/shared/api/wireEncoding';
import type { TestAgent } from './testServer';

/**
 * Calls an action by its name with a camelCase input, as the client does: path parameters
 * filled in, the rest as the query of a GET or the JSON body of a change.
 */
export function callAction(
  agent: TestAgent,
  name: ActionName,
  input: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  const def = actionTable[name];
  const rest: Record<string, unknown> = { ...input };
  const path = def.path.replace(/:([A-Za-z0-9_]+)/g, (_, param: string) => {
    const key = camelKey(param);
    const value = rest[key];
    delete rest[key];
    return encodeURIComponent(String(value));
  });
  const wire = (toWire(rest) ?? {}) as Record<string, unknown>;
  if (def.method === 'GET') {
    const query = toQueryString(wire);
    return agent.get(`${path}${query ? `?${query}` : ''}`);
  }
  return agent.send(def.method, path, wire);
}
