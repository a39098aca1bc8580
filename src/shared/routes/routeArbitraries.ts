/**
 * Test support: fast-check arbitraries derived from the route table, for the property tests.
 * Not imported by product code.
 */
import fc from 'fast-check';
import { type CompiledRoute, compiledRoutesByName } from './compileRoutes';
import { absentValue } from './matchPath';
import type { ListItemSpec, PathParamSpec, QuerySpec } from './paramSpecs';
import type { RouteName } from './routeTable';

/** Path texts that a route claims as a static segment or a strict enumeration value. */
export const reservedSegments: ReadonlySet<string> = new Set(
  [...compiledRoutesByName.values()].flatMap((route) =>
    route.segments.flatMap((segment) => {
      if (segment.type === 'static') return [segment.text];
      if (segment.type === 'param' && segment.spec.kind === 'enumeration' && segment.spec.strict) {
        return [...segment.spec.values];
      }
      return [];
    }),
  ),
);

/**
 * Project pages of these types share their shape with a storefront theme route, which is more
 * specific and wins: /cards/:tagGroupUri/:themeUri is the theme page.
 */
export const shadowedProjectTypes: ReadonlySet<string> = new Set([
  'cards',
  'labels',
  'photo-calendars',
]);

/** Any well-formed text: graphemes, so no lone surrogates. */
export const anyText = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 });

const segmentText = anyText.filter((text) => !reservedSegments.has(text));

function pathValue(spec: PathParamSpec): fc.Arbitrary<string | number> {
  switch (spec.kind) {
    case 'string':
      return segmentText;
    case 'integer':
      return fc.nat();
    case 'enumeration':
      return fc.constantFrom(...spec.values);
  }
}

function listItem(item: ListItemSpec): fc.Arbitrary<string | number> {
  switch (item.kind) {
    case 'string':
      return anyText;
    case 'enumeration':
      return fc.constantFrom(...item.values);
    case 'integer':
      return fc.integer({
        min: item.min ?? Number.MIN_SAFE_INTEGER,
        max: item.max ?? Number.MAX_SAFE_INTEGER,
      });
  }
}

function queryValue(spec: QuerySpec): fc.Arbitrary<unknown> {
  switch (spec.kind) {
    case 'string':
      return anyText;
    case 'integer':
      return fc.integer({
        min: spec.min ?? Number.MIN_SAFE_INTEGER,
        max: spec.max ?? Number.MAX_SAFE_INTEGER,
      });
    case 'boolean':
      return fc.boolean();
    case 'enumeration':
      return fc.constantFrom(...spec.values);
    case 'list':
      return fc.array(listItem(spec.item), { maxLength: 4 });
  }
}

/** The value parse gives a parameter the URL leaves out, or undefined when it stays absent. */
export function queryDefault(spec: QuerySpec): unknown {
  switch (spec.kind) {
    case 'string':
      return undefined;
    case 'integer':
      return spec.default;
    case 'boolean':
      return spec.default;
    case 'enumeration':
      return spec.presence === 'always' ? spec.values[0] : undefined;
    case 'list':
      return [];
  }
}

export interface GeneratedParams {
  /** What `build` takes. */
  input: Record<string, unknown>;
  /** What `parse` of the built URL must give. */
  params: Record<string, unknown>;
  query: Record<string, unknown>;
}

function pathParams(route: CompiledRoute): fc.Arbitrary<Record<string, unknown>[]> {
  return fc.tuple(
    ...route.segments.map((segment) => {
      if (segment.type === 'static') return fc.constant({});
      if (segment.type === 'splat') {
        return fc
          .array(
            segmentText.filter((text) => !text.includes('/')),
            { minLength: 1, maxLength: 4 },
          )
          .map((parts) => ({ [segment.name]: parts.join('/') }));
      }
      let value = pathValue(segment.spec);
      if (route.name === 'project.view' && segment.name === 'projectTypeUri') {
        value = value.filter((type) => !shadowedProjectTypes.has(String(type)));
      }
      const canBeLeftOut = segment.optional || absentValue(segment.spec) !== undefined;
      return canBeLeftOut
        ? fc.option(value, { nil: undefined }).map((v) => ({ [segment.name]: v }))
        : value.map((v) => ({ [segment.name]: v }));
    }),
  );
}

/** Valid, normalised parameters of a route with the match they must parse back to. */
export function routeParams(name: RouteName): fc.Arbitrary<GeneratedParams> {
  const route = compiledRoutesByName.get(name)!;
  const query = fc.tuple(
    ...route.query.map(([key, spec]) =>
      (spec.presence === 'required'
        ? queryValue(spec)
        : fc.option(queryValue(spec), { nil: undefined })
      ).map((value) => [key, spec, value] as const),
    ),
  );
  return fc.tuple(pathParams(route), query).map(([pathParts, queryParts]) => {
    const generated: GeneratedParams = { input: {}, params: {}, query: {} };
    for (const part of pathParts) {
      for (const [key, value] of Object.entries(part)) {
        if (value !== undefined) generated.input[key] = value;
      }
    }
    for (const segment of route.segments) {
      if (segment.type === 'static') continue;
      const given = generated.input[segment.name];
      generated.params[segment.name] =
        given ?? (segment.type === 'param' ? absentValue(segment.spec) : undefined);
    }
    for (const [key, spec, value] of queryParts) {
      if (value !== undefined) generated.input[key] = value;
      const expected = value ?? queryDefault(spec);
      if (expected !== undefined) generated.query[key] = expected;
    }
    return generated;
  });
}

/** Raw query text made of the route's own wire names (and their list forms) with any values. */
export function rawQueryFor(name: RouteName): fc.Arbitrary<string> {
  const route = compiledRoutesByName.get(name)!;
  const wires = route.query.flatMap(([, spec]) => {
    const base = spec.wire.replace(/\[\]$/, '');
    return [spec.wire, base, `${base}[]`];
  });
  const wireName = wires.length === 0 ? fc.string() : fc.constantFrom(...wires);
  const value = fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.constantFrom('', 'true', 'false', '0', '-1', '1.5', '2.5', '%', '%zz', '+', 'NaN', '1e3'),
    fc.integer().map(String),
  );
  return fc
    .array(fc.tuple(wireName, fc.option(value, { nil: undefined })), { maxLength: 8 })
    .map((pairs) =>
      pairs.map(([wire, text]) => (text === undefined ? wire : `${wire}=${text}`)).join('&'),
    );
}
