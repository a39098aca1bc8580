import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import * as Y from 'yjs';
import type { ProjectDocument } from '../../../../shared/project/document';
import { docToY } from '../../../../shared/project/yjs/binding';
import type { PhotoResolver } from '../../../../shared/render/context';
import { createEditorEngine, type EditorEngine } from '../../engine/editorEngine';
import { INITIAL_SAVE_STATE, type SaveState } from '../../engine/saving/saveState';
import { sampleBook } from '../../engine/testing/sampleBook';
import { toScreen } from '../../engine/viewport';
import { EditorScreen } from '../EditorScreen';
import type { EditorScreenProps } from '../editorScreenProps';
import { PHOTO_DRAG_TYPE } from '../photoDrag';

// React only checks act() use when this flag is set (as testing libraries do).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A save store the test drives by hand, shaped as the sync client's. */
export function manualSave() {
  let state: SaveState = INITIAL_SAVE_STATE;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    syncNow: async () => {},
    set(next: SaveState) {
      state = next;
      for (const listener of listeners) listener();
    },
  };
}

/** Every sample photo is 3000×2000 pixels unless the test says otherwise. */
export const bigPhotos: PhotoResolver = (id) => ({
  url: `https://photos.test/${id}.jpg`,
  width: 3000,
  height: 2000,
});

const mounted: { root: Root; container: HTMLElement; engine: EditorEngine }[] = [];

/**
 * Mounts the editor's screen on a real engine over a real Y.Doc of the sample book (a cover and
 * `pages` pages of two photo slots and a caption), opened at page 1.
 */
export async function mountEditorScreen(
  options: { doc?: ProjectDocument; props?: Partial<EditorScreenProps> } = {},
) {
  const ydoc = new Y.Doc();
  docToY(options.doc ?? sampleBook(4, 2), ydoc);
  let n = 0;
  const engine = createEditorEngine({ ydoc, newId: () => `new${n++}` });
  engine.setActiveSurface('page-1');
  const save = manualSave();
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <EditorScreen
        engine={engine}
        save={save}
        photos={bigPhotos}
        title="Our summer"
        experience="desktop"
        {...options.props}
      />,
    );
  });
  mounted.push({ root, container, engine });
  const state = () => engine.getSnapshot();
  /** Where a surface point of the open page is on screen (the canvas sits at 0,0 in tests). */
  const screenAt = (x: number, y: number) => toScreen(state().viewport, { x, y });
  const canvas = container.querySelector<HTMLElement>('[data-testid="editor-canvas"]')!;
  return { engine, ydoc, save, container, canvas, state, screenAt };
}

export function unmountEditorScreens() {
  for (const { root, container, engine } of mounted.splice(0)) {
    act(() => root.unmount());
    container.remove();
    engine.destroy();
  }
}

/** A pointer event as a mouse or finger makes it, at a screen point. */
export function pointer(
  target: Element,
  type: 'pointerdown' | 'pointermove' | 'pointerup',
  at: { x: number; y: number },
  init: PointerEventInit = {},
) {
  act(() => {
    target.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        clientX: at.x,
        clientY: at.y,
        pointerId: 1,
        pointerType: 'mouse',
        button: 0,
        isPrimary: true,
        ...init,
      }),
    );
  });
}

export function key(target: EventTarget, keyName: string, init: KeyboardEventInit = {}) {
  act(() => {
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key: keyName, bubbles: true, cancelable: true, ...init }),
    );
  });
}

export const buttonNamed = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll<HTMLElement>('button')].find(
    (button) => (button.getAttribute('aria-label') ?? button.textContent?.trim()) === name,
  );

export function press(element: HTMLElement | undefined) {
  if (!element) throw new Error('nothing to press');
  act(() => element.click());
}

export function typeInto(field: HTMLTextAreaElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(
      field,
      value,
    );
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function doubleClick(target: Element, at: { x: number; y: number }) {
  act(() => {
    target.dispatchEvent(
      new MouseEvent('dblclick', { bubbles: true, clientX: at.x, clientY: at.y }),
    );
  });
}

export function dropPhoto(target: Element, photoId: string, at: { x: number; y: number }) {
  const data = new Map([[PHOTO_DRAG_TYPE, photoId]]);
  const transfer = {
    types: [...data.keys()],
    getData: (type: string) => data.get(type) ?? '',
    dropEffect: 'none',
  };
  for (const type of ['dragover', 'drop']) {
    const event = new Event(type, { bubbles: true, cancelable: true });
    Object.assign(event, { clientX: at.x, clientY: at.y, dataTransfer: transfer });
    act(() => target.dispatchEvent(event));
  }
}
