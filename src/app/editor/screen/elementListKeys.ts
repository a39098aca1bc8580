/*
 * The keys that step through the element list (ElementList.tsx). Plain arrows nudge the selected
 * element, so stepping takes Alt (Option on a Mac) with Down/Right for the next element and
 * Up/Left for the previous, and Home/End for the first and last; the ends do not wrap, so a
 * screen reader user hears where the list stops.
 */
export interface StepKey {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
}

/** The index focus goes to, or undefined when the key is not the list's. */
export function elementListStep(event: StepKey, index: number, count: number): number | undefined {
  if (count === 0 || event.ctrlKey || event.metaKey || event.shiftKey) return undefined;
  if (event.altKey) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowRight')
      return Math.min(index + 1, count - 1);
    if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') return Math.max(index - 1, 0);
    return undefined;
  }
  if (event.key === 'Home') return 0;
  if (event.key === 'End') return count - 1;
  return undefined;
}
