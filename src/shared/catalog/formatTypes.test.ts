import { describe, expect, it } from 'vitest';
import { FORMAT_TYPE_IDS, FORMAT_TYPES, formatTypeById, formatTypesByParam } from './formatTypes';

describe('FORMAT_TYPES (spec §3)', () => {
  it('pins ids 1..4, params and names', () => {
    expect(FORMAT_TYPES).toEqual([
      { id: 1, param: 'FlatCard', name: 'Flat' },
      { id: 2, param: 'FoldedCard', name: 'Side Folded' },
      { id: 3, param: 'FoldedCard', name: 'Top Folded' },
      { id: 4, param: 'MagnetCard', name: 'Magnet' },
    ]);
    expect(FORMAT_TYPE_IDS).toEqual([1, 2, 3, 4]);
  });

  it('looks a format up by id', () => {
    expect(formatTypeById(3)?.name).toBe('Top Folded');
    expect(formatTypeById(5)).toBeUndefined();
  });

  it('gives both folded formats for the FoldedCard param', () => {
    expect(formatTypesByParam('FoldedCard').map((f) => f.id)).toEqual([2, 3]);
    expect(formatTypesByParam('MagnetCard').map((f) => f.id)).toEqual([4]);
    expect(formatTypesByParam('Poster')).toEqual([]);
  });
});
