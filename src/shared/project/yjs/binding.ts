import * as Y from 'yjs';
import { withoutForeignWallArtOptions } from '../../catalog/wallArt';
import type { ProjectDocument } from '../document';
import type { Element } from '../elements';
import { parseStoredDocument } from '../migrations/migrate';
import type { Surface } from '../surface';
import { OPTION_LISTS_ROOT, readOptions, writeOptions } from './optionLists';

/*
 * The document in a Y.Doc, for the editor, sync and collaboration, in the browser and on the
 * server (the one binding: design.md "Projects and the editor"). Records live in maps keyed by id,
 * each record a Y.Map of its fields (so concurrent edits to different fields of one element
 * merge), and order in Y.Arrays (surfaceOrder, each surface's elementIds) written by their changed
 * middle only, so a collaborator's insert elsewhere survives. A field's value is plain JSON: a
 * field is the unit of conflict.
 *
 * Reading back repairs what no single replica wrote but concurrent structural edits can leave (an
 * element claimed by two surfaces, an order naming a deleted record): see repairReferences.
 * incrementalRead.ts reads only the records a transaction touched, for the editor.
 */

type Json = unknown;
type Plain = Record<string, Json>;

const META = 'meta';
const SURFACES = 'surfaces';
const ELEMENTS = 'elements';
const ORDER = 'surfaceOrder';
/** The record fields held as Y.Arrays rather than plain values. */
export const ARRAY_FIELDS: readonly string[] = ['elementIds'];

export function yRoots(ydoc: Y.Doc) {
  return {
    meta: ydoc.getMap<Json>(META),
    surfaces: ydoc.getMap<Y.Map<Json>>(SURFACES),
    elements: ydoc.getMap<Y.Map<Json>>(ELEMENTS),
    order: ydoc.getArray<string>(ORDER),
    /** The options' lists, each a Y.Array so concurrent adds merge (optionLists.ts). */
    lists: ydoc.getMap<Y.Array<unknown>>(OPTION_LISTS_ROOT),
  };
}

export type YRoots = ReturnType<typeof yRoots>;

export function equalJson(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => equalJson((a as Plain)[k], (b as Plain)[k]));
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
function syncRecord(map: Y.Map<Json>, next: Plain) {
  for (const key of [...map.keys()]) if (next[key] === undefined) map.delete(key);
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined) continue;
    if (ARRAY_FIELDS.includes(key)) {
      let array = map.get(key);
      if (!(array instanceof Y.Array)) {
        array = new Y.Array<string>();
        map.set(key, array);
      }
      syncArray(array as Y.Array<string>, value as string[]);
    } else if (!equalJson(map.get(key), value)) {
      // A copy: the caller's object must not become the Y.Doc's stored value.
      map.set(key, structuredClone(value));
    }
  }
}

function writeRecord(target: Y.Map<Y.Map<Json>>, id: string, record: Plain) {
  let map = target.get(id);
  if (!map) {
    map = new Y.Map<Json>();
    target.set(id, map);
  }
  syncRecord(map, record);
}

function syncRecords<T extends { id: string }>(
  target: Y.Map<Y.Map<Json>>,
  prev: Record<string, T> | undefined,
  next: Record<string, T>,
) {
  if (prev === next) return;
  if (prev) {
    // The caller's last document tells what changed by identity alone: commands copy only the
    // records they change, so the cost follows the change, not the document.
    for (const id in prev) if (!(id in next) && target.has(id)) target.delete(id);
    for (const id in next) {
      const record = next[id]!;
      if (prev[id] === record && target.has(id)) continue;
      writeRecord(target, id, record as unknown as Plain);
    }
    return;
  }
  for (const id of [...target.keys()]) if (!(id in next)) target.delete(id);
  for (const [id, record] of Object.entries(next))
    writeRecord(target, id, record as unknown as Plain);
}

/**
 * Makes the Y.Doc hold `next`, writing only the differences, in one transaction with `origin`
 * (Y.UndoManager tracks by origin). `prev`, when given, must be what the Y.Doc held as last read
 * or written by this caller: records that are the same object in both are skipped unread.
 */
