import { describe, expect, it } from 'vitest';
import { artworkSrc, artworkSrcSet, TILE_WIDTHS } from './designImage';

describe('artwork sources', () => {
  it('asks for the webp rendition at each width', () => {
    expect(artworkSrcSet('/artwork/themes/5.svg', TILE_WIDTHS)).toBe(
      '/artwork/themes/5.webp?w=240 240w, /artwork/themes/5.webp?w=480 480w, /artwork/themes/5.webp?w=720 720w',
    );
  });

  it('keeps the version of an address that has one', () => {
    expect(artworkSrc('/artwork/templates/7.svg?v=0123456789abcdef', 640)).toBe(
      '/artwork/templates/7.webp?v=0123456789abcdef&w=640',
    );
  });
});
