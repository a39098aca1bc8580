// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { titleFieldSize } from './TopBar';
import {
  buttonNamed,
  key,
  mountEditorScreen,
  pointer,
  press,
  unmountEditorScreens,
} from './testing/mountEditorScreen';
import { NARROW_VIEWPORT_QUERY } from './useNarrowViewport';

afterEach(unmountEditorScreens);

describe('EditorScreen', () => {
  it('draws the open page through the renderer, with its bleed, trim and safe area', async () => {
    const { container } = await mountEditorScreen();
    const surface = container.querySelector('[data-surface="page-1"]');
    expect(surface).not.toBeNull();
    expect(surface?.querySelector('#page-1-page-1-caption')?.textContent).toContain('Page 1');
    expect(surface?.querySelectorAll('[data-slot="photo"] image')).toHaveLength(2);
    for (const guide of ['bleed', 'trim', 'safe'])
      expect(surface?.querySelector(`[data-guide="${guide}"]`)).not.toBeNull();
    // Only the open surface is on the canvas.
    expect(container.querySelectorAll('[data-testid="editor-canvas"] [data-surface]')).toHaveLength(
      1,
    );
    expect(container.querySelector('h1')?.textContent).toBe('Our summer');
  });

  it('selects what is clicked, clears on a click on the empty page, and says so', async () => {
    const { canvas, state, screenAt, container } = await mountEditorScreen();
    pointer(canvas, 'pointerdown', screenAt(100, 470));
    pointer(canvas, 'pointerup', screenAt(100, 470));
    expect(state().selection).toEqual(['page-1-caption']);
    expect(container.querySelector('[data-selected="page-1-caption"]')).not.toBeNull();
    expect(container.querySelector('[data-handle="rotate"]')).not.toBeNull();
    expect(container.querySelector('[data-testid="editor-announcer"]')?.textContent).toBe(
      'Selected Text: Page 1',
    );
    pointer(canvas, 'pointerdown', screenAt(150, 430));
    pointer(canvas, 'pointerup', screenAt(150, 430));
    expect(state().selection).toEqual([]);
  });

  it('moves the selection with the arrow keys and undoes it from the top bar', async () => {
    const { canvas, state, screenAt, container } = await mountEditorScreen();
    pointer(canvas, 'pointerdown', screenAt(100, 470));
    pointer(canvas, 'pointerup', screenAt(100, 470));
    key(document.body, 'ArrowRight');
    key(document.body, 'ArrowDown', { shiftKey: true });
    expect(state().doc.elements['page-1-caption']).toMatchObject({ x: 19, y: 460 });
    press(buttonNamed(container, 'Undo'));
    press(buttonNamed(container, 'Undo'));
    expect(state().doc.elements['page-1-caption']).toMatchObject({ x: 18, y: 450 });
    press(buttonNamed(container, 'Redo'));
    expect(state().doc.elements['page-1-caption']).toMatchObject({ x: 19, y: 450 });
    key(document.body, 'Delete');
    expect(state().doc.elements['page-1-caption']).toBeUndefined();
  });

  it('opens a page from the strip and adds pages to a book in pairs', async () => {
    const { state, container } = await mountEditorScreen();
    const strip = container.querySelector('[aria-label="Pages of the project"]')!;
    const rows = [...strip.querySelectorAll<HTMLElement>('[role="row"]')];
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Cover',
      'Page 1',
      'Page 2',
      'Page 3',
      'Page 4',
    ]);
    pointer(rows[3]!, 'pointerdown', { x: 1, y: 1 });
    pointer(rows[3]!, 'pointerup', { x: 1, y: 1 });
    act(() => rows[3]!.click());
    expect(state().activeSurfaceId).toBe('page-3');
    expect(container.querySelector('[data-surface="page-3"]')).not.toBeNull();

    press(buttonNamed(container, 'Add pages'));
    expect(state().doc.surfaceOrder).toHaveLength(7);
    expect(state().doc.options.pageCount).toBe(6);
    expect(state().doc.surfaceOrder.indexOf(state().activeSurfaceId!)).toBe(4);
    expect(
      container.querySelectorAll('[aria-label="Pages of the project"] [role="row"]'),
    ).toHaveLength(7);
  });

  it('moves a page with Alt+arrow in the strip', async () => {
    const { state, container } = await mountEditorScreen();
    const row = container.querySelector<HTMLElement>('[role="row"][data-key="page-1"]')!;
    key(row, 'ArrowRight', { altKey: true });
    expect(state().doc.surfaceOrder.slice(1, 3)).toEqual(['page-2', 'page-1']);
    expect(state().doc.surfaces['page-1']?.label).toBe('Page 2');
  });

  it('lets a keyboard reach every element, select it, move it and delete it', async () => {
    const { state, container } = await mountEditorScreen();
    const list = container.querySelector('[aria-label="Elements on Page 1"]')!;
    const buttons = [...list.querySelectorAll<HTMLElement>('button')];
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Text: Page 1',
      'Photo 2',
      'Photo 1',
    ]);
    act(() => buttons[1]!.focus());
    expect(state().selection).toEqual(['page-1-slot-1']);
    key(buttons[1]!, 'ArrowLeft');
    expect(state().doc.elements['page-1-slot-1']?.x).toBe(293);
    key(buttons[1]!, 'Delete');
    expect(state().doc.elements['page-1-slot-1']).toBeUndefined();
    // Focus moves on to the next element, which is selected in turn.
    expect(document.activeElement?.textContent).toBe('Photo 1');
    expect(state().selection).toEqual(['page-1-slot-0']);
  });

  it('makes the element list one Tab stop that Alt+arrows and Home/End step through', async () => {
    const { state, container } = await mountEditorScreen();
    const list = container.querySelector('[aria-label="Elements on Page 1"]')!;
    const buttons = () => [...list.querySelectorAll<HTMLElement>('button')];
    const tabStops = () => buttons().filter((button) => button.tabIndex === 0);
    // One stop, on the first element until something is selected.
    expect(tabStops().map((button) => button.textContent)).toEqual(['Text: Page 1']);
    act(() => tabStops()[0]!.focus());
    expect(state().selection).toEqual(['page-1-caption']);
    key(document.activeElement!, 'ArrowDown', { altKey: true });
    expect(document.activeElement?.textContent).toBe('Photo 2');
    expect(state().selection).toEqual(['page-1-slot-1']);
    expect(tabStops().map((button) => button.textContent)).toEqual(['Photo 2']);
    // A plain arrow still nudges the selected element and leaves focus where it is.
    const yBefore = state().doc.elements['page-1-slot-1']?.y ?? 0;
    key(document.activeElement!, 'ArrowDown');
    expect(state().doc.elements['page-1-slot-1']?.y).toBe(yBefore + 1);
    expect(document.activeElement?.textContent).toBe('Photo 2');
    key(document.activeElement!, 'End');
    expect(document.activeElement?.textContent).toBe('Photo 1');
    key(document.activeElement!, 'ArrowDown', { altKey: true });
    expect(document.activeElement?.textContent).toBe('Photo 1');
    key(document.activeElement!, 'Home');
    expect(document.activeElement?.textContent).toBe('Text: Page 1');
    key(document.activeElement!, 'ArrowUp', { altKey: true });
    expect(document.activeElement?.textContent).toBe('Text: Page 1');
    // Every button names the keys and points at the sentence that explains them.
    const described = buttons()[0]!.getAttribute('aria-describedby')!;
    expect(document.getElementById(described)?.textContent).toContain('Alt+Down');
    expect(buttons()[0]!.getAttribute('aria-keyshortcuts')).toContain('Alt+ArrowDown');
  });

  it('opens a text from the element list with Enter and comes back to it with Escape', async () => {
    const { state, container } = await mountEditorScreen();
    const list = container.querySelector('[aria-label="Elements on Page 1"]')!;
    const text = list.querySelector<HTMLElement>('button')!;
    act(() => text.focus());
    act(() => text.click());
    const field = container.querySelector<HTMLTextAreaElement>('textarea[aria-label="Edit text"]');
    expect(field).not.toBeNull();
    act(() => field!.focus());
    key(field!, 'Escape');
    expect(container.querySelector('textarea[aria-label="Edit text"]')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Text: Page 1');
    expect(state().selection).toEqual(['page-1-caption']);
  });

  it('shows the save state as it changes and a low-resolution badge on small photos', async () => {
    const { save, container } = await mountEditorScreen({
      props: {
        photos: (id) => ({ url: `https://photos.test/${id}.jpg`, width: 500, height: 700 }),
      },
    });
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Saved and synced');
    act(() => save.set({ status: 'offline', pendingLocal: false, unsynced: true }));
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'Offline: saved on this device',
    );
    // 500 px across a 264 pt (3.7 in) slot is about 110 DPI: a warning, on both slots.
    const badges = container.querySelectorAll('[data-resolution="warning"]');
    expect(badges).toHaveLength(2);
  });

  it('uses a bottom toolbar on phones and keeps the panels in a sheet', async () => {
    const { container } = await mountEditorScreen({
      props: { experience: 'mobile', panels: <p>Photo tray here</p> },
    });
    expect(container.querySelector('[aria-label="Editor tools"]')).not.toBeNull();
    expect(container.textContent).not.toContain('Photo tray here');
    expect(container.querySelector('[aria-label="Pages of the project"]')).toBeNull();
    // Undo and redo are in the bottom toolbar only, not twice.
    const undos = [...container.querySelectorAll('button')].filter(
      (button) => (button.getAttribute('aria-label') ?? button.textContent) === 'Undo',
    );
    expect(undos).toHaveLength(1);
    const tools = buttonNamed(container, 'Photos & text');
    press(tools);
    expect(container.textContent).toContain('Photo tray here');
  });

  it('takes the phone layout in a narrow window, whatever the device', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === NARROW_VIEWPORT_QUERY,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    try {
      const { container } = await mountEditorScreen({
        props: { experience: 'desktop', panels: <p>Photo tray here</p> },
      });
      expect(container.querySelector('[aria-label="Editor tools"]')).not.toBeNull();
      expect(container.textContent).not.toContain('Photo tray here');
    } finally {
      window.matchMedia = original;
    }
  });

  it('declares the shipped design fonts once in the head, for the canvas and the font list', async () => {
    await mountEditorScreen();
    const sheets = [...document.head.querySelectorAll('style')].filter((style) =>
      style.textContent?.includes('@font-face'),
    );
    expect(sheets).toHaveLength(1);
    expect(sheets[0]?.textContent).toContain("font-family:'Playfair Display'");
  });

  it('in read-only mode shows the design but changes nothing', async () => {
    const { canvas, state, screenAt, container } = await mountEditorScreen({
      props: { readOnly: true },
    });
    expect(buttonNamed(container, 'Undo')).toBeUndefined();
    const from = screenAt(100, 470);
    pointer(canvas, 'pointerdown', from);
    pointer(canvas, 'pointermove', { x: from.x + 50, y: from.y });
    pointer(canvas, 'pointerup', { x: from.x + 50, y: from.y });
    expect(state().selection).toEqual(['page-1-caption']);
    key(document.body, 'Delete');
    expect(state().doc.elements['page-1-caption']).toMatchObject({ x: 18, text: 'Page 1' });
    expect(container.querySelector('[data-handle]')).toBeNull();
  });

  it('sizes the name field to the whole name, between 12 and 40 characters', () => {
    expect(titleFieldSize('Classic Typography Photo Book')).toBe(30);
    expect(titleFieldSize('Cards')).toBe(12);
    expect(titleFieldSize('x'.repeat(120))).toBe(40);
  });

  it('renames the project from the top bar, Enter to keep, Escape to drop', async () => {
    const names: string[] = [];
    const { container } = await mountEditorScreen({
      props: { onRename: (title) => names.push(title) },
    });
    const field = container.querySelector<HTMLInputElement>('input[aria-label="Project name"]')!;
    expect(field.value).toBe('Our summer');
    // Wide enough for the whole name (an input is 20 characters unless told).
    expect(field.size).toBe(titleFieldSize('Our summer'));
    const type = (value: string) =>
      act(() => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
          field,
          value,
        );
        field.dispatchEvent(new Event('input', { bubbles: true }));
      });
    type('  Summer 2026 ');
    key(field, 'Enter');
    expect(names).toEqual(['Summer 2026']);
    type('Scrap this');
    key(field, 'Escape');
    expect(field.value).toBe('Our summer');
    expect(names).toEqual(['Summer 2026']);
  });
});
