import type {
  HasRequiredQuery,
  ParamsOf,
  PartialQueryValuesOf,
  PathValuesOf,
  QueryValuesOf,
  RouteDef,
} from './routeDef';
import { accountRoutes } from './table/account';
import { cartRoutes } from './table/cart';
import { cmsRoutes } from './table/cms';
import { contentRoutes } from './table/content';
import { fallbackRoutes } from './table/fallback';
import { photoRoutes } from './table/photos';
import { projectRoutes } from './table/projects';
import { storefrontRoutes } from './table/storefronts';

/**
 * Every route of spec §2, by name. Order matters only between equally specific patterns; the
 * fallback routes come last.
 */
export const routeTable = {
  ...cmsRoutes,
  ...accountRoutes,
  ...cartRoutes,
  ...projectRoutes,
  ...photoRoutes,
  ...storefrontRoutes,
  ...contentRoutes,
  ...fallbackRoutes,
} as const satisfies Record<string, RouteDef>;

export type RouteTable = typeof routeTable;
export type RouteName = keyof RouteTable;

export const routeNames = Object.keys(routeTable) as RouteName[];

/** Path parameters and query of route N in one flat object, as `build` takes them. */
export type RouteParams<N extends RouteName> = ParamsOf<RouteTable[N]>;
export type RoutePathParams<N extends RouteName> = PathValuesOf<RouteTable[N]>;
export type RouteQuery<N extends RouteName> = QueryValuesOf<RouteTable[N]>;

type CompleteMatch<N extends RouteName> = {
  name: N;
  params: RoutePathParams<N>;
  query: RouteQuery<N>;
  /** Where the page sends the visitor instead (photo-print projects go to /photo-prints). */
  redirect?: string;
  missing?: undefined;
};

type IncompleteMatch<N extends RouteName> = {
  name: N;
  params: RoutePathParams<N>;
  query: PartialQueryValuesOf<RouteTable[N]>;
  redirect?: string;
  /** Wire names of required query parameters that were absent or unreadable. */
  missing: readonly string[];
};

type MatchOf<N extends RouteName> =
  HasRequiredQuery<RouteTable[N]> extends true
    ? CompleteMatch<N> | IncompleteMatch<N>
    : CompleteMatch<N>;

/** What `parse` returns; narrow on `name`, then on `missing`. */
export type RouteMatch = { [N in RouteName]: MatchOf<N> }[RouteName];
