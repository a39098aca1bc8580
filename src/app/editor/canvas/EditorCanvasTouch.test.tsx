// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { sendTouchPhotoDrag } from '../screen/photoDrag';
import {
  doubleClick,
  mountEditorScreen,
  pointer,
  unmountEditorScreens,
} from '../screen/testing/mountEditorScreen';
import { EDITOR_VIEWPORT } from '../screen/useNoPageZoom';

afterEach(unmountEditorScreens);

describe('EditorCanvas handles and touch', () => {
  it('on touch: a tap selects, a long press drags, one finger pans, two fingers pinch', async () => {
    const { canvas, state, screenAt } = await mountEditorScreen();
    const touch = (id: number) => ({ pointerType: 'touch', pointerId: id, isPrimary: id === 1 });
    const caption = screenAt(100, 470);
    pointer(canvas, 'pointerdown', caption, touch(1));
    pointer(canvas, 'pointerup', caption, touch(1));
    expect(state().selection).toEqual(['page-1-caption']);

    // A long press on the other photo selects it and starts a drag.
    const slot = screenAt(400, 100);
    pointer(canvas, 'pointerdown', slot, touch(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(state().selection).toEqual(['page-1-slot-1']);
    pointer(canvas, 'pointermove', { x: slot.x, y: slot.y + 30 }, touch(1));
    pointer(canvas, 'pointerup', { x: slot.x, y: slot.y + 30 }, touch(1));
    expect(state().doc.elements['page-1-slot-1']!.y).toBeGreaterThan(18);

    // One finger on the empty desk pans the view.
    const before = state().viewport;
    pointer(canvas, 'pointerdown', { x: 5, y: 5 }, touch(1));
    pointer(canvas, 'pointermove', { x: 45, y: 25 }, touch(1));
    pointer(canvas, 'pointerup', { x: 45, y: 25 }, touch(1));
    expect(state().viewport.x).toBeCloseTo(before.x + 40);
    expect(state().viewport.y).toBeCloseTo(before.y + 20);

    // Two fingers moving apart zoom in about their middle.
    const zoom = state().viewport.zoom;
    pointer(canvas, 'pointerdown', { x: 300, y: 300 }, touch(1));
    pointer(canvas, 'pointerdown', { x: 400, y: 300 }, touch(2));
    pointer(canvas, 'pointermove', { x: 500, y: 300 }, touch(2));
    expect(state().viewport.zoom).toBeCloseTo(zoom * 2);
    pointer(canvas, 'pointerup', { x: 500, y: 300 }, touch(2));
    pointer(canvas, 'pointerup', { x: 300, y: 300 }, touch(1));
  });

  it('resizes and rotates the selection from its handles, each one undo step', async () => {
    const { canvas, state, screenAt, container, engine } = await mountEditorScreen();
    pointer(canvas, 'pointerdown', screenAt(100, 470));
    pointer(canvas, 'pointerup', screenAt(100, 470));
    const east = container.querySelector('[data-handle="e"]')!;
    const from = screenAt(558, 480);
    const zoom = state().viewport.zoom;
    pointer(east, 'pointerdown', from);
    pointer(east, 'pointermove', { x: from.x - 100 * zoom, y: from.y });
    pointer(east, 'pointerup', { x: from.x - 100 * zoom, y: from.y });
    expect(state().doc.elements['page-1-caption']!.width).toBeCloseTo(440, 0);
    const rotate = container.querySelector('[data-handle="rotate"]')!;
    const centre = screenAt(18 + 220, 480);
    pointer(rotate, 'pointerdown', centre);
    pointer(rotate, 'pointermove', { x: centre.x + 200, y: centre.y });
    pointer(rotate, 'pointerup', { x: centre.x + 200, y: centre.y });
    expect(state().doc.elements['page-1-caption']!.rotation).toBe(90);
    act(() => engine.undo());
    expect(state().doc.elements['page-1-caption']!.rotation).toBe(0);
    act(() => engine.undo());
    expect(state().doc.elements['page-1-caption']!.width).toBe(540);
  });

  it('pans with Space held and a drag, leaving the page as it was', async () => {
    const { canvas, state, screenAt } = await mountEditorScreen();
    const before = state().viewport;
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }));
    });
    const from = screenAt(100, 470);
    pointer(canvas, 'pointerdown', from);
    pointer(canvas, 'pointermove', { x: from.x + 30, y: from.y + 10 });
    pointer(canvas, 'pointerup', { x: from.x + 30, y: from.y + 10 });
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keyup', { key: ' ' }));
    });
    expect(state().viewport.x).toBeCloseTo(before.x + 30);
    expect(state().doc.elements['page-1-caption']).toMatchObject({ x: 18, y: 450 });
    expect(state().selection).toEqual([]);
  });

  it('in crop mode a pinch zooms the photo in its slot, one undo step, and not the view', async () => {
    const { canvas, state, screenAt, engine } = await mountEditorScreen();
    const touch = (id: number) => ({ pointerType: 'touch', pointerId: id, isPrimary: id === 1 });
    doubleClick(canvas, screenAt(100, 200));
    const view = state().viewport;
    const a = screenAt(80, 200);
    const b = screenAt(120, 200);
    pointer(canvas, 'pointerdown', a, touch(1));
    pointer(canvas, 'pointerdown', b, touch(2));
    pointer(canvas, 'pointermove', { x: b.x + (b.x - a.x), y: b.y }, touch(2));
    pointer(canvas, 'pointerup', { x: b.x + (b.x - a.x), y: b.y }, touch(2));
    pointer(canvas, 'pointerup', a, touch(1));
    const slot = state().doc.elements['page-1-slot-0'];
    expect(slot?.type === 'photoSlot' && slot.crop?.zoom).toBeCloseTo(2);
    expect(state().viewport.zoom).toBe(view.zoom);
    act(() => engine.undo());
    const undone = state().doc.elements['page-1-slot-0'];
    expect(undone?.type === 'photoSlot' ? (undone.crop?.zoom ?? 1) : 0).toBe(1);
  });

  it('a long press let go without moving opens the element menu, whose items act on it', async () => {
    const { canvas, state, screenAt } = await mountEditorScreen();
    const touch = { pointerType: 'touch', pointerId: 1, isPrimary: true };
    const caption = screenAt(100, 470);
    pointer(canvas, 'pointerdown', caption, touch);
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    pointer(canvas, 'pointerup', caption, touch);
    const menu = document.querySelector('[role="menu"]');
    expect(menu?.getAttribute('aria-label')).toMatch(/^Actions for/);
    const items = [...document.querySelectorAll('[role="menuitem"]')];
    expect(items.map((item) => item.textContent)).toEqual(['Remove', 'Bring forward', 'Duplicate']);
    const count = Object.keys(state().doc.elements).length;
    act(() => (items[2] as HTMLElement).click());
    expect(Object.keys(state().doc.elements)).toHaveLength(count + 1);
    expect(document.querySelector('[role="menu"]')).toBeNull();
  });

  it('places a photo lifted from the tray by touch where the finger lets go', async () => {
    const { canvas, state, screenAt, engine } = await mountEditorScreen();
    act(() => {
      engine.dispatch({ name: 'removePhoto', args: { slotId: 'page-1-slot-1' } });
    });
    const at = screenAt(400, 200);
    const detail = { photoId: 'tray-9', clientX: at.x, clientY: at.y };
    act(() => sendTouchPhotoDrag(canvas, { ...detail, phase: 'over' }));
    expect(canvas.hasAttribute('data-dropping')).toBe(true);
    act(() => sendTouchPhotoDrag(canvas, { ...detail, phase: 'drop' }));
    expect(state().doc.elements['page-1-slot-1']).toMatchObject({ photoId: 'tray-9' });
    expect(canvas.hasAttribute('data-dropping')).toBe(false);
  });

  it('keeps the page itself from zooming while the editor is open, and gives it back after', async () => {
    const meta = document.createElement('meta');
    meta.name = 'viewport';
    meta.content = 'width=device-width, initial-scale=1';
    document.head.append(meta);
    try {
      await mountEditorScreen();
      expect(meta.content).toBe(EDITOR_VIEWPORT);
      expect(document.documentElement.style.touchAction).toBe('pan-x pan-y');
      unmountEditorScreens();
      expect(meta.content).toBe('width=device-width, initial-scale=1');
      expect(document.documentElement.style.touchAction).toBe('');
    } finally {
      meta.remove();
    }
  });
});
