// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buttonNamed,
  doubleClick,
  dropPhoto,
  key,
  mountEditorScreen,
  pointer,
  press,
  typeInto,
  unmountEditorScreens,
} from '../screen/testing/mountEditorScreen';

afterEach(unmountEditorScreens);

describe('EditorCanvas gestures', () => {
  it('drags an element as one undo step, and a marquee selects what it encloses', async () => {
    const { canvas, state, screenAt, engine } = await mountEditorScreen();
    const zoom = state().viewport.zoom;
    const from = screenAt(100, 470);
    pointer(canvas, 'pointerdown', from);
    pointer(canvas, 'pointermove', { x: from.x + 10, y: from.y });
    pointer(canvas, 'pointermove', { x: from.x + 40 * zoom, y: from.y - 20 * zoom });
    pointer(canvas, 'pointerup', { x: from.x + 40 * zoom, y: from.y - 20 * zoom });
    const moved = state().doc.elements['page-1-caption']!;
    expect(moved.x).toBeCloseTo(58, 0);
    expect(moved.y).toBeCloseTo(430, 0);
    act(() => engine.undo());
    expect(state().doc.elements['page-1-caption']).toMatchObject({ x: 18, y: 450 });

    pointer(canvas, 'pointerdown', screenAt(-5, -5));
    pointer(canvas, 'pointermove', screenAt(300, 425));
    pointer(canvas, 'pointerup', screenAt(300, 425));
    expect(state().selection).toEqual(['page-1-slot-0']);
  });

  it('swaps photos when a photo is dragged onto another slot', async () => {
    const { canvas, state, screenAt } = await mountEditorScreen();
    const from = screenAt(100, 200);
    const to = screenAt(400, 200);
    pointer(canvas, 'pointerdown', from);
    pointer(canvas, 'pointermove', { x: from.x + 20, y: from.y });
    pointer(canvas, 'pointermove', to);
    pointer(canvas, 'pointerup', to);
    const doc = state().doc;
    expect(doc.elements['page-1-slot-0']).toMatchObject({ photoId: 'photo-1', x: 18 });
    expect(doc.elements['page-1-slot-1']).toMatchObject({ photoId: 'photo-0' });
  });

  it('places a photo dropped from the tray into the empty slot nearest the drop', async () => {
    const { canvas, state, screenAt, engine, container } = await mountEditorScreen();
    act(() => {
      engine.dispatch({ name: 'removePhoto', args: { slotId: 'page-1-slot-1' } });
    });
    dropPhoto(canvas, 'tray-7', screenAt(500, 430));
    expect(state().doc.elements['page-1-slot-1']).toMatchObject({ photoId: 'tray-7' });
    expect(state().selection).toEqual(['page-1-slot-1']);
    expect(container.querySelector('[data-testid="editor-announcer"]')?.textContent).toBe(
      'Photo placed',
    );
    dropPhoto(canvas, 'tray-8', screenAt(100, 100));
    expect(state().doc.elements['page-1-slot-0']).toMatchObject({ photoId: 'tray-8' });
  });

  it('edits text in place; Escape keeps the typing and one undo takes it back', async () => {
    const { canvas, state, screenAt, container, engine } = await mountEditorScreen();
    doubleClick(canvas, screenAt(100, 470));
    const field = container.querySelector<HTMLTextAreaElement>('textarea[aria-label="Edit text"]');
    expect(field?.value).toBe('Page 1');
    typeInto(field!, 'Beach day');
    typeInto(field!, 'Beach day!');
    expect(state().doc.elements['page-1-caption']).toMatchObject({ text: 'Beach day!' });
    key(field!, 'Escape');
    expect(container.querySelector('textarea')).toBeNull();
    expect(state().doc.elements['page-1-caption']).toMatchObject({ text: 'Beach day!' });
    act(() => engine.undo());
    expect(state().doc.elements['page-1-caption']).toMatchObject({ text: 'Page 1' });

    doubleClick(canvas, screenAt(100, 470));
    const again = container.querySelector<HTMLTextAreaElement>('textarea')!;
    typeInto(again, 'Sunset');
    act(() => again.blur());
    expect(state().doc.elements['page-1-caption']).toMatchObject({ text: 'Sunset' });
  });

  it('opens crop mode on a double-clicked photo and zooms it from the slider', async () => {
    const { canvas, state, screenAt, container } = await mountEditorScreen();
    doubleClick(canvas, screenAt(100, 200));
    const toolbar = container.querySelector('[aria-label="Crop photo"]');
    expect(toolbar).not.toBeNull();
    // Pressing the crop controls is not a press on the page: crop mode stays.
    const left = buttonNamed(container, 'Move photo left')!;
    pointer(left, 'pointerdown', { x: 1, y: 1 });
    pointer(left, 'pointerup', { x: 1, y: 1 });
    expect(container.querySelector('[aria-label="Crop photo"]')).not.toBeNull();
    press(left);
    expect(state().doc.elements['page-1-slot-0']).toMatchObject({ crop: { panX: 0.1 } });
    // Dragging inside the slot pans the photo (3000×2000 in a tall slot: room to pan sideways).
    const inside = screenAt(140, 200);
    pointer(canvas, 'pointerdown', inside);
    pointer(canvas, 'pointermove', { x: inside.x + 60, y: inside.y });
    pointer(canvas, 'pointerup', { x: inside.x + 60, y: inside.y });
    const panned = state().doc.elements['page-1-slot-0'];
    expect(panned?.type === 'photoSlot' && panned.crop!.panX).toBeLessThan(0.1);
    expect(panned).toMatchObject({ x: 18, y: 18 });
    press(buttonNamed(container, 'Done'));
    expect(container.querySelector('[aria-label="Crop photo"]')).toBeNull();
  });
});
