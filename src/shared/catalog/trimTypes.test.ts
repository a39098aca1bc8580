import { describe, expect, it } from 'vitest';
import { TRIM_TYPE_IDS, TRIM_TYPE_PARAMS, trimTypeById, trimTypeByParam } from './trimTypes';

describe('TRIM_TYPES (spec §3)', () => {
  it('pins ids 1..6 to their params in order', () => {
    expect(TRIM_TYPE_PARAMS).toEqual([
      'square',
      'round',
      'double_round',
      'ticket',
      'crest',
      'vintage_crest',
    ]);
    expect(TRIM_TYPE_IDS).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('looks trims up by id and param', () => {
    expect(trimTypeById(6)?.param).toBe('vintage_crest');
    expect(trimTypeByParam('double_round')?.id).toBe(3);
    expect(trimTypeById(7)).toBeUndefined();
  });
});
