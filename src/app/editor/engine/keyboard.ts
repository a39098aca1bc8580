import type { NudgeDirection } from './commands/elements';

/** The parts of a KeyboardEvent the map reads, so it is tested without a DOM. */
export interface KeyShape {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  altKey?: boolean;
}

export type KeyAction =
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'delete' }
  | { kind: 'nudge'; direction: NudgeDirection; large: boolean }
  | { kind: 'copy' }
  | { kind: 'cut' }
  | { kind: 'paste' }
  | { kind: 'duplicate' }
  | { kind: 'selectAll' }
  | { kind: 'escape' }
  | { kind: 'zoomIn' }
  | { kind: 'zoomOut' }
  | { kind: 'zoomFit' };

const ARROWS: Record<string, NudgeDirection> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/**
 * The editor's shortcuts. The command key is Cmd on a Mac and Ctrl elsewhere; while the customer
 * types in a text box only Escape belongs to the editor, the rest to the text.
 */
export function keyToAction(
  event: KeyShape,
  context: { mac: boolean; editingText?: boolean },
): KeyAction | undefined {
  if (event.key === 'Escape') return { kind: 'escape' };
  if (context.editingText) return undefined;
  const command = context.mac ? event.metaKey : event.ctrlKey;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (command && !event.altKey) {
    if (key === 'z') return event.shiftKey ? { kind: 'redo' } : { kind: 'undo' };
    if (key === 'y' && !event.shiftKey) return { kind: 'redo' };
    if (key === 'c') return { kind: 'copy' };
    if (key === 'x') return { kind: 'cut' };
    if (key === 'v') return { kind: 'paste' };
    if (key === 'd') return { kind: 'duplicate' };
    if (key === 'a') return { kind: 'selectAll' };
    if (key === '=' || key === '+') return { kind: 'zoomIn' };
    if (key === '-') return { kind: 'zoomOut' };
    if (key === '0') return { kind: 'zoomFit' };
    return undefined;
  }
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined;
  if (key === 'Delete' || key === 'Backspace') return { kind: 'delete' };
  const direction = ARROWS[key];
  if (direction) return { kind: 'nudge', direction, large: Boolean(event.shiftKey) };
  return undefined;
}
