import { describe, expect, it } from 'vitest';
import { safeReturnPath, sameOriginPath } from './safeReturnPath';

describe('safeReturnPath', () => {
  it.each([
    ['/my_account', '/my_account'],
    ['/cards/all?order=favorites&page=2', '/cards/all?order=favorites&page=2'],
    ['/photo-books#pricing', '/photo-books#pricing'],
    ['/', '/'],
    // An encoded new line stays encoded, so it is harmless.
    ['/%0a', '/%0a'],
    // Dot segments are resolved as the browser would; an encoded slash is not a separator.
    ['/a/./b/../c?x=1', '/a/c?x=1'],
    ['/x/../%2Fevil.example', '/%2Fevil.example'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
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
    // Issue 20: each of these resolves to '//evil.example' once its dot segments are removed.
    '/.//evil.example',
    '/..//evil.example',
    '/%2e%2e//evil.example',
    '/%2E//evil.example',
    '/x/..//evil.example',
    '/./\\evil.example',
  ])('refuses %j', (input) => {
    expect(safeReturnPath(input)).toBe('/');
    expect(sameOriginPath(input)).toBeUndefined();
  });

  it('uses the given fallback', () => {
    expect(safeReturnPath('//evil.example', '/home')).toBe('/home');
    expect(safeReturnPath('/.//evil.example', '/home')).toBe('/home');
  });
});
