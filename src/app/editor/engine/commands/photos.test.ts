import { describe, expect, it } from 'vitest';
import { projectDocumentSchema } from '../../../../shared/project/document';
import { sampleBook } from '../testing/sampleBook';
import {
  clampCrop,
  cropForFocus,
  placePhoto,
  removePhoto,
  replacePhoto,
  setCrop,
  swapPhotos,
} from './photos';

const slotOf = (doc: ReturnType<typeof sampleBook>, id: string) => {
  const element = doc.elements[id];
  if (element?.type !== 'photoSlot') throw new Error(`${id} is not a slot`);
  return element;
};

describe('cropForFocus', () => {
  it('centres a centred subject', () => {
    expect(cropForFocus({ width: 100, height: 100 }, { width: 300, height: 200 })).toEqual({
      panX: 0,
      panY: 0,
      zoom: 1,
      rotation: 0,
    });
  });

  it('slides a wide photo toward a subject on its right, and stops at the edge', () => {
    const slot = { width: 100, height: 100 };
    // A 3:2 photo in a square slot shows 2/3 of its width: the window's centre runs 1/3..2/3.
    expect(
      cropForFocus(slot, { width: 300, height: 200 }, { x: 0.5 + 1 / 12, y: 0.5 }).panX,
    ).toBeCloseTo(0.5);
    expect(cropForFocus(slot, { width: 300, height: 200 }, { x: 1, y: 0.2 })).toEqual({
      panX: 1,
      panY: 0,
      zoom: 1,
      rotation: 0,
    });
  });
});

describe('photo commands', () => {
  const doc = sampleBook(2, 2);
  const photo = { id: 'new', width: 4000, height: 3000, focus: { x: 0.2, y: 0.5 } };

  it('places a photo framed on its focus point and keeps the document valid', () => {
    const next = placePhoto(doc, { slotId: 'page-1-slot-0', photo });
    const slot = slotOf(next, 'page-1-slot-0');
    expect(slot.photoId).toBe('new');
    expect(slot.focus).toEqual(photo.focus);
    expect(slot.crop?.panX).toBeLessThan(0);
    expect(projectDocumentSchema.safeParse(next).success).toBe(true);
    // Everything else is the same object, so the Yjs binding skips it.
    expect(next.elements['page-1-slot-1']).toBe(doc.elements['page-1-slot-1']);
  });

  it('ignores a slot that is missing, not a slot, or locked', () => {
    expect(placePhoto(doc, { slotId: 'nope', photo })).toBe(doc);
    expect(placePhoto(doc, { slotId: 'page-1-caption', photo })).toBe(doc);
    const locked = {
      ...doc,
      elements: {
        ...doc.elements,
        'page-1-slot-0': { ...slotOf(doc, 'page-1-slot-0'), locked: true },
      },
    };
    expect(placePhoto(locked, { slotId: 'page-1-slot-0', photo })).toBe(locked);
  });

  it('replaces only a filled slot, and removes a photo with its crop', () => {
    const empty = removePhoto(doc, { slotId: 'page-1-slot-0' });
    const emptied = slotOf(empty, 'page-1-slot-0');
    expect(emptied.photoId).toBeUndefined();
    expect(emptied.crop).toBeUndefined();
    expect(replacePhoto(empty, { slotId: 'page-1-slot-0', photo })).toBe(empty);
    expect(
      slotOf(replacePhoto(doc, { slotId: 'page-1-slot-0', photo }), 'page-1-slot-0').photoId,
    ).toBe('new');
  });

  it('swaps the photos of two slots, framing each again', () => {
    const next = swapPhotos(doc, {
      a: 'page-1-slot-0',
      b: 'page-2-slot-1',
      sizes: { 'photo-0': { width: 100, height: 100 }, 'photo-3': { width: 200, height: 100 } },
    });
    expect(slotOf(next, 'page-1-slot-0').photoId).toBe('photo-3');
    expect(slotOf(next, 'page-2-slot-1').photoId).toBe('photo-0');
    expect(slotOf(next, 'page-1-slot-0').crop).toBeDefined();
  });

  it('moves a photo into an empty slot by swapping with it', () => {
    const empty = removePhoto(doc, { slotId: 'page-1-slot-1' });
    const next = swapPhotos(empty, { a: 'page-1-slot-0', b: 'page-1-slot-1', sizes: {} });
    expect(slotOf(next, 'page-1-slot-0').photoId).toBeUndefined();
    expect(slotOf(next, 'page-1-slot-1').photoId).toBe('photo-0');
  });

  it('clamps a crop so the photo keeps covering its slot', () => {
    const next = setCrop(doc, {
      slotId: 'page-1-slot-0',
      crop: { panX: 3, zoom: 0.2, rotation: 190 },
    });
    expect(slotOf(next, 'page-1-slot-0').crop).toEqual({
      panX: 1,
      panY: 0,
      zoom: 1,
      rotation: -170,
    });
    expect(clampCrop({ panX: -2, panY: 2, zoom: 40, rotation: -540 })).toEqual({
      panX: -1,
      panY: 1,
      zoom: 10,
      rotation: 180 - 360,
    });
  });
});
