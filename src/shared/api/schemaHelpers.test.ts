import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fileInput, idListParam, idParam, queryBoolean } from './schemaHelpers';

describe('schema helpers', () => {
  it('reads a query boolean as true only for true or the text true (spec §5)', () => {
    expect(queryBoolean.parse('true')).toBe(true);
    expect(queryBoolean.parse(true)).toBe(true);
    for (const value of ['false', 'TRUE', '1', 'yes', '', false]) {
      expect(queryBoolean.parse(value)).toBe(false);
    }
    expect(z.object({ flag: queryBoolean.optional() }).parse({})).toEqual({});
  });

  it('reads ids from text and refuses what is not a positive integer', () => {
    expect(idParam.parse('42')).toBe(42);
    expect(idParam.parse(42)).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'abc', ''])
      expect(idParam.safeParse(bad).success).toBe(false);
    expect(idListParam.parse(['1', '2'])).toEqual([1, 2]);
  });

  it('accepts blobs and files as file input only', () => {
    expect(fileInput.safeParse(new Blob(['x'])).success).toBe(true);
    expect(fileInput.safeParse(new File(['x'], 'a.txt')).success).toBe(true);
    expect(fileInput.safeParse('a.txt').success).toBe(false);
  });
});
