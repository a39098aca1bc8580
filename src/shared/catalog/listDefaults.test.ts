import { describe, expect, it } from 'vitest';
import { PHOTO_LIST_DEFAULTS, PROJECT_LIST_DEFAULTS, PROJECT_LIST_STATUSES } from './listDefaults';

describe('list defaults (spec §2, §4, §9)', () => {
  it('opens the project list in progress, by date modified descending, on page 1', () => {
    expect(PROJECT_LIST_STATUSES).toEqual(['inProgress', 'ordered', 'archive']);
    expect(PROJECT_LIST_DEFAULTS).toEqual({
      status: 'inProgress',
      sortBy: 'date_modified_desc',
      page: 1,
    });
  });

  it('opens the photo list by date taken descending with duplicates hidden', () => {
    expect(PHOTO_LIST_DEFAULTS).toEqual({ sortBy: 'date-taken-desc', hideDuplicates: true });
  });
});
