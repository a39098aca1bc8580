import { describe, expect, it } from 'vitest';
import { BLANK_THEME } from '../../../shared/catalog/themes';
import { parse } from '../../../shared/routes/parse';
import {
  type EditorMatch,
  editorRequestOf,
  parseIdList,
  productTypeOfParam,
} from './editorRequest';

function requestOf(url: string) {
  const match = parse(url);
  if (!['editor', 'editor.embedded', 'memories.edit', 'memories.preview'].includes(match.name))
    throw new Error(match.name);
  return editorRequestOf(match as EditorMatch);
}

describe('what an editor address asks for', () => {
  it('opens a project by pid, with its page and preview', () => {
    expect(requestOf('/editor?pid=41&page=3&preview=true')).toEqual({
      kind: 'open',
      projectId: 41,
      preview: true,
      embedded: false,
      page: 3,
    });
  });

  it('opens the embedded editor with its view key', () => {
    expect(requestOf('/~/editor/41?viewKey=abc&page=2')).toEqual({
      kind: 'open',
      projectId: 41,
      preview: false,
      viewKey: 'abc',
      embedded: true,
      page: 2,
    });
  });

  it('creates from a template with the link’s photos and options', () => {
    expect(
      requestOf(
        '/editor?new=true&ptid=5&photo_ids=3,4,3&cover_photo_ids=9&starting_month_year=2027-04&quantity=25&page_count=40',
      ),
    ).toEqual({
      kind: 'create',
      templateId: 5,
      productTypeId: undefined,
      productId: undefined,
      themeId: undefined,
      overrides: { startingMonthYear: '2027-04', quantity: 25, pageCount: 40 },
      photoIds: [3, 4],
      coverPhotoIds: [9],
      page: undefined,
    });
  });

  it("carries a card's finishes chosen on its design page, and refuses unknown ones", () => {
    const request = requestOf(
      '/editor?ptid=12&ipid=3&quantity=25&trim_type_id=2&foil_type_id=4&paper_type_id=11',
    );
    expect(request).toMatchObject({
      kind: 'create',
      overrides: { quantity: 25, trimTypeId: 2, foilTypeId: 4, paperTypeId: 11 },
    });
    expect(requestOf('/editor?ptid=12&trim_type_id=9')).toMatchObject({ kind: 'invalid' });
    expect(requestOf('/editor?ptid=12&foil_type_id=6')).toMatchObject({ kind: 'invalid' });
    // A book's text weight is not a card stock.
    expect(requestOf('/editor?ptid=12&paper_type_id=99')).toMatchObject({ kind: 'invalid' });
  });

  it('creates a blank project on the blank canvas theme from a type alone', () => {
    expect(requestOf('/editor?new=true&type=photo-calendars')).toMatchObject({
      kind: 'create',
      productTypeId: 20,
      themeId: BLANK_THEME.id,
    });
    expect(requestOf('/editor?type=1')).toMatchObject({ kind: 'create', productTypeId: 1 });
  });

  it('opens a memory reel to edit, and its preview read-only by view key', () => {
    expect(requestOf('/memories/edit?pid=8')).toMatchObject({
      kind: 'open',
      projectId: 8,
      preview: false,
    });
    expect(requestOf('/memories/preview?pid=8&vk=key')).toMatchObject({
      kind: 'open',
      projectId: 8,
      preview: true,
      viewKey: 'key',
    });
  });

  it('creates from a product id alone, as the size and price table links', () => {
    expect(requestOf('/editor?ipid=3&new=true')).toMatchObject({ kind: 'create', productId: 3 });
  });

  it('resumes the last draft when nothing is named', () => {
    expect(requestOf('/editor')).toEqual({ kind: 'resume' });
  });

  it('explains each bad parameter in a sentence', () => {
    const message = (url: string) => {
      const request = requestOf(url);
      return request.kind === 'invalid' ? request.message : `not invalid: ${request.kind}`;
    };
    expect(message('/editor?type=spaceships')).toContain('make “spaceships”');
    expect(message('/editor?new=true')).toContain('does not say what to make');
    expect(message('/editor?ptid=5&photo_ids=1,x')).toContain('photos');
    expect(message('/editor?ptid=5&starting_month_year=2027-13')).toContain('YYYY-MM');
    expect(message('/editor?ptid=5&quantity=0')).toContain('quantity');
    expect(message('/editor?ptid=5&page_count=1')).toContain('page count');
  });

  it('reads id lists and product types strictly', () => {
    expect(parseIdList('1, 2,,3')).toEqual([1, 2, 3]);
    expect(parseIdList('1,-2')).toBeUndefined();
    expect(parseIdList(undefined)).toEqual([]);
    expect(productTypeOfParam('cards')).toBe(7);
    expect(productTypeOfParam('labels')).toBe(101);
    expect(productTypeOfParam('canvas')).toBe(51);
    expect(productTypeOfParam('999')).toBeUndefined();
  });
});
