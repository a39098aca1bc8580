import { describe, expect, it } from 'vitest';
import {
  boxPoint,
  cropPannedBy,
  rectBetween,
  resizeBox,
  rotationTowards,
  screenCorners,
  wheelZoomFactor,
} from './canvasMath';

const box = { x: 100, y: 100, width: 200, height: 100, rotation: 0 };

describe('canvas geometry', () => {
  it('places corners on screen through the viewport, turned with the element', () => {
    const viewport = { zoom: 2, x: 10, y: 20, width: 800, height: 600 };
    expect(screenCorners(viewport, box)[0]).toEqual({ x: 210, y: 220 });
    const turned = boxPoint({ ...box, rotation: 90 }, 0, 0);
    // Turned a quarter clockwise about (200, 150), the top-left lands at the top-right.
    expect(turned.x).toBeCloseTo(250);
    expect(turned.y).toBeCloseTo(50);
  });

  it('resizes from a handle keeping the opposite side in place', () => {
    expect(resizeBox(box, 'e', { x: 50, y: 999 })).toEqual({
      x: 100,
      y: 100,
      width: 250,
      height: 100,
    });
    expect(resizeBox(box, 'nw', { x: -20, y: -10 })).toEqual({
      x: 80,
      y: 90,
      width: 220,
      height: 110,
    });
    // Never under the smallest size.
    expect(resizeBox(box, 'w', { x: 500, y: 0 }).width).toBe(9);
    // Corners keep proportions for photos.
    const kept = resizeBox(box, 'se', { x: 100, y: 0 }, { keepAspect: true });
    expect(kept.width / kept.height).toBeCloseTo(2);
  });

  it('resizes a turned element along its own axes, its anchor corner fixed on the page', () => {
    const turned = { ...box, rotation: 90 };
    const anchorBefore = boxPoint(turned, 0, 0.5);
    // The element's right edge points down the page once turned; a move down widens it.
    const rect = resizeBox(turned, 'e', { x: 0, y: 40 });
    expect(rect.width).toBeCloseTo(240);
    const anchorAfter = boxPoint({ ...rect, rotation: 90 }, 0, 0.5);
    expect(anchorAfter.x).toBeCloseTo(anchorBefore.x);
    expect(anchorAfter.y).toBeCloseTo(anchorBefore.y);
  });

  it('rotates towards the pointer, snapping near 15° steps', () => {
    expect(rotationTowards(box, { x: 200, y: 0 })).toBe(0);
    expect(rotationTowards(box, { x: 300, y: 150 })).toBe(90);
    // 29° is within reach of 30°; 21.8° is not, unless Shift asks for steps.
    expect(rotationTowards(box, { x: 250, y: 60 })).toBe(30);
    expect(rotationTowards(box, { x: 240, y: 50 })).toBeCloseTo(21.8, 1);
    expect(rotationTowards(box, { x: 240, y: 50 }, { step: true })).toBe(15);
  });

  it('makes a marquee whichever way it is drawn, and a bounded wheel zoom', () => {
    expect(rectBetween({ x: 50, y: 80 }, { x: 10, y: 20 })).toEqual({
      x: 10,
      y: 20,
      width: 40,
      height: 60,
    });
    expect(wheelZoomFactor(-100)).toBeGreaterThan(1);
    expect(wheelZoomFactor(100)).toBeLessThan(1);
    expect(wheelZoomFactor(100000)).toBeCloseTo(wheelZoomFactor(100));
  });

  it('pans a crop the way the photo is dragged, within the overflow', () => {
    const slot = { x: 0, y: 0, width: 100, height: 100, rotation: 0 };
    const wide = { width: 2000, height: 1000 };
    // The photo covers the slot 200 pt wide: 50 pt spare each side. Dragging it right by 25 pt
    // shows more of its left: pan goes half way towards -1.
    expect(cropPannedBy(slot, wide, undefined, { x: 25, y: 0 })).toEqual({ panX: -0.5, panY: 0 });
    expect(cropPannedBy(slot, wide, undefined, { x: -500, y: 0 }).panX).toBe(1);
  });
});
