import * as Y from 'yjs';

/*
 * The lists among a project's options (an envelope's recipients, a calendar's personal dates, a
 * print order's prints, a reel's photos) each live in a Y.Array of their own, beside the rest of
 * the options, which stay one plain value in the meta map. As one value, two devices adding a
 * recipient each at once kept only one of them (the last writer's list); as Y.Arrays, concurrent
 * adds and removes merge. An item is plain JSON, written by the changed middle of its list.
 *
 * Documents stored before this kept their lists inside the options value: a list with no Y.Array
 * yet is read from there, and the next write moves it.
 */

type Plain = Record<string, unknown>;

/** Where each list sits in the options, as a path, and its key in the lists map. */
export const OPTION_LISTS = [
  ['envelope', 'recipients'],
  ['personalDates'],
  ['prints'],
  ['reel', 'items'],
] as const;

export const OPTION_LISTS_ROOT = 'optionLists';

const keyOf = (path: readonly string[]) => path.join('.');

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object holding the list's field, when the options have it. */
function parentOf(options: Plain, path: readonly string[]): Plain | undefined {
  let at: unknown = options;
  for (const key of path.slice(0, -1)) at = isPlain(at) ? at[key] : undefined;
  return isPlain(at) ? at : undefined;
}

function equalJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Rewrites a Y.Array of JSON items to `next` by its changed middle, so inserts elsewhere survive. */
function syncItems(array: Y.Array<unknown>, next: readonly unknown[]) {
  const current = array.toArray();
  let start = 0;
  while (start < current.length && start < next.length && equalJson(current[start], next[start]))
    start++;
  let endC = current.length;
  let endN = next.length;
  while (endC > start && endN > start && equalJson(current[endC - 1], next[endN - 1])) {
    endC--;
    endN--;
  }
  if (endC > start) array.delete(start, endC - start);
  if (endN > start) array.insert(start, structuredClone(next.slice(start, endN)));
}

/** The options as the document holds them: the plain value with each list from its Y.Array. */
export function readOptions(meta: Y.Map<unknown>, lists: Y.Map<Y.Array<unknown>>): unknown {
  const stored = meta.get('options');
  if (!isPlain(stored) || lists.size === 0) return stored;
  const options = structuredClone(stored);
  for (const path of OPTION_LISTS) {
    const array = lists.get(keyOf(path));
    const parent = parentOf(options, path);
    if (array instanceof Y.Array && parent) parent[path[path.length - 1]!] = array.toArray();
  }
  return options;
}

/** Writes `next` options: lists into their Y.Arrays, the rest as one value (in the caller's transaction). */
export function writeOptions(
  meta: Y.Map<unknown>,
  lists: Y.Map<Y.Array<unknown>>,
  next: unknown,
): void {
  let rest = next;
  if (isPlain(next)) {
    rest = structuredClone(next);
    for (const path of OPTION_LISTS) {
      const key = keyOf(path);
      const parent = parentOf(rest as Plain, path);
      const field = path[path.length - 1]!;
      const items = parent?.[field];
      if (!parent || !Array.isArray(items)) {
        if (lists.has(key)) lists.delete(key);
        continue;
      }
      let array = lists.get(key);
      if (!(array instanceof Y.Array)) {
        array = new Y.Array<unknown>();
        lists.set(key, array);
      }
      syncItems(array, items);
      // The value keeps an empty list in the list's place, so a reader that ignores the lists
      // (or this code before them) still sees a valid document.
      parent[field] = [];
    }
  }
  if (!equalJson(meta.get('options'), rest)) meta.set('options', rest);
}
