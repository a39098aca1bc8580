import { describe, expect, it } from 'vitest';
import { isContentPreviewUrl } from './previewUrl';

describe('isContentPreviewUrl', () => {
  it.each([
    ['/strapi?previewType=site-page&id=3', true],
    ['/strapi', true],
    ['/l/careers?_preview=true', true],
    ['https://shop.example/l/pro?_preview=1&x=2', true],
    ['/l/careers', false],
    ['/strapi-fans', false],
    ['/?preview=true', false],
    ['/api/v2/landing_pages?path=careers&preview=true', true],
    ['/api/v2/landing_pages?path=careers', false],
  ])('%s → %s', (url, expected) => {
    expect(isContentPreviewUrl(url)).toBe(expected);
  });
});
