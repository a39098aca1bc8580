import type { PathParamSpec, QuerySpec } from './paramSpecs';
import { type RouteName, routeTable } from './routeTable';

export type PatternSegment =
  | { readonly type: 'static'; readonly text: string }
  | {
      readonly type: 'param';
      readonly name: string;
      readonly spec: PathParamSpec;
      readonly optional: boolean;
    }
  | { readonly type: 'splat'; readonly name: string };

export interface CompiledRoute {
  readonly name: RouteName;
  readonly segments: readonly PatternSegment[];
  readonly query: readonly (readonly [key: string, spec: QuerySpec])[];
}

const stringParam: PathParamSpec = { kind: 'string' };

function compileSegment(
  text: string,
  params: Readonly<Record<string, PathParamSpec>>,
): PatternSegment {
  if (!text.startsWith(':')) return { type: 'static', text };
  if (text.endsWith('*')) return { type: 'splat', name: text.slice(1, -1) };
  const optional = text.endsWith('?');
  const name = optional ? text.slice(1, -1) : text.slice(1);
  return { type: 'param', name, spec: params[name] ?? stringParam, optional };
}

function compile(name: RouteName): CompiledRoute {
  const def = routeTable[name];
  const params = 'params' in def ? def.params : {};
  return {
    name,
    segments: def.path
      .split('/')
      .filter((text) => text !== '')
      .map((text) => compileSegment(text, params)),
    query: Object.entries('query' in def ? (def.query as Record<string, QuerySpec>) : {}),
  };
}

/** The table with its patterns split into segments, in table order. */
export const compiledRoutes: readonly CompiledRoute[] = (
  Object.keys(routeTable) as RouteName[]
).map(compile);

export const compiledRoutesByName = new Map(compiledRoutes.map((route) => [route.name, route]));
