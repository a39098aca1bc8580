import type * as Y from 'yjs';

/**
 * Whether a Y.Doc holds updates it could not apply yet: an update that arrived before one it
 * builds on waits, unapplied, until that one comes (its deletions of known records may already
 * show). Such a copy is not in step with the server, whatever it last synced.
 */
export function hasUnapplied(ydoc: Y.Doc): boolean {
  return ydoc.store.pendingStructs !== null || ydoc.store.pendingDs !== null;
}
