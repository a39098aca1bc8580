import { act, type ReactNode } from 'react';
import * as Y from 'yjs';
import type { ProjectDocument } from '../../../../shared/project/document';
import { docToY } from '../../../../shared/project/yjs/binding';
import { renderInRouter } from '../../../testing/renderInRouter';
import { createEditorEngine, type EditorEngine } from '../../engine/editorEngine';
import { sampleBook } from '../../engine/testing/sampleBook';
import type { TrayPhoto, UseTrayPhotos } from '../trayPhotos';

/**
 * A real engine on a real document for panel tests: the sample book's first two pages, with
 * page 1's second slot emptied so a tray photo has somewhere to go.
 */
export function panelEngine(change?: (doc: ProjectDocument) => void): EditorEngine {
  const doc = sampleBook(2, 2);
  const slot = doc.elements['page-1-slot-1'];
  if (slot?.type === 'photoSlot') delete slot.photoId;
  change?.(doc);
  const ydoc = new Y.Doc();
  docToY(doc, ydoc);
  let n = 0;
  const engine = createEditorEngine({ ydoc, newId: () => `new${n++}` });
  engine.setActiveSurface('page-1');
  return engine;
}

export function trayPhoto(id: number, name = `Photo ${id}`, albumIds: number[] = []) {
  return {
    photo: { id, name, width: 3000, height: 2000, thumbnailReady: false } satisfies TrayPhoto,
    albumIds,
  };
}

/** A tray source over a fixed list, in the order given, filtered as the library would. */
export function listTraySource(list: ReturnType<typeof trayPhoto>[]): UseTrayPhotos {
  return (_ownerId, query) => {
    const matching = list.filter(
      (entry) =>
        entry.photo.name.toLowerCase().includes(query.text.toLowerCase()) &&
        (query.albumId === undefined || entry.albumIds.includes(query.albumId)),
    );
    return {
      status: 'ready',
      total: matching.length,
      photoIdAt: (position) => matching[position]?.photo.id,
      photo: (id) => list.find((entry) => entry.photo.id === id)?.photo,
      albums: [{ id: 7, name: 'Summer' }],
      uploader: null,
    };
  };
}

export async function render(ui: ReactNode) {
  return renderInRouter(ui, { url: '/editor' });
}

/** A press as a screen reader or keyboard makes it (react-aria treats a detail-0 click so). */
export async function press(element: Element | null | undefined) {
  if (!element) throw new Error('nothing to press');
  await act(async () => (element as HTMLElement).click());
}

export async function key(element: Element | null | undefined, name: string) {
  if (!element) throw new Error('nothing to press a key on');
  await act(async () => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
    element.dispatchEvent(new KeyboardEvent('keyup', { key: name, bubbles: true }));
  });
}

export function byLabel(
  root: ParentNode,
  selector: string,
  label: RegExp,
): HTMLElement | undefined {
  return [...root.querySelectorAll<HTMLElement>(selector)].find((element) =>
    label.test(element.getAttribute('aria-label') ?? element.textContent ?? ''),
  );
}

/** Runs an engine call the way the screen would, inside act so the panels re-render first. */
export async function onEngine(call: () => void) {
  await act(async () => call());
}
