import { describe, expect, it } from 'vitest';
import { artworkSrcSet } from './DesignTiles';

describe('artworkSrcSet', () => {
  it('offers the artwork at three widths', () => {
    expect(artworkSrcSet('/artwork/themes/5.svg')).toBe(
      '/artwork/themes/5.svg?w=240 240w, /artwork/themes/5.svg?w=480 480w, /artwork/themes/5.svg?w=720 720w',
    );
  });

  it('adds the width to an address that already has a query', () => {
    expect(artworkSrcSet('/a.svg?v=2').split(', ')[0]).toBe('/a.svg?v=2&w=240 240w');
  });
});
