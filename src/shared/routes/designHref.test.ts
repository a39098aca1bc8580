import { describe, expect, it } from 'vitest';
import { designHref, tagGroupUris } from './designHref';

const groups = tagGroupUris([
  { id: 1, uri: 'wedding-invitations' },
  { id: 500, uri: 'wall-calendars' },
  { id: 1000, uri: 'travel-photo-books' },
]);

const design = (productTypeId: number, tagGroupIds?: number[]) => ({
  uri: 'golden-day-42',
  productTypeId,
  templateIds: [7, 8],
  tagGroupIds,
});

describe('designHref', () => {
  it('puts a card design under its first known category', () => {
    expect(designHref(design(4, [99, 1]), groups)).toBe('/cards/wedding-invitations/golden-day-42');
  });

  it('uses all for a card, label or calendar design with no category', () => {
    expect(designHref(design(7), groups)).toBe('/cards/all/golden-day-42');
    expect(designHref(design(101, []), groups)).toBe('/labels/all/golden-day-42');
    expect(designHref(design(20, [500]), groups)).toBe(
      '/photo-calendars/wall-calendars/golden-day-42',
    );
  });

  it('opens the preview of other lines with the first template', () => {
    expect(designHref(design(1, [1000]), groups)).toBe(
      '/travel-photo-books/golden-day-42/preview?ptid=7',
    );
    expect(designHref(design(51), groups)).toBe('/home-decors/golden-day-42/preview?ptid=7');
    expect(designHref(design(150), groups)).toBe('/designs/golden-day-42/preview?ptid=7');
  });
});
