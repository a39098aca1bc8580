import * as Y from 'yjs';
import { judgeContribution } from '../../../shared/project/yjs/contributorRule';

/** What a contributor is told when the editor puts back a change that was not theirs to make. */
export const CONTRIBUTOR_REFUSAL =
  'As a contributor you can add photos and pages and fill empty slots, but not change the rest: that change was undone.';

/**
 * Holds a contributor's editor to what the server takes from them (shared/project/yjs/
 * contributorRule): every change made here (`localOrigin`) is judged against the design just
 * before it, and one that is not an added page, photo slot or a photo in an empty slot is undone
 * at once, before it is sent anywhere else than the server (which would refuse it anyway).
 * Plain TypeScript over the Y.Doc, so it guards every way of editing: panels, keys, the canvas.
 */
export function guardContributions(options: {
  ydoc: Y.Doc;
  localOrigin: unknown;
  /** Undoes the last change made here (the editor's own undo: it knows what it wrote). */
  undo: () => void;
  onRefused: (message: string) => void;
}): () => void {
  const { ydoc, localOrigin } = options;
  let before = Y.encodeStateAsUpdate(ydoc);
  let reverting = false;
  const onAfter = (transaction: Y.Transaction) => {
    const judged = transaction.origin === localOrigin && !reverting;
    const previous = before;
    before = Y.encodeStateAsUpdate(ydoc);
    if (!judged || transaction.changed.size === 0) return;
    const earlier = new Y.Doc();
    try {
      Y.applyUpdate(earlier, previous);
      const verdict = judgeContribution(earlier, ydoc);
      if (verdict.ok) return;
    } finally {
      earlier.destroy();
    }
    // Not inside the transaction's own handlers: the undo is a transaction of its own.
    queueMicrotask(() => {
      reverting = true;
      try {
        options.undo();
      } finally {
        reverting = false;
        before = Y.encodeStateAsUpdate(ydoc);
      }
      options.onRefused(CONTRIBUTOR_REFUSAL);
    });
  };
  ydoc.on('afterTransaction', onAfter);
  return () => ydoc.off('afterTransaction', onAfter);
}
