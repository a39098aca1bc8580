import { describe, expect, it } from 'vitest';
import { removePhoto } from '../engine/commands/photos';
import { sampleBook } from '../engine/testing/sampleBook';
import { photoDropCommand, photoDropSlot, photoSizes, slotAt } from './photoDrop';

const photos = (id: string) => ({ url: `/${id}`, width: 3000, height: 2000 });

describe('photo drops', () => {
  it('replaces the photo of the slot under the drop', () => {
    const doc = sampleBook(1, 2);
    expect(photoDropCommand(doc, 'page-1', { x: 50, y: 50 }, 'new', photos)).toEqual({
      name: 'replacePhoto',
      args: { slotId: 'page-1-slot-0', photo: { id: 'new', width: 3000, height: 2000 } },
    });
  });

  it('fills the nearest empty slot when dropped on the page, and nothing when none is empty', () => {
    let doc = sampleBook(1, 3);
    expect(photoDropSlot(doc, 'page-1', { x: 300, y: 440 })).toBeUndefined();
    doc = removePhoto(doc, { slotId: 'page-1-slot-0' });
    doc = removePhoto(doc, { slotId: 'page-1-slot-2' });
    expect(photoDropSlot(doc, 'page-1', { x: 500, y: 440 })?.id).toBe('page-1-slot-2');
    const call = photoDropCommand(doc, 'page-1', { x: 20, y: 440 }, 'p', () => undefined);
    // An unknown photo is framed as if it had the slot's shape.
    expect(call).toMatchObject({ name: 'placePhoto', args: { slotId: 'page-1-slot-0' } });
  });

  it('never drops into a locked slot, and finds slots except the one dragged', () => {
    const doc = sampleBook(1, 2);
    const locked = {
      ...doc,
      elements: {
        ...doc.elements,
        'page-1-slot-0': { ...doc.elements['page-1-slot-0']!, locked: true },
      },
    };
    expect(slotAt(locked, 'page-1', { x: 50, y: 50 })).toBeUndefined();
    expect(slotAt(doc, 'page-1', { x: 50, y: 50 }, new Set(['page-1-slot-0']))).toBeUndefined();
    expect(photoSizes(doc, ['page-1-slot-0'], photos)).toEqual({
      'photo-0': { width: 3000, height: 2000 },
    });
  });
});
