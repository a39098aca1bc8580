import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withEditorToken } from './editorTokenRedirect';

describe('withEditorToken', () => {
  it('puts the token in the fragment, keeping path and query', () => {
    expect(withEditorToken('/editor/12?mode=page', 'a.b-c_d')).toBe(
      '/editor/12?mode=page#token=a.b-c_d',
    );
  });

  it('replaces an earlier fragment', () => {
    expect(withEditorToken('/editor#page=3', 'tok')).toBe('/editor#token=tok');
  });

  it('always yields the path before any fragment and one token that decodes back (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (path, token) => {
        const url = withEditorToken(`/p${path}`, token);
        const [before, fragment] = [
          url.slice(0, url.indexOf('#')),
          url.slice(url.indexOf('#') + 1),
        ];
        expect(`/p${path}`.startsWith(before)).toBe(true);
        expect(fragment.startsWith('token=')).toBe(true);
        expect(decodeURIComponent(fragment.slice('token='.length))).toBe(token);
      }),
    );
  });
});
