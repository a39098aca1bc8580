import { describe, expect, it } from 'vitest';
import type { Element } from './elements';
import { documentPhotoId, libraryPhotoId, photoIdsInDocument } from './photoIds';

describe('document photo ids', () => {
  it('maps a library id to its document id and back', () => {
    expect(documentPhotoId(42)).toBe('42');
    expect(libraryPhotoId(documentPhotoId(42))).toBe(42);
  });

  it('reads sample and malformed ids as no library photo', () => {
    for (const id of ['photo-3', '007', '0', '-4', '1.5', '', '99999999999999999'])
      expect(libraryPhotoId(id)).toBeUndefined();
  });

  it('refuses a library id that is not a positive integer', () => {
    expect(() => documentPhotoId(0)).toThrow(/positive integer/);
    expect(() => documentPhotoId(2.5)).toThrow(/positive integer/);
  });

  it('collects the photos of slots and photo backgrounds', () => {
    const box = { x: 0, y: 0, width: 10, height: 10, rotation: 0 };
    const elements: Record<string, Element> = {
      bg: { id: 'bg', type: 'background', ...box, fill: { kind: 'photo', photoId: '77' } },
      a: { id: 'a', type: 'photoSlot', ...box, photoId: 'photo-0' },
      b: { id: 'b', type: 'photoSlot', ...box, photoId: '77' },
      empty: { id: 'empty', type: 'photoSlot', ...box },
    };
    expect([...photoIdsInDocument({ elements })].sort()).toEqual(['77', 'photo-0']);
  });

  it('collects the photos of print orders and reels', () => {
    const options = {
      prints: [{ photoId: '5', sizeKey: '4x6', quantity: 2 }],
      reel: { items: [{ photoId: '6', durationMs: 3000 }] },
    };
    expect([...photoIdsInDocument({ elements: {}, options })].sort()).toEqual(['5', '6']);
  });
});
