import { describe, expect, it } from 'vitest';
import { build } from './build';
import { switchProjectStatus } from './projectStatus';

describe('switchProjectStatus', () => {
  it('resets the page, the sort and the product-type filter', () => {
    const next = switchProjectStatus(
      { status: 'inProgress', page: 4, sortBy: 'name_asc', baseProductTypeId: 7 },
      'ordered',
    );
    expect(next).toEqual({ status: 'ordered', page: 1, sortBy: 'date_modified_desc' });
    expect(build('projects.home', next)).toBe('/home/ordered');
  });

  it('writes /home when switching back to inProgress', () => {
    const next = switchProjectStatus({ status: 'archive', page: 2 }, 'inProgress');
    expect(build('projects.home', next)).toBe('/home');
  });
});
