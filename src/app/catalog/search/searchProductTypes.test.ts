import { describe, expect, it } from 'vitest';
import { knownLines, productTypeIdsOf } from './searchProductTypes';

describe('search product lines', () => {
  it('drops unknown pt[] values and repeats', () => {
    expect(knownLines(['cards', 'spaceships', 'cards', 'labels'])).toEqual(['cards', 'labels']);
  });

  it('a line stands for all its product types', () => {
    expect(productTypeIdsOf(['labels'])).toEqual([101]);
    expect(productTypeIdsOf(['cards'])).toEqual(expect.arrayContaining([2, 3, 4, 7, 11, 13]));
    expect(productTypeIdsOf([])).toEqual([]);
  });
});
