import * as Y from 'yjs';
import type { LocalProject } from '../engine/saving/localProject';
import { INITIAL_SAVE_STATE } from '../engine/saving/saveState';
import type { ProjectSync } from '../engine/saving/syncClient';

/**
 * A project held in memory only: a preview, or someone else's published design, which this device
 * neither keeps nor sends. Edits are refused by the read-only screen, so nothing is lost.
 */
export function memoryProject(clientId: string, ydoc: Y.Doc = new Y.Doc()): LocalProject {
  return {
    clientId,
    ydoc,
    flushed: () => Promise.resolve(),
    close: async () => ydoc.destroy(),
  };
}

/** The save state of a project nobody saves: always as the server has it. */
export const nothingToSave: ProjectSync = {
  subscribe: () => () => {},
  getSnapshot: () => INITIAL_SAVE_STATE,
  syncNow: () => Promise.resolve(),
  destroy: () => {},
};
