import { describe, expect, it } from 'vitest';
import { packActionRoutes, unpackActionRoutes } from './actionRoutes';
import { actionTable } from './actionTable';

describe('packed action routes', () => {
  it('give back the method, path, encoding, time limit and CSRF rule of every action', () => {
    const routes = unpackActionRoutes(
      JSON.parse(JSON.stringify(packActionRoutes(actionTable))) as ReturnType<
        typeof packActionRoutes
      >,
    );
    expect(Object.keys(routes).sort()).toEqual(Object.keys(actionTable).sort());
    for (const [name, def] of Object.entries(actionTable)) {
      const { method, path, encoding, timeoutMs, csrf } = def as typeof def & {
        encoding?: string;
        timeoutMs?: number;
        csrf?: string;
      };
      expect(routes[name as keyof typeof routes]).toEqual({
        method,
        path,
        ...(encoding ? { encoding } : {}),
        ...(timeoutMs !== undefined ? { timeoutMs } : {}),
        ...(csrf ? { csrf } : {}),
      });
    }
  });
});
