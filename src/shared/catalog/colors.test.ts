import { describe, expect, it } from 'vitest';
import { COLOR_IDS, COLOR_PARAMS, COLORS, colorById, colorByParam } from './colors';

describe('COLORS (spec §3)', () => {
  it('lists the twelve colours with ids 1..12 in the spec order', () => {
    expect(COLOR_PARAMS).toEqual([
      'red',
      'orange',
      'yellow',
      'green',
      'blue',
      'purple',
      'pink',
      'white',
      'gray',
      'black',
      'brown',
      'beige',
    ]);
    expect(COLOR_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('names each colour after its param', () => {
    for (const color of COLORS) expect(color.name.toLowerCase()).toBe(color.param);
  });

  it('looks colours up by id and param', () => {
    expect(colorById(9)).toEqual({ id: 9, param: 'gray', name: 'Gray' });
    expect(colorByParam('beige')?.id).toBe(12);
    expect(colorById(0)).toBeUndefined();
    expect(colorById(13)).toBeUndefined();
    expect(colorByParam('grey')).toBeUndefined();
  });
});
