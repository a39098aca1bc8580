import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { build } from './build';
import { parse } from './parse';
import { rawQueryFor, routeParams } from './routeArbitraries';
import { type RouteMatch, type RouteName, routeNames } from './routeTable';

/** The canonical URL of a match: what a link to the parsed page would say. */
function canonical(match: RouteMatch): string {
  return (build as (name: RouteName, params: object) => string)(match.name, {
    ...match.params,
    ...match.query,
  });
}

const known = new Set<string>(routeNames);

/** URLs of the route with its path filled by valid values and an arbitrary query. */
function urlsOf(name: RouteName): fc.Arbitrary<string> {
  return fc
    .tuple(routeParams(name), rawQueryFor(name), fc.option(fc.string(), { nil: undefined }))
    .map(([generated, query, hash]) => {
      const path = (build as (name: RouteName, params: object) => string)(name, generated.input);
      return `${path.split('?')[0]}?${query}${hash === undefined ? '' : `#${hash}`}`;
    });
}

const anyUrl = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.webPath(),
  fc.constantFrom(...routeNames).chain(urlsOf),
);

describe('build then parse', () => {
  it.each(routeNames)('gives back the parameters of %s', (name) => {
    fc.assert(
      fc.property(routeParams(name), (generated) => {
        const url = (build as (name: RouteName, params: object) => string)(name, generated.input);
        const { name: parsedName, params, query } = parse(url);
        expect({ name: parsedName, params, query }).toEqual({
          name,
          params: generated.params,
          query: generated.query,
        });
      }),
      { numRuns: 60 },
    );
  });
});

describe('parse', () => {
  it('never throws and always names a known route', () => {
    fc.assert(
      fc.property(anyUrl, (url) => {
        expect(known.has(parse(url).name)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it.each(routeNames)('reads any query of %s without throwing', (name) => {
    fc.assert(
      fc.property(urlsOf(name), (url) => {
        const match = parse(url);
        expect(known.has(match.name)).toBe(true);
        expect(match.name).toBe(name);
      }),
      { numRuns: 40 },
    );
  });

  it('is idempotent: the canonical URL of a parsed URL parses to itself', () => {
    fc.assert(
      fc.property(anyUrl, (url) => {
        const once = canonical(parse(url));
        expect(canonical(parse(once))).toBe(once);
      }),
      { numRuns: 3000 },
    );
  });
});
