import { describe, expect, it } from 'vitest';
import { FOIL_TYPE_IDS, FOIL_TYPES, foilTypeById, foilTypeByParam } from './foilTypes';

describe('FOIL_TYPES (spec §3)', () => {
  it('pins ids 1..5, params and names', () => {
    expect(FOIL_TYPES).toEqual([
      { id: 1, param: 'no_foil', name: 'No Foil' },
      { id: 2, param: 'silver', name: 'Silver' },
      { id: 3, param: 'gold', name: 'Gold' },
      { id: 4, param: 'rose_gold', name: 'Rose Gold' },
      { id: 5, param: 'pris_gold', name: 'Glittery Gold' },
    ]);
    expect(FOIL_TYPE_IDS).toEqual([1, 2, 3, 4, 5]);
  });

  it('looks foils up by id and param', () => {
    expect(foilTypeByParam('pris_gold')?.name).toBe('Glittery Gold');
    expect(foilTypeById(1)?.param).toBe('no_foil');
    expect(foilTypeById(6)).toBeUndefined();
  });
});
