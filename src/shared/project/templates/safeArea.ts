import type { Rect } from '../geometry';

/*
 * Keeping a template's must-not-be-cut elements (words, ornaments, inset photos) inside a safe
 * rectangle. Where the safe rectangle is the plain inset these change nothing: a template's
 * margins already lie inside it, so only a trim that narrows the safe area (a crest) moves a design.
 */

/** The part of `rect` inside `safe` (an empty rect where they do not meet). */
export function within(rect: Rect, safe: Rect): Rect {
  const x = Math.max(rect.x, safe.x);
  const y = Math.max(rect.y, safe.y);
  const right = Math.min(rect.x + rect.width, safe.x + safe.width);
  const bottom = Math.min(rect.y + rect.height, safe.y + safe.height);
  return { x, y, width: Math.max(0, right - x), height: Math.max(0, bottom - y) };
}

/**
 * `rect` moved (not resized) the least way to lie inside `safe`, so a mark keeps its proportions;
 * shrunk to `safe` only where it is larger.
 */
export function fitInside(rect: Rect, safe: Rect): Rect {
  const width = Math.min(rect.width, safe.width);
  const height = Math.min(rect.height, safe.height);
  const x = Math.min(Math.max(rect.x, safe.x), safe.x + safe.width - width);
  const y = Math.min(Math.max(rect.y, safe.y), safe.y + safe.height - height);
  return { x, y, width, height };
}
