import { describe, expect, it } from 'vitest';
import { designArtworkSvg, photoSlots } from './artwork';

const design = {
  name: 'Golden <Modern> Wishes',
  colorIds: [1, 10],
  styleId: 3,
  photoCount: 3,
  orientation: 'landscape',
  foilTypeId: 3,
};

describe('designArtworkSvg', () => {
  it('draws one frame per photo slot, the escaped name, colours and foil ink', () => {
    const svg = designArtworkSvg(design);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.match(/data-photo-slot/g)).toHaveLength(3);
    expect(svg).toContain('Golden &#60;Modern&#62; Wishes');
    expect(svg).toContain('#c8343c'); // red background
    expect(svg).toContain('#c9a227'); // gold foil text
    expect(svg).toContain('viewBox="0 0 700 500"');
  });

  it('is deterministic and works with no photos or colours', () => {
    expect(designArtworkSvg(design)).toBe(designArtworkSvg(design));
    const plain = designArtworkSvg({ ...design, photoCount: 0, colorIds: [], orientation: null });
    expect(plain).not.toContain('data-photo-slot');
    expect(plain).toContain('viewBox="0 0 500 700"');
  });
});

describe('photoSlots', () => {
  it('keeps every slot inside the canvas without overlap', () => {
    for (let n = 1; n <= 4; n++) {
      const slots = photoSlots(n, 600, 600);
      expect(slots).toHaveLength(n);
      for (const [i, slot] of slots.entries()) {
        expect(slot.x + slot.width).toBeLessThanOrEqual(600);
        expect(slot.y + slot.height).toBeLessThanOrEqual(600);
        const next = slots[i + 1];
        if (next) expect(slot.x + slot.width).toBeLessThan(next.x);
      }
    }
  });
});
