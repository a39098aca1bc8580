import { describe, expect, it } from 'vitest';
import { editorHref, projectPageHref } from './editorHref';
import { parse } from './parse';

const book = { id: 12, type: { baseTypeId: 1, typeUri: 'photo-books' }, uri: 'our-trip-12' };

describe('editorHref', () => {
  it('opens the editor for the project', () => {
    expect(editorHref(book)).toBe('/editor?pid=12');
    expect(parse(editorHref(book))).toMatchObject({ name: 'editor', query: { pid: 12 } });
  });

  it('sends photo-print projects to /photo-prints', () => {
    expect(editorHref({ id: 3, type: { baseTypeId: 40, typeUri: 'x' } })).toBe('/photo-prints');
    expect(editorHref({ id: 3, type: { baseTypeId: 0, typeUri: 'photo-prints' } })).toBe(
      '/photo-prints',
    );
  });
});

describe('projectPageHref', () => {
  it('writes the project page, with category all when it has none', () => {
    expect(projectPageHref(book)).toBe('/photo-books/all/our-trip-12');
    expect(projectPageHref({ ...book, categorySeoName: 'travel' }, 'key')).toBe(
      '/photo-books/travel/our-trip-12?vk=key',
    );
  });

  it('falls back to the editor link without a page uri, and for photo prints', () => {
    expect(projectPageHref({ ...book, uri: null })).toBe('/editor?pid=12');
    expect(projectPageHref({ ...book, type: { baseTypeId: 40, typeUri: 'photo-prints' } })).toBe(
      '/photo-prints',
    );
  });
});
