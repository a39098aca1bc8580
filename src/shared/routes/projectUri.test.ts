import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { projectIdFromUri } from './projectUri';

describe('projectIdFromUri', () => {
  it('reads the number after the last hyphen', () => {
    expect(projectIdFromUri('my-book-123')).toBe(123);
    expect(projectIdFromUri('2019-trip-45')).toBe(45);
  });

  it('gives undefined when there is none', () => {
    expect(projectIdFromUri('my-book')).toBeUndefined();
    expect(projectIdFromUri('123')).toBeUndefined();
    expect(projectIdFromUri('book-12a')).toBeUndefined();
    expect(projectIdFromUri('book-')).toBeUndefined();
    expect(projectIdFromUri('book-99999999999999999999')).toBeUndefined();
  });

  it('reads back any id written after a slug', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (slug, id) => {
        expect(projectIdFromUri(`${slug}-${id}`)).toBe(id);
      }),
    );
  });
});
