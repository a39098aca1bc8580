import * as Y from 'yjs';
import { type ProjectDocument, projectDocumentSchema } from '../../../shared/project/document';
import type { Element } from '../../../shared/project/elements';
import type { Surface } from '../../../shared/project/surface';

/*
 * The document in a Y.Doc, laid out as design.md says: records in maps keyed by id (one Y.Map of
 * fields per surface and element, so concurrent edits of different fields of one record merge),
 * order in arrays. This is the engine's stand-in until the document helper's binding lands in
 * src/shared/project/yjs: the engine reaches Yjs only through these three functions.
 */

type Json = unknown;

const META = 'meta';
const SURFACES = 'surfaces';
const ELEMENTS = 'elements';
const ORDER = 'surfaceOrder';

export function yRoots(ydoc: Y.Doc) {
  return {
    meta: ydoc.getMap<Json>(META),
    surfaces: ydoc.getMap<Y.Map<Json>>(SURFACES),
    elements: ydoc.getMap<Y.Map<Json>>(ELEMENTS),
    order: ydoc.getArray<string>(ORDER),
  };
}

function equalJson(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => equalJson((a as Record<string, Json>)[k], (b as Record<string, Json>)[k]));
}

/** Rewrites a Y.Array to `next` by its changed middle only, so concurrent inserts elsewhere survive. */
function syncArray(array: Y.Array<string>, next: readonly string[]) {
  const current = array.toArray();
  let start = 0;
  while (start < current.length && start < next.length && current[start] === next[start]) start++;
  let endC = current.length;
  let endN = next.length;
  while (endC > start && endN > start && current[endC - 1] === next[endN - 1]) {
    endC--;
    endN--;
  }
  if (endC > start) array.delete(start, endC - start);
  if (endN > start) array.insert(start, next.slice(start, endN));
}

/** Sets the fields of a record's Y.Map that differ from `next`, and removes the ones it lacks. */
function syncRecord(map: Y.Map<Json>, next: Record<string, Json>, arrayKeys: readonly string[]) {
  for (const key of map.keys()) if (!(key in next)) map.delete(key);
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined) {
      map.delete(key);
    } else if (arrayKeys.includes(key)) {
      let array = map.get(key);
      if (!(array instanceof Y.Array)) {
        array = new Y.Array<string>();
        map.set(key, array);
      }
      syncArray(array as Y.Array<string>, value as string[]);
    } else if (!equalJson(map.get(key), value)) {
      map.set(key, value);
    }
  }
}

function syncRecords<T extends { id: string }>(
  target: Y.Map<Y.Map<Json>>,
  prev: Record<string, T> | undefined,
  next: Record<string, T>,
  arrayKeys: readonly string[],
) {
  for (const id of [...target.keys()]) if (!(id in next)) target.delete(id);
  for (const [id, record] of Object.entries(next)) {
    if (prev && prev[id] === record && target.has(id)) continue;
    let map = target.get(id);
    if (!map) {
      map = new Y.Map<Json>();
      target.set(id, map);
    }
    syncRecord(map, record as unknown as Record<string, Json>, arrayKeys);
  }
}

/**
 * Writes `next` into the Y.Doc as the differences from what it holds, in one transaction with
 * `origin` (the undo manager tracks that origin). `prev`, the document the engine last read, lets
 * records that the command left untouched (same object) be skipped without comparing fields.
 */
export function applyDocToY(
  ydoc: Y.Doc,
  next: ProjectDocument,
  origin: unknown,
  prev?: ProjectDocument,
): void {
  const roots = yRoots(ydoc);
  ydoc.transact(() => {
    if (roots.meta.get('schemaVersion') !== next.schemaVersion)
      roots.meta.set('schemaVersion', next.schemaVersion);
    if (roots.meta.get('title') !== next.title) roots.meta.set('title', next.title);
    if (!equalJson(roots.meta.get('options'), next.options))
      roots.meta.set('options', next.options);
    syncArray(roots.order, next.surfaceOrder);
    syncRecords<Surface>(roots.surfaces, prev?.surfaces, next.surfaces, ['elementIds']);
    syncRecords<Element>(roots.elements, prev?.elements, next.elements, []);
  }, origin);
}

/** Fills an empty Y.Doc with a document. */
export function docToY(doc: ProjectDocument, ydoc: Y.Doc, origin: unknown = null): void {
  applyDocToY(ydoc, doc, origin);
}

function plain(map: Y.Map<Json>): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const [key, value] of map.entries()) {
    out[key] = value instanceof Y.Array ? value.toArray() : value;
  }
  return out;
}

/**
 * Reads the document back. Concurrent edits can leave references that no single replica wrote
 * (an element moved to two surfaces, an order naming a deleted record), so the read keeps the
 * first claim of each id and drops dangling ones before the schema check.
 */
export function yToDoc(ydoc: Y.Doc): ProjectDocument {
  const roots = yRoots(ydoc);
  const elements: Record<string, Json> = {};
  for (const [id, map] of roots.elements.entries()) elements[id] = plain(map);
  const surfaces: Record<string, Record<string, Json>> = {};
  for (const [id, map] of roots.surfaces.entries()) surfaces[id] = plain(map);
  const surfaceOrder = [...new Set(roots.order.toArray())].filter((id) => surfaces[id]);
  for (const id of Object.keys(surfaces)) if (!surfaceOrder.includes(id)) surfaceOrder.push(id);
  const placed = new Set<string>();
  for (const id of surfaceOrder) {
    const surface = surfaces[id]!;
    const ids = (surface.elementIds as string[] | undefined) ?? [];
    surface.elementIds = ids.filter((elementId) => {
      if (placed.has(elementId) || !elements[elementId]) return false;
      placed.add(elementId);
      return true;
    });
  }
  for (const id of Object.keys(elements)) if (!placed.has(id)) delete elements[id];
  return projectDocumentSchema.parse({
    schemaVersion: roots.meta.get('schemaVersion'),
    title: roots.meta.get('title'),
    options: roots.meta.get('options'),
    surfaceOrder,
    surfaces,
    elements,
  });
}
