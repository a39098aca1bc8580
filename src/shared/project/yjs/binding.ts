import * as Y from 'yjs';
import { type ProjectDocument, projectDocumentSchema } from '../document';

/*
 * The document in a Y.Doc, for sync and collaboration: records in maps keyed by id, each record a
 * Y.Map of its fields (so concurrent edits to different fields of one element merge), and order
 * in Y.Arrays. Field values are plain JSON: a field is the unit of conflict.
 */

const ELEMENT_ORDER = 'elementIds';

type Plain = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function roots(ydoc: Y.Doc) {
  return {
    meta: ydoc.getMap<unknown>('meta'),
    surfaceOrder: ydoc.getArray<string>('surfaceOrder'),
    surfaces: ydoc.getMap<Y.Map<unknown>>('surfaces'),
    elements: ydoc.getMap<Y.Map<unknown>>('elements'),
  };
}

function replaceArray(array: Y.Array<string>, next: readonly string[]) {
  if (same(array.toArray(), next)) return;
  array.delete(0, array.length);
  array.insert(0, [...next]);
}

/** Writes a record's fields into its Y.Map, touching only the fields that changed. */
function writeRecord(map: Y.Map<unknown>, record: Plain) {
  for (const key of [...map.keys()]) if (!(key in record)) map.delete(key);
  for (const [key, value] of Object.entries(record)) {
    if (value === undefined) continue;
    if (key === ELEMENT_ORDER) {
      let order = map.get(key);
      if (!(order instanceof Y.Array)) {
        order = new Y.Array<string>();
        map.set(key, order);
      }
      replaceArray(order as Y.Array<string>, value as string[]);
    } else if (!same(map.get(key), value)) map.set(key, structuredClone(value));
  }
}

function writeRecords(target: Y.Map<Y.Map<unknown>>, records: Record<string, Plain>) {
  for (const id of [...target.keys()]) if (!(id in records)) target.delete(id);
  for (const [id, record] of Object.entries(records)) {
    let map = target.get(id);
    if (!map) {
      map = new Y.Map<unknown>();
      target.set(id, map);
    }
    writeRecord(map, record);
  }
}

/**
 * Makes the Y.Doc hold `next`, writing only the differences, in one transaction with `origin`
 * (the engine's commands produce plain documents; Y.UndoManager groups by this origin).
 */
export function applyDocToY(ydoc: Y.Doc, next: ProjectDocument, origin: unknown = 'local'): void {
  const { meta, surfaceOrder, surfaces, elements } = roots(ydoc);
  ydoc.transact(() => {
    for (const key of ['schemaVersion', 'title', 'options'] as const) {
      if (!same(meta.get(key), next[key])) meta.set(key, structuredClone(next[key]));
    }
    replaceArray(surfaceOrder, next.surfaceOrder);
    writeRecords(surfaces, next.surfaces as Record<string, Plain>);
    writeRecords(elements, next.elements as Record<string, Plain>);
  }, origin);
}

/** Fills an empty Y.Doc with a document. */
export function docToY(doc: ProjectDocument, ydoc: Y.Doc = new Y.Doc()): Y.Doc {
  applyDocToY(ydoc, doc, 'load');
  return ydoc;
}

function readRecords(source: Y.Map<Y.Map<unknown>>): Record<string, Plain> {
  const out: Record<string, Plain> = {};
  source.forEach((map, id) => {
    const record: Plain = {};
    map.forEach((value, key) => {
      record[key] = value instanceof Y.Array ? value.toArray() : value;
    });
    out[id] = record;
  });
  return out;
}

/** Reads the document back out of a Y.Doc, validated; throws a ZodError if merges left it invalid. */
export function yToDoc(ydoc: Y.Doc): ProjectDocument {
  const { meta, surfaceOrder, surfaces, elements } = roots(ydoc);
  return projectDocumentSchema.parse({
    schemaVersion: meta.get('schemaVersion'),
    title: meta.get('title'),
    options: meta.get('options'),
    surfaceOrder: surfaceOrder.toArray(),
    surfaces: readRecords(surfaces),
    elements: readRecords(elements),
  });
}
