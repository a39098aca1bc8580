/**
 * The editor engine: plain TypeScript, no React. The views render `getSnapshot()` and call the
 * methods below; nothing else holds editor state.
 *
 *   const engine = createEditorEngine({ ydoc });            // ydoc from openLocalProject()
 *   const state = useSyncExternalStore(engine.subscribe, engine.getSnapshot);
 *   state.view            // the document to draw: the committed one with a drag in progress applied
 *   state.doc             // the committed document (what the Y.Doc holds)
 *   state.selection       // selected element ids; state.activeSurfaceId; state.viewport
 *   state.guides          // snapping guides to draw while dragging
 *   state.canUndo / canRedo
 *
 * Changes are named commands (commands/registry.ts), passed as data:
 *   engine.dispatch({ name: 'setText', args: { id, text } }, { mergeKey: `text:${id}` });
 * A dispatch runs the pure command on the document and writes only the records it changed (found
 * by identity) to the Y.Doc in one transaction with the engine's local origin; undo() and redo() step through those writes
 * only, never a collaborator's or a sync's. Same-mergeKey writes in quick succession are one step.
 *
 * A drag: beginDrag(ids) on pointer down; dragTo(dx, dy) on each move (points, snapped, nothing
 * written); endDrag() writes one moveElements (one undo step); cancelDrag() on Escape. The same
 * holds for any live gesture through preview(call) / commitPreview() / cancelPreview() (a crop
 * pan, a resize, a rotation).
 *
 * Selection: select(ids), selectAt(surfacePoint), selectInRect(rect), clearSelection().
 * View: setActiveSurface(id), setViewportSize(w, h), fit(), zoomBy(factor, screenPoint), panBy().
 * Keyboard: handleKey(event, { mac, editingText }) → true when the editor used the key.
 * Saving lives beside the engine (saving/localProject.ts, saving/saveState.ts, saving/syncClient.ts):
 * the save state is the sync client's own store with the same subscribe/getSnapshot pair.
 */
import type * as Y from 'yjs';
import type { ProjectDocument } from '../../../shared/project/document';
import type { Element } from '../../../shared/project/elements';
import type { Point, Rect } from '../../../shared/project/geometry';
import { NewerDocumentError } from '../../../shared/project/migrations/migrate';
import { bleedRect } from '../../../shared/project/surface';
import { applyDocToY } from '../../../shared/project/yjs/binding';
import {
  MIGRATION_ORIGIN,
  migrateYDoc,
  storedSchemaVersion,
} from '../../../shared/project/yjs/documentVersion';
import { createDocReader } from '../../../shared/project/yjs/incrementalRead';
import { copyElements } from './commands/elements';
import { numberPages } from './commands/pages';
import { type CommandCall, runCommand } from './commands/registry';
import { createHistory, LOCAL_ORIGIN } from './history';
import { elementsInRect, hitTest } from './hitTest';
import { type KeyShape, keyToAction } from './keyboard';
import { type Guide, snapMove } from './snapping';
import { fitTo, panBy, type Viewport, ZOOM_STEP, zoomAround } from './viewport';

export interface EditorState {
  doc: ProjectDocument;
  view: ProjectDocument;
  selection: readonly string[];
  activeSurfaceId: string | undefined;
  viewport: Viewport;
  guides: readonly Guide[];
  /** A gesture in progress: its command is applied to `view` only. */
  preview: CommandCall | undefined;
  canUndo: boolean;
  canRedo: boolean;
  /**
   * A newer shop wrote the design since it opened here: the last design this code could read
   * shows, and nothing more is written until the page reloads into the newer shop.
   */
  outdated: boolean;
}

export interface EditorEngine {
  subscribe(listener: () => void): () => void;
  getSnapshot(): EditorState;
  dispatch(call: CommandCall, options?: { mergeKey?: string }): boolean;
  undo(): void;
  redo(): void;
  preview(call: CommandCall): void;
  commitPreview(): void;
  cancelPreview(): void;
  beginDrag(ids?: readonly string[]): void;
  dragTo(dx: number, dy: number): void;
  endDrag(): void;
  cancelDrag(): void;
  select(ids: readonly string[]): void;
  selectAt(point: Point): string | undefined;
  selectInRect(rect: Rect): void;
  clearSelection(): void;
  setActiveSurface(id: string): void;
  setViewportSize(width: number, height: number): void;
  fit(): void;
  zoomBy(factor: number, screen?: Point): void;
  panBy(dx: number, dy: number): void;
  copy(): void;
  paste(): void;
  handleKey(event: KeyShape, context: { mac: boolean; editingText?: boolean }): boolean;
  destroy(): void;
}

/** The origin of the engine's own repairs of merged documents: saved and synced, never undone. */
export const REPAIR_ORIGIN = Symbol('editor-repair');

