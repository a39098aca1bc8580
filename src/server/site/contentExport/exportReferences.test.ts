import { describe, expect, it } from 'vitest';
import { referencesOf } from './exportReferences';

describe('referencesOf', () => {
  it('names the entities a theme refers to, once each, skipping empty fields', () => {
    expect(
      referencesOf('theme', {
        id: 9,
        productTypeId: 7,
        designerId: null,
        tagGroupIds: [3, 4, 3],
        foilTypeId: 2,
      }),
    ).toEqual([
      { kind: 'product-type', id: 7 },
      { kind: 'tag-group', id: 3 },
      { kind: 'tag-group', id: 4 },
      { kind: 'foil-type', id: 2 },
    ]);
  });

  it('answers nothing for kinds without references', () => {
    expect(referencesOf('browser', { id: 1, name: 'Chrome' })).toEqual([]);
  });
});
