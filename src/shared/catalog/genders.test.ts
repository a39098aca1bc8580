import { describe, expect, it } from 'vitest';
import { GENDER_PARAMS, GENDERS, genderById, genderByParam } from './genders';

describe('GENDERS (spec §3)', () => {
  it('lists boy, girl, neutral and twins/multiples', () => {
    expect(GENDER_PARAMS).toEqual(['boy', 'girl', 'neutral', 'twins']);
    expect(GENDERS.map((g) => g.name)).toEqual(['Boy', 'Girl', 'Neutral', 'Twins/Multiples']);
  });

  it('has unique ids and looks genders up', () => {
    expect(new Set(GENDERS.map((g) => g.id)).size).toBe(4);
    expect(genderByParam('twins')?.name).toBe('Twins/Multiples');
    expect(genderById(1)?.param).toBe('boy');
    expect(genderByParam('multiples')).toBeUndefined();
  });
});
