import type { CompiledRoute } from './compileRoutes';
import type { PathParamSpec } from './paramSpecs';

export interface PathMatch {
  params: Record<string, string | number>;
  /** How specific the match is: a static segment beats a typed one beats any text beats a splat. */
  score: number;
}

const SCORE = { static: 10, typed: 4, text: 3, splat: -2 } as const;
const digits = /^\d+$/;

/** A segment read as the parameter's type, with its score; undefined when it does not fit. */
function readSegment(
  spec: PathParamSpec,
  text: string,
): { value: string | number; score: number } | undefined {
  switch (spec.kind) {
    case 'string':
      return { value: text, score: spec.claims?.includes(text) ? SCORE.static : SCORE.text };
    case 'integer': {
      const value = Number(text);
      return digits.test(text) && Number.isSafeInteger(value)
        ? { value, score: SCORE.typed }
        : undefined;
    }
    case 'enumeration': {
      const allowed = (spec.values as readonly string[]).includes(text);
      if (spec.strict) return allowed ? { value: text, score: SCORE.typed } : undefined;
      return { value: allowed ? text : spec.values[0], score: SCORE.text };
    }
  }
}

/** The value of an optional segment that the URL leaves out. */
export function absentValue(spec: PathParamSpec): string | undefined {
  if (spec.kind === 'enumeration') return spec.values[0];
  if (spec.kind === 'string') return spec.fallback;
  return undefined;
}

/** Matches decoded path segments against a route's pattern. */
export function matchPath(
  route: CompiledRoute,
  segments: readonly string[],
): PathMatch | undefined {
  const params: Record<string, string | number> = {};
  let score = 0;
  for (const [index, pattern] of route.segments.entries()) {
    const text = segments[index];
    if (pattern.type === 'splat') {
      const rest = segments.slice(index);
      if (rest.length === 0) return undefined;
      params[pattern.name] = rest.join('/');
      return { params, score: score + SCORE.splat };
    }
    if (text === undefined) {
      if (pattern.type !== 'param' || !pattern.optional) return undefined;
      const value = absentValue(pattern.spec);
      if (value !== undefined) params[pattern.name] = value;
      continue;
    }
    if (pattern.type === 'static') {
      if (text !== pattern.text) return undefined;
      score += SCORE.static;
      continue;
    }
    const read = readSegment(pattern.spec, text);
    if (read === undefined) return undefined;
    params[pattern.name] = read.value;
    score += read.score;
  }
  // Fewer segments than the pattern were all optional (checked above); more never match.
  return segments.length <= route.segments.length ? { params, score } : undefined;
}
