/*
 * Which keys the editor's window-wide shortcuts may take from the focused element: none from a
 * text field (the words are the customer's), no arrows from a widget that moves its own focus
 * with them (a list, the page strip, a slider), and no Delete from the page strip, whose items
 * are pages, not elements.
 */

const TEXT_ENTRY = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';
const ARROW_WIDGETS =
  '[role="listbox"], [role="grid"], [role="slider"], [role="toolbar"], [role="radiogroup"], [role="tablist"], [role="menu"]';
const NAVIGATION_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

export function editorMayTakeKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return true;
  if (target.closest(TEXT_ENTRY)) return false;
  if (NAVIGATION_KEYS.has(key) && target.closest(ARROW_WIDGETS)) return false;
  if ((key === 'Delete' || key === 'Backspace') && target.closest('[role="grid"]')) return false;
  return true;
}
