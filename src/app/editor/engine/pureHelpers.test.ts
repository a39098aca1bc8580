import { describe, expect, it } from 'vitest';
import { containsPoint, hitTest } from './hitTest';
import { keyToAction } from './keyboard';
import { effectiveDpi, resolutionBadge } from './resolution';
import { snapMove } from './snapping';
import { sampleBook } from './testing/sampleBook';
import { clampZoom, fitTo, MAX_ZOOM, toScreen, toSurface, zoomAround } from './viewport';

describe('hit-testing', () => {
  const doc = sampleBook(1, 1);
  it('respects rotation', () => {
    const bar = {
      ...doc.elements['page-1-caption']!,
      x: 0,
      y: 0,
      width: 100,
      height: 10,
      rotation: 90,
    };
    // Turned a quarter about its centre (50, 5): it now runs from y -45 to 55 at x 45..55.
    expect(containsPoint(bar, { x: 50, y: 50 })).toBe(true);
    expect(containsPoint(bar, { x: 90, y: 5 })).toBe(false);
  });
  it('finds the topmost element, the background last', () => {
    expect(hitTest(doc, 'page-1', { x: 20, y: 460 })).toBe('page-1-caption');
    expect(hitTest(doc, 'page-1', { x: 570, y: 570 })).toBe('page-1-bg');
    expect(hitTest(doc, 'page-1', { x: 900, y: 900 })).toBeUndefined();
  });
});

describe('snapping', () => {
  const doc = sampleBook(1, 2);
  it('snaps within the threshold in screen pixels, whatever the zoom', () => {
    // The caption's left edge is at 18, the safe line: a move of 3 pt snaps back at zoom 1 (6 px)...
    expect(
      snapMove(doc, { surfaceId: 'page-1', ids: ['page-1-caption'], dx: 3, dy: 0, zoom: 1 }).dx,
    ).toBe(0);
    // ...but not at zoom 4, where 3 pt is 12 px.
    const far = snapMove(doc, {
      surfaceId: 'page-1',
      ids: ['page-1-caption'],
      dx: 3,
      dy: 200,
      zoom: 4,
    });
    expect(far.dx).toBe(3);
  });
  it("snaps to another element's edge and says where to draw the guides", () => {
    // Slot 1 spans x 294..558; slot 0 (264 wide) moved 280 right would start at 298.
    const result = snapMove(doc, {
      surfaceId: 'page-1',
      ids: ['page-1-slot-0'],
      dx: 280,
      dy: 0,
      zoom: 1,
    });
    expect(result.dx).toBe(276);
    expect(result.guides).toContainEqual({ axis: 'x', at: 294 });
    expect(result.guides).toContainEqual({ axis: 'x', at: 558 });
  });
});

describe('zoom and fit', () => {
  const viewport = { zoom: 1, x: 0, y: 0, width: 800, height: 600 };
  it('fits an area centred with padding', () => {
    const fitted = fitTo(viewport, { x: -9, y: -9, width: 594, height: 594 }, 0);
    expect(fitted.zoom).toBeCloseTo(600 / 594);
    expect(toScreen(fitted, { x: 288, y: 288 })).toEqual({ x: 400, y: 300 });
  });
  it('zooms around a point, which stays put, and clamps', () => {
    const zoomed = zoomAround(viewport, 3, { x: 200, y: 100 });
    expect(toSurface(zoomed, { x: 200, y: 100 })).toEqual({ x: 200, y: 100 });
    expect(clampZoom(1000)).toBe(MAX_ZOOM);
  });
});

describe('resolution badge', () => {
  it('computes the effective DPI at print size', () => {
    // 3000 px across a 10 in (720 pt) square slot: 300 DPI; zoom 2 halves it.
    expect(effectiveDpi({ width: 720, height: 720 }, { width: 3000, height: 3000 })).toBe(300);
    expect(
      effectiveDpi(
        { width: 720, height: 720 },
        { width: 3000, height: 3000 },
        { panX: 0, panY: 0, zoom: 2, rotation: 0 },
      ),
    ).toBe(150);
    // A wide photo is limited by its height in a square slot.
    expect(effectiveDpi({ width: 720, height: 720 }, { width: 4000, height: 1000 })).toBe(100);
  });
  it('needs more pixels for a turned photo', () => {
    const turned = effectiveDpi(
      { width: 720, height: 720 },
      { width: 3000, height: 3000 },
      { panX: 0, panY: 0, zoom: 1, rotation: 45 },
    );
    expect(turned).toBeCloseTo(300 / Math.SQRT2);
  });
  it('says ok, warning under 150 and poor under 100', () => {
    expect([150, 149.9, 100, 99.9].map(resolutionBadge)).toEqual([
      'ok',
      'warning',
      'warning',
      'poor',
    ]);
  });
});

describe('keyboard map', () => {
  const pc = { mac: false };
  const mac = { mac: true };
  it('maps undo and redo on both platforms', () => {
    expect(keyToAction({ key: 'z', ctrlKey: true }, pc)).toEqual({ kind: 'undo' });
    expect(keyToAction({ key: 'Z', ctrlKey: true, shiftKey: true }, pc)).toEqual({ kind: 'redo' });
    expect(keyToAction({ key: 'y', ctrlKey: true }, pc)).toEqual({ kind: 'redo' });
    expect(keyToAction({ key: 'z', metaKey: true }, mac)).toEqual({ kind: 'undo' });
    expect(keyToAction({ key: 'z', ctrlKey: true }, mac)).toBeUndefined();
  });
  it('maps delete, nudges, clipboard, escape and zoom', () => {
    expect(keyToAction({ key: 'Delete' }, pc)).toEqual({ kind: 'delete' });
    expect(keyToAction({ key: 'Backspace' }, pc)).toEqual({ kind: 'delete' });
    expect(keyToAction({ key: 'ArrowUp', shiftKey: true }, pc)).toEqual({
      kind: 'nudge',
      direction: 'up',
      large: true,
    });
    expect(keyToAction({ key: 'ArrowLeft' }, pc)).toEqual({
      kind: 'nudge',
      direction: 'left',
      large: false,
    });
    expect(keyToAction({ key: 'c', ctrlKey: true }, pc)).toEqual({ kind: 'copy' });
    expect(keyToAction({ key: 'v', ctrlKey: true }, pc)).toEqual({ kind: 'paste' });
    expect(keyToAction({ key: 'd', ctrlKey: true }, pc)).toEqual({ kind: 'duplicate' });
    expect(keyToAction({ key: 'Escape' }, pc)).toEqual({ kind: 'escape' });
    expect(keyToAction({ key: '=', ctrlKey: true }, pc)).toEqual({ kind: 'zoomIn' });
    expect(keyToAction({ key: '-', ctrlKey: true }, pc)).toEqual({ kind: 'zoomOut' });
    expect(keyToAction({ key: '0', ctrlKey: true }, pc)).toEqual({ kind: 'zoomFit' });
  });
  it('leaves keys to a text box being edited, except Escape', () => {
    expect(keyToAction({ key: 'Backspace' }, { mac: false, editingText: true })).toBeUndefined();
    expect(
      keyToAction({ key: 'z', ctrlKey: true }, { mac: false, editingText: true }),
    ).toBeUndefined();
    expect(keyToAction({ key: 'Escape' }, { mac: false, editingText: true })).toEqual({
      kind: 'escape',
    });
  });
});
