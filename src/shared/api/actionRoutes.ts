import type { ActionName } from './actionTable';
import type { ActionDef, HttpMethod } from './defineAction';
import { pathOfActionName } from './defineActions';

/** What the HTTP client needs of an action: where and how to send it, not its schemas. */
export type ActionRoute = Pick<ActionDef, 'method' | 'path' | 'encoding' | 'timeoutMs' | 'csrf'>;

export type ActionRoutes = Readonly<Record<ActionName, ActionRoute>>;

type RouteExtras = Pick<ActionDef, 'encoding' | 'timeoutMs' | 'csrf'>;

/**
 * The routes as plain data for the browser bundle: names grouped by method, the few encodings,
 * time limits and CSRF exceptions apart. The schemas (zod and every area's shapes) would triple
 * the first load, and the browser never parses with them: the server validates.
 */
export interface PackedActionRoutes {
  byMethod: Record<HttpMethod, string[]>;
  extras: Record<string, RouteExtras>;
}

export function packActionRoutes(table: Readonly<Record<string, ActionDef>>): PackedActionRoutes {
  const packed: PackedActionRoutes = {
    byMethod: { GET: [], POST: [], PUT: [], DELETE: [] },
    extras: {},
  };
  for (const [name, def] of Object.entries(table)) {
    packed.byMethod[def.method].push(name);
    const extras: RouteExtras = {};
    if (def.encoding) extras.encoding = def.encoding;
    if (def.timeoutMs !== undefined) extras.timeoutMs = def.timeoutMs;
    if (def.csrf) extras.csrf = def.csrf;
    if (Object.keys(extras).length > 0) packed.extras[name] = extras;
  }
  return packed;
}

export function unpackActionRoutes(packed: PackedActionRoutes): ActionRoutes {
  const routes: Record<string, ActionRoute> = {};
  for (const [method, names] of Object.entries(packed.byMethod) as [HttpMethod, string[]][]) {
    for (const name of names) {
      routes[name] = { method, path: pathOfActionName(name), ...packed.extras[name] };
    }
  }
  return routes as ActionRoutes;
}