export function createEditorEngine(options: {
  ydoc: Y.Doc;
  /** A change from elsewhere left the design unreadable for now (the last readable one shows). */
  onUnreadable?: (error: unknown) => void;
  viewport?: Partial<Viewport>;
  newId?: () => string;
}): EditorEngine {
  const { ydoc } = options;
  // A design of an older version is written back in the current one before anything reads it;
  // one of a newer version throws NewerDocumentError from the read below, for the page to say so.
  migrateYDoc(ydoc);
  const history = createHistory(ydoc);
  const listeners = new Set<() => void>();
  let clipboard: Element[] = [];
  let drag: { ids: readonly string[] } | undefined;
  // The document is read once; afterwards only the records each transaction touched.
  const reader = createDocReader(ydoc);
  const doc = reader.doc;
  let state: EditorState = {
    doc,
    view: doc,
    selection: [],
    activeSurfaceId: doc.surfaceOrder[0],
    viewport: { zoom: 1, x: 0, y: 0, width: 800, height: 600, ...options.viewport },
    guides: [],
    preview: undefined,
    canUndo: false,
    canRedo: false,
    outdated: false,
  };

  function set(patch: Partial<EditorState>) {
    const next = { ...state, ...patch };
    if (patch.doc && !('view' in patch))
      next.view = next.preview ? runCommand(next.doc, next.preview) : next.doc;
    if (patch.doc) {
      next.selection = next.selection.filter((id) => next.doc.elements[id]);
      if (!next.activeSurfaceId || !next.doc.surfaces[next.activeSurfaceId])
        next.activeSurfaceId = next.doc.surfaceOrder[0];
    }
    state = next;
    for (const listener of listeners) listener();
  }

  // Anything not written by dispatch (undo, redo, a sync, a collaborator) is read back, by the
  // records it touched.
  const onTransaction = (transaction: Y.Transaction) => {
    if (transaction.origin === LOCAL_ORIGIN || transaction.changed.size === 0) return;
    if (state.outdated) return;
    let next: ProjectDocument;
    try {
      next = reader.read(transaction);
    } catch (error) {
      if (error instanceof NewerDocumentError) {
        set({ outdated: true, preview: undefined, view: state.doc, guides: [] });
        return;
      }
      // A change from elsewhere left a record unreadable (it came before one it builds on): the
      // editor goes on showing the last readable design, and reads it all again at the next
      // change, once what was missing has come. Thrown here, it would stop Yjs's other handlers.
      options.onUnreadable?.(error);
      return;
    }
    if (next === state.doc) return;
    // Order, a page record or the options touched: the numbering may no longer hold. Pages
    // added or removed on two devices and merged here (or a label another device wrote winning
    // over this one's order) leave labels, page count and spine as each numbered them alone:
    // every device writes the same numbering, once, as a repair (not an undo step of this
    // person's). A text or photo change cannot need it.
    const pagesTouched =
      next.surfaceOrder !== state.doc.surfaceOrder ||
      next.surfaces !== state.doc.surfaces ||
      next.options !== state.doc.options;
    const numbered = pagesTouched ? numberPages(next) : next;
    if (next.schemaVersion !== storedSchemaVersion(ydoc)) {
      // The change brought an older design in (an empty copy filled from elsewhere): it is
      // written back in the current version, as on opening.
      applyDocToY(ydoc, numbered, MIGRATION_ORIGIN);
      reader.wrote(numbered);
    } else if (numbered !== next) {
      applyDocToY(ydoc, numbered, REPAIR_ORIGIN, next);
      reader.wrote(numbered);
    }
    set({ doc: numbered });
  };
  ydoc.on('afterTransaction', onTransaction);
  const offHistory = history.onChange(() =>
    set({ canUndo: history.canUndo(), canRedo: history.canRedo() }),
  );

  function dispatch(call: CommandCall, opts?: { mergeKey?: string }): boolean {
    if (state.outdated) return false;
    const next = runCommand(state.doc, call);
    if (next === state.doc) return false;
    history.beforeWrite(opts?.mergeKey);
    applyDocToY(ydoc, next, LOCAL_ORIGIN, reader.doc);
    reader.wrote(next);
    set({ doc: next });
    return true;
  }

  const withId = <C extends CommandCall>(call: C): C =>
    options.newId ? ({ ...call, args: { ...call.args, newId: options.newId } } as C) : call;

  const surfaceArea = () => {
    const surface = state.activeSurfaceId ? state.doc.surfaces[state.activeSurfaceId] : undefined;
    return surface ? bleedRect(surface) : undefined;
  };

  const engine: EditorEngine = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    dispatch: (call, opts) => dispatch(withId(call), opts),
    undo: () => void (state.outdated || history.undo()),
    redo: () => void (state.outdated || history.redo()),
    preview(call) {
      set({ preview: call, view: runCommand(state.doc, call) });
    },
    commitPreview() {
      const call = state.preview;
      set({ preview: undefined, view: state.doc, guides: [] });
      if (call) dispatch(withId(call));
    },
    cancelPreview() {
      set({ preview: undefined, view: state.doc, guides: [] });
    },
    beginDrag(ids = state.selection) {
      drag = { ids: ids.filter((id) => !state.doc.elements[id]?.locked) };
    },
    dragTo(dx, dy) {
      if (!drag || !state.activeSurfaceId) return;
      const snapped = snapMove(state.doc, {
        surfaceId: state.activeSurfaceId,
        ids: drag.ids,
        dx,
        dy,
        zoom: state.viewport.zoom,
      });
      const call: CommandCall = {
        name: 'moveElements',
        args: { ids: drag.ids, dx: snapped.dx, dy: snapped.dy },
      };
      set({ preview: call, view: runCommand(state.doc, call), guides: snapped.guides });
    },
    endDrag() {
      drag = undefined;
      engine.commitPreview();
    },
    cancelDrag() {
      drag = undefined;
      engine.cancelPreview();
    },
    select: (ids) => set({ selection: ids.filter((id) => state.doc.elements[id]) }),
    selectAt(point) {
      const id = state.activeSurfaceId
        ? hitTest(state.doc, state.activeSurfaceId, point)
        : undefined;
      set({ selection: id ? [id] : [] });
      return id;
    },
    selectInRect(rect) {
      if (state.activeSurfaceId)
        set({ selection: elementsInRect(state.doc, state.activeSurfaceId, rect) });
    },
    clearSelection: () => set({ selection: [] }),
    setActiveSurface(id) {
      if (state.doc.surfaces[id]) set({ activeSurfaceId: id, selection: [] });
    },
    setViewportSize: (width, height) => set({ viewport: { ...state.viewport, width, height } }),
    fit() {
      const area = surfaceArea();
      if (area) set({ viewport: fitTo(state.viewport, area) });
    },
    zoomBy(factor, screen) {
      const at = screen ?? { x: state.viewport.width / 2, y: state.viewport.height / 2 };
      set({ viewport: zoomAround(state.viewport, factor, at) });
    },
    panBy: (dx, dy) => set({ viewport: panBy(state.viewport, dx, dy) }),
    copy() {
      clipboard = copyElements(state.doc, state.selection);
    },
    paste() {
      if (!state.activeSurfaceId || clipboard.length === 0) return;
      const before = new Set(Object.keys(state.doc.elements));
      dispatch(
        withId({
          name: 'pasteElements',
          args: { surfaceId: state.activeSurfaceId, elements: clipboard, offset: 18 },
        }),
      );
      set({ selection: Object.keys(state.doc.elements).filter((id) => !before.has(id)) });
    },
    handleKey(event, context) {
      const action = keyToAction(event, context);
      if (!action) return false;
      const ids = state.selection;
      switch (action.kind) {
        case 'undo':
          engine.undo();
          break;
        case 'redo':
          engine.redo();
          break;
        case 'delete':
          dispatch({ name: 'deleteElements', args: { ids } });
          break;
        case 'nudge':
          dispatch({
            name: 'nudge',
            args: { ids, direction: action.direction, large: action.large },
          });
          break;
        case 'copy':
          engine.copy();
          break;
        case 'cut':
          engine.copy();
          dispatch({ name: 'deleteElements', args: { ids } });
          break;
        case 'paste':
          engine.paste();
          break;
        case 'duplicate': {
          const before = new Set(Object.keys(state.doc.elements));
          dispatch(withId({ name: 'duplicateElements', args: { ids } }));
          set({ selection: Object.keys(state.doc.elements).filter((id) => !before.has(id)) });
          break;
        }
        case 'selectAll': {
          const surface = state.activeSurfaceId
            ? state.doc.surfaces[state.activeSurfaceId]
            : undefined;
          set({
            selection: (surface?.elementIds ?? []).filter(
              (id) => state.doc.elements[id]?.type !== 'background',
            ),
          });
          break;
        }
        case 'escape':
          if (state.preview) engine.cancelDrag();
          else set({ selection: [] });
          break;
        case 'zoomIn':
          engine.zoomBy(ZOOM_STEP);
          break;
        case 'zoomOut':
          engine.zoomBy(1 / ZOOM_STEP);
          break;
        case 'zoomFit':
          engine.fit();
          break;
      }
      return true;
    },
    destroy() {
      ydoc.off('afterTransaction', onTransaction);
      offHistory();
      history.destroy();
      listeners.clear();
    },
  };
  return engine;
}
