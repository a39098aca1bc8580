import type { ActionArea } from './areas';
import { type ActionDef, defineAction } from './defineAction';

/** An action as written in an area file: the path and area come from the name and the block. */
export type ActionSpec = Omit<ActionDef, 'path' | 'area'>;

type Defined<T extends Record<string, ActionSpec>> = {
  [K in keyof T]: T[K] & { path: string; area: ActionArea };
};

const CONTENT_EXPORT_PREFIX = 'content-export/';

/**
 * The path of an action name as the spec writes it: `#suffix` (a second method on the same name)
 * dropped, `{param}` written `:param`, under /api/v2 except content export under /api.
 */
export function pathOfActionName(name: string): string {
  const bare = name.replace(/#.*$/, '').replace(/\{([a-z_]+)\}/g, ':$1');
  return bare.startsWith(CONTENT_EXPORT_PREFIX) ? `/api/${bare}` : `/api/v2/${bare}`;
}

/**
 * Defines a block of one area's actions keyed by name. Deriving the path from the name keeps the
 * two from drifting apart; the table test checks the result.
 */
export function defineActions<const T extends Record<string, ActionSpec>>(
  area: ActionArea,
  specs: T,
): Defined<T> {
  const out: Record<string, ActionDef> = {};
  for (const [name, spec] of Object.entries(specs)) {
    out[name] = defineAction({ ...spec, area, path: pathOfActionName(name) });
  }
  return out as Defined<T>;
}
