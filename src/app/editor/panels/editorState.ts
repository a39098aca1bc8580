import { useSyncExternalStore } from 'react';
import type { ElementOf, ElementType } from '../../../shared/project/elements';
import type { Surface } from '../../../shared/project/surface';
import type { EditorEngine, EditorState } from '../engine/editorEngine';

/** The engine's state, re-rendered on every change; the server render reads the same snapshot. */
export function useEditorState(engine: EditorEngine): EditorState {
  return useSyncExternalStore(engine.subscribe, engine.getSnapshot, engine.getSnapshot);
}

/** The selected elements of one type, from the committed document, in selection order. */
export function selectedOfType<T extends ElementType>(
  state: Pick<EditorState, 'doc' | 'selection'>,
  type: T,
): ElementOf<T>[] {
  return state.selection.flatMap((id) => {
    const element = state.doc.elements[id];
    return element?.type === type ? [element as ElementOf<T>] : [];
  });
}

export function activeSurfaceOf(
  state: Pick<EditorState, 'doc' | 'activeSurfaceId'>,
): Surface | undefined {
  return state.activeSurfaceId ? state.doc.surfaces[state.activeSurfaceId] : undefined;
}