export function applyDocToY(
  ydoc: Y.Doc,
  next: ProjectDocument,
  origin: unknown = 'local',
  prev?: ProjectDocument,
): void {
  const roots = yRoots(ydoc);
  ydoc.transact(() => {
    for (const key of ['schemaVersion', 'title'] as const) {
      if (prev && prev[key] === next[key] && roots.meta.has(key)) continue;
      if (!equalJson(roots.meta.get(key), next[key]))
        roots.meta.set(key, structuredClone(next[key]));
    }
    if (!prev || prev.options !== next.options || !roots.meta.has('options'))
      writeOptions(roots.meta, roots.lists, next.options);
    if (!prev || prev.surfaceOrder !== next.surfaceOrder) syncArray(roots.order, next.surfaceOrder);
    syncRecords<Surface>(roots.surfaces, prev?.surfaces, next.surfaces);
    syncRecords<Element>(roots.elements, prev?.elements, next.elements);
  }, origin);
}

/** Fills a Y.Doc (a new one unless given) with a document, and returns it. */
export function docToY(doc: ProjectDocument, ydoc: Y.Doc = new Y.Doc(), origin: unknown = 'load') {
  applyDocToY(ydoc, doc, origin);
  return ydoc;
}

/** A record's Y.Map as a plain object (arrays as plain arrays). */
export function readRecord(map: Y.Map<Json>): Plain {
  const out: Plain = {};
  for (const [key, value] of map.entries()) {
    out[key] = value instanceof Y.Array ? value.toArray() : value;
  }
  return out;
}

/**
 * Concurrent edits can leave references that no single replica wrote (an element moved to two
 * surfaces, an order naming a deleted record). Keeps the first claim of each element in surface
 * order, drops dangling ids, lists each surface once (unlisted ones at the end, in `surfaceIds`
 * order) and leaves out elements on no surface. Surfaces whose list needs no repair keep their
 * object. Returns the order, the surfaces and the ids of the elements placed.
 */
export function repairReferences(
  order: readonly string[],
  surfaces: Record<string, Plain>,
  hasElement: (id: string) => boolean,
): { surfaceOrder: string[]; surfaces: Record<string, Plain>; placed: Set<string> } {
  const surfaceOrder = [...new Set(order)].filter((id) => surfaces[id]);
  if (surfaceOrder.length !== Object.keys(surfaces).length) {
    const listed = new Set(surfaceOrder);
    for (const id of Object.keys(surfaces)) if (!listed.has(id)) surfaceOrder.push(id);
  }
  const placed = new Set<string>();
  const out: Record<string, Plain> = {};
  for (const id of surfaceOrder) {
    const surface = surfaces[id]!;
    const ids = (surface.elementIds as string[] | undefined) ?? [];
    const kept = ids.filter((elementId) => {
      if (placed.has(elementId) || !hasElement(elementId)) return false;
      placed.add(elementId);
      return true;
    });
    out[id] = kept.length === ids.length ? surface : { ...surface, elementIds: kept };
  }
  return { surfaceOrder, surfaces: out, placed };
}

/** The document fields of a Y.Doc as plain objects, before repair and checking. */
export function readRaw(ydoc: Y.Doc) {
  const roots = yRoots(ydoc);
  const elements: Record<string, Plain> = {};
  for (const [id, map] of roots.elements.entries()) elements[id] = readRecord(map);
  const surfaces: Record<string, Plain> = {};
  for (const [id, map] of roots.surfaces.entries()) surfaces[id] = readRecord(map);
  return {
    schemaVersion: roots.meta.get('schemaVersion'),
    title: roots.meta.get('title'),
    options: readOptions(roots.meta, roots.lists),
    order: roots.order.toArray(),
    surfaces,
    elements,
  };
}

/**
 * Reads the whole document back, repaired (repairReferences), brought up to this code's version
 * (migrations/migrate.ts) and schema-checked; throws a ZodError if a record itself is invalid,
 * and a NewerDocumentError for a document a newer shop wrote.
 */
export function yToDoc(ydoc: Y.Doc): ProjectDocument {
  return rawToDoc(readRaw(ydoc));
}

/**
 * yToDoc of fields already read by readRaw (which it leaves as they are). The repair runs before
 * any migration, on the order, surfaces and element lists every version so far has, so a
 * migration starts from a document whose references hold.
 */
export function rawToDoc(raw: ReturnType<typeof readRaw>): ProjectDocument {
  const repaired = repairReferences(raw.order, raw.surfaces, (id) => id in raw.elements);
  const elements: Record<string, Plain> = {};
  for (const [id, element] of Object.entries(raw.elements))
    if (repaired.placed.has(id)) elements[id] = element;
  return parseStoredDocument({
    schemaVersion: raw.schemaVersion,
    title: raw.title,
    options: withoutForeignWallArtOptions(raw.options),
    surfaceOrder: repaired.surfaceOrder,
    surfaces: repaired.surfaces,
    elements,
  });
}
