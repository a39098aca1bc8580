import * as Y from 'yjs';
import { yRoots } from '../../../shared/project/yjs/binding';

/** The origin of this editor's own transactions; nothing else is undone. */
export const LOCAL_ORIGIN = Symbol('editor-local');

/**
 * Edits of one kind in quick succession (typing into one text box) undo as one step; anything
 * else starts a new one. A drag is one step by construction: it writes once, when it ends.
 */
export const CAPTURE_TIMEOUT_MS = 600;

export interface History {
  undo(): boolean;
  redo(): boolean;
  canUndo(): boolean;
  canRedo(): boolean;
  /** Called before each local write: a write with another key (or none) starts a new step. */
  beforeWrite(mergeKey?: string): void;
  onChange(listener: () => void): () => void;
  destroy(): void;
}

export function createHistory(ydoc: Y.Doc): History {
  const roots = yRoots(ydoc);
  const manager = new Y.UndoManager(
    [roots.meta, roots.lists, roots.surfaces, roots.elements, roots.order],
    {
      trackedOrigins: new Set([LOCAL_ORIGIN]),
      captureTimeout: CAPTURE_TIMEOUT_MS,
    },
  );
  let lastKey: string | undefined;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  for (const event of ['stack-item-added', 'stack-item-popped', 'stack-cleared'] as const)
    manager.on(event, notify);
  return {
    undo: () => {
      lastKey = undefined;
      return manager.undo() !== null;
    },
    redo: () => {
      lastKey = undefined;
      return manager.redo() !== null;
    },
    canUndo: () => manager.canUndo(),
    canRedo: () => manager.canRedo(),
    beforeWrite(mergeKey) {
      if (!mergeKey || mergeKey !== lastKey) manager.stopCapturing();
      lastKey = mergeKey;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy: () => manager.destroy(),
  };
}
