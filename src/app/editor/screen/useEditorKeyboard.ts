import { useEffect } from 'react';
import type { EditorEngine } from '../engine/editorEngine';
import { editorMayTakeKey } from './keyTarget';
import { isApplePlatform } from './platform';

/**
 * The editor's shortcuts, window-wide while the editor is open: undo/redo, delete, nudge,
 * copy/cut/paste, duplicate, select all, zoom, Escape. Keys meant for a focused field or widget
 * stay with it; `onEscape` lets the screen leave crop mode first.
 */
export function useEditorKeyboard(options: {
  engine: EditorEngine;
  readOnly: boolean;
  editingText: boolean;
  onEscape?: () => boolean;
}) {
  const { engine, readOnly, editingText, onEscape } = options;
  useEffect(() => {
    const mac = isApplePlatform();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (!editorMayTakeKey(event.target, event.key)) return;
      if (event.key === 'Escape' && onEscape?.()) {
        event.preventDefault();
        return;
      }
      if (readOnly && !isViewKey(event)) return;
      if (engine.handleKey(event, { mac, editingText })) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [engine, readOnly, editingText, onEscape]);
}

/** Keys that change nothing in the document: zoom, copy, Escape. A read-only editor takes these. */
function isViewKey(event: KeyboardEvent): boolean {
  const command = event.ctrlKey || event.metaKey;
  return event.key === 'Escape' || (command && ['=', '+', '-', '0', 'c', 'C'].includes(event.key));
}
