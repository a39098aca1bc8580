import { describe, expect, it } from 'vitest';
import { volumeSalesHref } from './volumeSalesPage';

describe('volumeSalesHref', () => {
  it('sends education, the pro collection and sports to their landing pages', () => {
    expect(volumeSalesHref('education')).toBe('/l/yearbook');
    expect(volumeSalesHref('pro-collection')).toBe('/l/pro');
    expect(volumeSalesHref('sports')).toBe('/l/volume');
    expect(volumeSalesHref('travel')).toBeUndefined();
  });
});
