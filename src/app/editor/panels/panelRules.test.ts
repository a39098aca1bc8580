import { describe, expect, it } from 'vitest';
import { squareGridColumns } from '../../ui/virtualSquareGrid';
import { layoutsFor } from '../engine/commands/layouts';
import { sampleBook } from '../engine/testing/sampleBook';
import { backgroundFillOf, fillAllLikeCalls, patternFill } from './backgroundFill';
import { layoutLabel, orderLayouts } from './layoutOrder';
import { placementFor } from './photoPlacement';
import { TRAY_GAP, TRAY_MIN_CELL } from './scrollGridWindow';
import { fitSlotToPhoto } from './slotFit';
import { withoutHidden } from './trayPhotos';

const photo = { id: '9', width: 300, height: 200 };

describe('placementFor', () => {
  const doc = sampleBook(2, 3);
  const slot = doc.elements['page-1-slot-1'];
  if (slot?.type === 'photoSlot') delete slot.photoId;

  it('fills the first empty slot of the page in view', () => {
    const placement = placementFor({ doc, selection: [], activeSurfaceId: 'page-1' }, photo);
    expect(placement.call).toEqual({
      name: 'placePhoto',
      args: { slotId: 'page-1-slot-1', photo },
    });
  });

  it('replaces the selected slot, or fills it when empty', () => {
    expect(
      placementFor({ doc, selection: ['page-2-slot-2'], activeSurfaceId: 'page-1' }, photo),
    ).toMatchObject({ call: { name: 'replacePhoto' }, slotId: 'page-2-slot-2', replaced: true });
    expect(
      placementFor({ doc, selection: ['page-1-slot-1'], activeSurfaceId: 'page-2' }, photo).call
        ?.name,
    ).toBe('placePhoto');
  });

  it('has nowhere to go on a full page', () => {
    expect(placementFor({ doc, selection: [], activeSurfaceId: 'page-2' }, photo)).toEqual({
      call: undefined,
      reason: 'no-empty-slot',
    });
  });
});

describe('orderLayouts', () => {
  it('puts exact fits first, then roomier layouts, then those that drop photos', () => {
    const counts = orderLayouts(layoutsFor(), 3).map((layout) => layout.slots.length);
    expect(counts).toEqual([3, 3, 3, 4, 4, 4, 6, 6, 9, 2, 2, 1]);
    expect(orderLayouts(layoutsFor(), 0)[0]?.id).toBe('full-1');
  });

  it('names a layout for people', () => {
    expect(layoutLabel(layoutsFor({ slots: 1 })[0]!)).toBe('1 photo, full page');
    expect(layoutLabel(layoutsFor().find((l) => l.id === 'hero-right-4')!)).toBe(
      '4 photos, one large beside a column',
    );
  });
});

describe('withoutHidden', () => {
  const ids = [1, 2, 3, 4, 5, 6];
  it('leaves hidden ids out and shifts the rest up', () => {
    expect(
      withoutHidden(
        (p) => ids[p],
        6,
        6,
        (id) => id % 2 === 0,
      ),
    ).toEqual({
      ids: [1, 3, 5],
      count: 3,
    });
  });

  it('counts positions not loaded yet as still to come', () => {
    const loaded = (p: number) => (p < 3 ? ids[p] : undefined);
    expect(withoutHidden(loaded, 6, 6, (id) => id === 2)).toEqual({ ids: [1, 3], count: 5 });
  });
});

describe('the tray grid', () => {
  it('fits as many cells as the width holds, square, with the gap between', () => {
    const grid = squareGridColumns(352, TRAY_MIN_CELL, TRAY_GAP);
    expect(grid.columns).toBe(4);
    expect(grid.cell).toBe(85);
    expect(grid.rowHeight).toBe(89);
  });

  it('has one column before it is measured', () => {
    expect(squareGridColumns(0, TRAY_MIN_CELL, TRAY_GAP)).toMatchObject({ columns: 1, cell: 84 });
  });
});

describe('fitSlotToPhoto', () => {
  it('narrows the slot about its centre to the photo proportions', () => {
    expect(fitSlotToPhoto({ x: 0, y: 0, width: 300, height: 300 }, photo)).toEqual({
      x: 0,
      y: 50,
      width: 300,
      height: 200,
    });
    expect(
      fitSlotToPhoto({ x: 10, y: 0, width: 300, height: 100 }, { width: 100, height: 100 }),
    ).toEqual({ x: 110, y: 0, width: 100, height: 100 });
  });
});

describe('background fills', () => {
  const doc = sampleBook(2, 1);
  it('reads a page background and keeps its colour when a pattern is chosen', () => {
    const fill = backgroundFillOf(doc, 'page-1');
    expect(fill).toEqual({ kind: 'color', color: '#ffffff' });
    expect(patternFill(fill, 'stripes')).toMatchObject({
      kind: 'pattern',
      pattern: 'stripes',
      background: '#ffffff',
    });
    expect(backgroundFillOf(doc, 'cover')).toEqual({ kind: 'color', color: '#ffffff' });
  });

  it('reaches every surface of the same kind', () => {
    const calls = fillAllLikeCalls(doc, 'page-2', { kind: 'color', color: '#000000' });
    expect(calls.map((call) => call.args)).toEqual([
      { surfaceId: 'page-1', fill: { kind: 'color', color: '#000000' } },
      { surfaceId: 'page-2', fill: { kind: 'color', color: '#000000' } },
    ]);
  });
});
