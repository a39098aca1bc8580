import { describe, expect, expectTypeOf, it } from 'vitest';
import { lookupBy, pluck } from './lookup';

const ITEMS = [
  { id: 1, param: 'a' },
  { id: 2, param: 'b' },
  { id: 3, param: 'b' },
] as const;

describe('lookupBy', () => {
  it('finds an entry by the given key', () => {
    expect(lookupBy(ITEMS, 'id')(2)).toEqual({ id: 2, param: 'b' });
    expect(lookupBy(ITEMS, 'param')('a')).toEqual({ id: 1, param: 'a' });
  });

  it('answers undefined for an unknown value', () => {
    expect(lookupBy(ITEMS, 'id')(99)).toBeUndefined();
    expect(lookupBy(ITEMS, 'param')('zz')).toBeUndefined();
  });

  it('keeps the first entry when a value repeats', () => {
    expect(lookupBy(ITEMS, 'param')('b')?.id).toBe(2);
  });
});

describe('pluck', () => {
  it('lists one field of every entry in order', () => {
    expect(pluck(ITEMS, 'id')).toEqual([1, 2, 3]);
  });

  it('keeps the literal types as a non-empty tuple', () => {
    expectTypeOf(pluck(ITEMS, 'param')).toEqualTypeOf<readonly ['a' | 'b', ...('a' | 'b')[]]>();
  });
});
