import { describe, expect, it } from 'vitest';
import { contentSlug } from './contentSlug';

describe('contentSlug', () => {
  it.each([
    [undefined, 'index'],
    ['', 'index'],
    ['shipping', 'shipping'],
    ['/help/returns/', 'help/returns'],
  ])('reads %j as %j', (path, slug) => {
    expect(contentSlug(path)).toBe(slug);
  });

  it.each(['..', 'a/../b', 'Shipping', 'ship ping', 'a%2Fb', '-x'])(
    'has no slug for %j',
    (path) => {
      expect(contentSlug(path)).toBeNull();
    },
  );
});
