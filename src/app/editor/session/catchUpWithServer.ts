import * as Y from 'yjs';
import { NewerDocumentError } from '../../../shared/project/migrations/migrate';
import type { ApiClient } from '../../apiContext';
import { createEditorEngine, type EditorEngine } from '../engine/editorEngine';
import { fromBase64, toBase64 } from '../engine/saving/base64';
import type { LocalProject } from '../engine/saving/localProject';
import { SYNC_ORIGIN } from '../engine/saving/syncClient';

/**
 * The copy on this device takes in what the server has that it lacks: for a copy the editor
 * cannot read (it kept a change from elsewhere without what the change builds on, and the tab
 * closed meanwhile), so it opens whole. Best effort: offline, the copy stays as it is.
 */
export async function catchUpWithServer(
  project: LocalProject,
  api: Pick<ApiClient, 'call'>,
  projectId: number,
): Promise<void> {
  try {
    const stateVector = toBase64(Y.encodeStateVector(project.ydoc));
    const content = await api.call('my/projects/{project_id}/content', { projectId, stateVector });
    Y.applyUpdate(project.ydoc, fromBase64(content.update), SYNC_ORIGIN);
    await project.flushed();
  } catch {
    // Offline, or the server would not answer: the editor says it cannot open the copy.
  }
}

/**
 * The engine over this device's copy of a project. A copy that does not read first takes in
 * what the server has (when the project is saved there), then opens; otherwise it throws, as
 * the engine does.
 */
export async function openEngineCatchingUp(
  opened: { project: LocalProject; projectId?: number; persisted: boolean },
  api: Pick<ApiClient, 'call'>,
  onUnreadable: () => void,
): Promise<EditorEngine> {
  const open = () => createEditorEngine({ ydoc: opened.project.ydoc, onUnreadable });
  try {
    return open();
  } catch (error) {
    // A newer shop's design would not read after a catch-up either.
    if (opened.projectId === undefined || !opened.persisted || error instanceof NewerDocumentError)
      throw error;
    await catchUpWithServer(opened.project, api, opened.projectId);
    return open();
  }
}
