import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds } from './jsonBody';

/** The nesting depth of a parsed value, the slow and obvious way. */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (value && typeof value === 'object') {
    return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  }
  return 0;
}

describe('jsonDepthExceeds', () => {
  it('counts brackets, not the ones inside strings', () => {
    expect(jsonDepthExceeds('{"a":[[1]]}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":[[1]]}', 2)).toBe(true);
    expect(jsonDepthExceeds('{"a":"[[[[\\"[["}', 1)).toBe(false);
    expect(jsonDepthExceeds(`${'['.repeat(5000)}${']'.repeat(5000)}`, 64)).toBe(true);
  });

  it('agrees with the parsed depth for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 8 }), (value, limit) => {
        const text = JSON.stringify(value);
        expect(jsonDepthExceeds(text, limit)).toBe(depthOf(value) > limit);
      }),
    );
  });
});
