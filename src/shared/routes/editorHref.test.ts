import { describe, expect, it } from 'vitest';
import { editorHref, projectPageHref } from './editorHref';
import { parse } from './parse';

const book = { id: 12, type: { baseTypeId: 1, typeUri: 'photo-books' }, uri: 'our-trip-12' };

describe('editorHref', () => {
  it('opens the editor for the project', () => {
    expect(editorHref(book)).toBe('/editor?pid=12');
    expect(parse(editorHref(book))).toMatchObject({ name: 'editor', query: { pid: 12 } });
  });

  it('sends photo-print projects to /photo-prints with the project open', () => {
    expect(editorHref({ id: 3, type: { baseTypeId: 40, typeUri: 'x' } })).toBe(
      '/photo-prints?pid=3',
    );
    expect(editorHref({ id: 3, type: { baseTypeId: 0, typeUri: 'photo-prints' } })).toBe(
      '/photo-prints?pid=3',
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

  it.each([
    [2, 'cards'],
    [101, 'labels'],
    [30, 'photo-calendars'],
  ])('writes a %s/%s project page that parses back to the project page', (baseTypeId, typeUri) => {
    const project = { id: 9, type: { baseTypeId, typeUri }, uri: 'our-party-9' };
    const href = projectPageHref({ ...project, categorySeoName: 'birthday' }, 'key');
    expect(href).toBe(`/${typeUri}/shared/our-party-9?vk=key`);
    expect(parse(href)).toMatchObject({
      name: 'project.view',
      params: { projectTypeUri: typeUri, projectUri: 'our-party-9' },
      query: { vk: 'key' },
    });
  });

  it('falls back to the editor link without a page uri, and for photo prints', () => {
    expect(projectPageHref({ ...book, uri: null })).toBe('/editor?pid=12');
    expect(projectPageHref({ ...book, type: { baseTypeId: 40, typeUri: 'photo-prints' } })).toBe(
      '/photo-prints?pid=12',
    );
  });
});
