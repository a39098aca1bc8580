import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './safeReturnTo';

describe('safeReturnTo', () => {
  it.each([
    ['/my_account', '/my_account'],
    ['/cards/all?order=favorites&page=2', '/cards/all?order=favorites&page=2'],
    ['/photo-books#pricing', '/photo-books#pricing'],
    ['/', '/'],
    // An encoded new line stays encoded, so it is harmless.
    ['/%0a', '/%0a'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it.each([
    undefined,
    null,
    '',
    'my_account',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    ' /my_account',
    '\\\\evil.example',
  ])('refuses %j', (input) => {
    expect(safeReturnTo(input)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeReturnTo('//evil.example', '/home')).toBe('/home');
  });
});
