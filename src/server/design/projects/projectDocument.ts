import * as Y from 'yjs';

/*
 * The server's view of a project's design: opaque Yjs bytes. It never reads the document's
 * fields; it checks that an update is one, merges updates, and answers what a client lacks.
 */

/** An empty document as an update: what a project with no design yet answers. */
export const EMPTY_UPDATE: Uint8Array = Y.encodeStateAsUpdate(new Y.Doc());

/**
 * Whether the bytes are a Yjs update: applied to a throwaway document, which throws on garbage.
 * An update may depend on others the server has not seen yet (it waits as pending); that is valid.
 */
export function isYjsUpdate(update: Uint8Array): boolean {
  if (update.byteLength < 2) return false;
  const doc = new Y.Doc();
  try {
    Y.applyUpdate(doc, update);
    return true;
  } catch {
    return false;
  } finally {
    doc.destroy();
  }
}

/** Whether the bytes are a state vector (what a client sends to ask for what it lacks). */
export function isStateVector(bytes: Uint8Array): boolean {
  try {
    Y.decodeStateVector(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The stored snapshot and the updates after it, merged into one update. */
export function mergeStored(snapshot: Uint8Array | undefined, updates: Uint8Array[]): Uint8Array {
  const parts = snapshot ? [snapshot, ...updates] : updates;
  if (parts.length === 0) return EMPTY_UPDATE;
  return parts.length === 1 ? parts[0]! : Y.mergeUpdates(parts);
}

/** What a client with `stateVector` lacks of `merged`, and the server's own state vector. */
export function answerPull(
  merged: Uint8Array,
  stateVector: Uint8Array | undefined,
): { update: Uint8Array; stateVector: Uint8Array } {
  return {
    update: stateVector ? Y.diffUpdate(merged, stateVector) : merged,
    stateVector: Y.encodeStateVectorFromUpdate(merged),
  };
}

/**
 * Folds updates into a snapshot through a real document, so deleted content is garbage-collected
 * and the snapshot stays near the size of the live design rather than of its history.
 */
export function compact(
  snapshot: Uint8Array | undefined,
  updates: Uint8Array[],
): { state: Uint8Array; stateVector: Uint8Array } {
  const doc = new Y.Doc();
  try {
    if (snapshot) Y.applyUpdate(doc, snapshot);
    for (const update of updates) Y.applyUpdate(doc, update);
    return { state: Y.encodeStateAsUpdate(doc), stateVector: Y.encodeStateVector(doc) };
  } finally {
    doc.destroy();
  }
}
