import * as Y from 'yjs';
import { withoutForeignWallArtOptions } from '../../catalog/wallArt';
import { CURRENT_SCHEMA_VERSION, type ProjectDocument } from '../document';
import { type Element, elementSchema } from '../elements';
import { productOptionsSchema } from '../options';
import { type Surface, surfaceSchema } from '../surface';
import { rawToDoc, readRaw, readRecord, repairReferences, yRoots } from './binding';
import { readOptions } from './optionLists';

/*
 * Reading a Y.Doc back after each transaction by the records it touched, so that an undo, a sync
 * or a collaborator's edit costs what it changed rather than the whole document (a 100-page book
 * is ~600 records; yToDoc parses them all). The reader keeps every record the Y.Doc holds, checked
 * one by one against its schema, including ones the repair leaves out of the document, so a later
 * edit that places them again finds them. Its document is always what yToDoc would read (the
 * property test in incrementalRead.test.ts holds it to that).
 */

type Plain = Record<string, unknown>;

export interface DocReader {
  /** The document as last read or written. */
  readonly doc: ProjectDocument;
  /** Folds in a transaction someone else wrote (undo, sync, a collaborator) and returns the document. */
  read(transaction: Y.Transaction): ProjectDocument;
  /** Records a write of `next` made with applyDocToY(ydoc, next, origin, reader.doc). */
  wrote(next: ProjectDocument): void;
}

class NeedsFullRead extends Error {}

function checked<T extends { id: string }>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  id: string,
  value: Plain,
): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success || parsed.data.id !== id) throw new NeedsFullRead();
  return parsed.data;
}

export function createDocReader(ydoc: Y.Doc): DocReader {
  const roots = yRoots(ydoc);
  const rootKind = new Map<unknown, 'meta' | 'order' | 'surfaces' | 'elements'>([
    [roots.meta, 'meta'],
    [roots.lists, 'meta'],
    [roots.order, 'order'],
    [roots.surfaces, 'surfaces'],
    [roots.elements, 'elements'],
  ]);
  // Every record the Y.Doc holds, checked; private, so changed in place.
  let surfaces: Record<string, Surface> = {};
  let elements: Record<string, Element> = {};
  let order: string[] = [];
  let doc: ProjectDocument;

  function assemble(base: Pick<ProjectDocument, 'schemaVersion' | 'title' | 'options'>) {
    const repaired = repairReferences(
      order,
      surfaces as unknown as Record<string, Plain>,
      (id) => id in elements,
    );
    const placed: Record<string, Element> = {};
    for (const id in elements) if (repaired.placed.has(id)) placed[id] = elements[id]!;
    const sameOrder =
      doc &&
      doc.surfaceOrder.length === repaired.surfaceOrder.length &&
      doc.surfaceOrder.every((id, i) => repaired.surfaceOrder[i] === id);
    return {
      ...base,
      surfaceOrder: sameOrder ? doc.surfaceOrder : repaired.surfaceOrder,
      surfaces: repaired.surfaces as unknown as Record<string, Surface>,
      elements: placed,
    };
  }

  /** A read threw (a record is bad): `doc` is the last good one, the records behind it unsure. */
  let stale = false;
  function fullRead(): ProjectDocument {
    // Read once: the checked document and the records it leaves out come from the same fields.
    const raw = readRaw(ydoc);
    stale = true;
    const checkedDoc = rawToDoc(raw); // throws a ZodError as it always did when a record is bad
    stale = false;
    surfaces = {};
    for (const [id, value] of Object.entries(raw.surfaces))
      surfaces[id] = checkedDoc.surfaces[id]
        ? { ...checkedDoc.surfaces[id], elementIds: value.elementIds as string[] }
        : surfaceSchema.parse(value);
    elements = {};
    for (const [id, value] of Object.entries(raw.elements)) {
      // An element on no surface is not in the document; kept only if valid, for a later placing.
      const element = checkedDoc.elements[id] ?? elementSchema.safeParse(value).data;
      if (element) elements[id] = element;
    }
    order = raw.order;
    doc = undefined as unknown as ProjectDocument;
    doc = assemble(checkedDoc);
    return doc;
  }

  function incremental(transaction: Y.Transaction): ProjectDocument {
    const touchedSurfaces = new Set<string>();
    const touchedElements = new Set<string>();
    let metaChanged = false;
    let orderChanged = false;
    for (const [type, keys] of transaction.changed) {
      const root = rootKind.get(type);
      if (root === 'meta') metaChanged = true;
      else if (root === 'order') orderChanged = true;
      else if (root === 'surfaces') for (const k of keys) touchedSurfaces.add(k as string);
      else if (root === 'elements') for (const k of keys) touchedElements.add(k as string);
      else {
        const item = type._item;
        const parent = item?.parent;
        if (parent === roots.lists) metaChanged = true;
        else if (parent === roots.surfaces) touchedSurfaces.add(item!.parentSub as string);
        else if (parent === roots.elements) touchedElements.add(item!.parentSub as string);
        else if (parent instanceof Y.Map && parent._item?.parent === roots.surfaces)
          touchedSurfaces.add(parent._item.parentSub as string);
        else throw new NeedsFullRead();
      }
    }
    if (!metaChanged && !orderChanged && !touchedSurfaces.size && !touchedElements.size) return doc;

    let base: Pick<ProjectDocument, 'schemaVersion' | 'title' | 'options'> = doc;
    if (metaChanged) {
      const schemaVersion = roots.meta.get('schemaVersion');
      const title = roots.meta.get('title');
      const options = productOptionsSchema.safeParse(
        withoutForeignWallArtOptions(readOptions(roots.meta, roots.lists)),
      );
      if (
        schemaVersion !== CURRENT_SCHEMA_VERSION ||
        typeof title !== 'string' ||
        title.length > 200 ||
        !options.success
      )
        throw new NeedsFullRead();
      base = {
        schemaVersion,
        title,
        options: equalOptions(doc.options, options.data) ? doc.options : options.data,
      };
    }

    let structural = orderChanged || touchedSurfaces.size > 0;
    if (orderChanged) order = roots.order.toArray();
    if (touchedSurfaces.size) {
      for (const id of touchedSurfaces) {
        const map = roots.surfaces.get(id);
        if (map) surfaces[id] = checked<Surface>(surfaceSchema, id, readRecord(map));
        else delete surfaces[id];
      }
    }
    const changedElements: Element[] = [];
    if (touchedElements.size) {
      for (const id of touchedElements) {
        const map = roots.elements.get(id);
        const existed = id in elements;
        if (map) {
          const element = checked<Element>(elementSchema, id, readRecord(map));
          elements[id] = element;
          changedElements.push(element);
        } else delete elements[id];
        if (existed !== Boolean(map)) structural = true;
      }
    }

    if (structural) {
      doc = assemble(base);
      return doc;
    }
    let nextElements = doc.elements;
    if (changedElements.length) {
      nextElements = { ...doc.elements };
      for (const element of changedElements)
        if (element.id in nextElements) nextElements[element.id] = element;
    }
    doc = { ...doc, ...base, elements: nextElements };
    return doc;
  }

  fullRead();

  return {
    get doc() {
      return doc;
    },
    read(transaction) {
      try {
        // After a read that failed, the records it did not take in are not known: read them all.
        if (stale) return fullRead();
        return incremental(transaction);
      } catch (error) {
        if (error instanceof NeedsFullRead) return fullRead();
        throw error;
      }
    },
    wrote(next) {
      const prev = doc;
      if (prev.surfaceOrder !== next.surfaceOrder) order = [...next.surfaceOrder];
      if (prev.surfaces !== next.surfaces) {
        for (const id in prev.surfaces) if (!(id in next.surfaces)) delete surfaces[id];
        for (const id in next.surfaces)
          if (prev.surfaces[id] !== next.surfaces[id]) surfaces[id] = next.surfaces[id]!;
      }
      if (prev.elements !== next.elements) {
        for (const id in prev.elements) if (!(id in next.elements)) delete elements[id];
        for (const id in next.elements)
          if (prev.elements[id] !== next.elements[id]) elements[id] = next.elements[id]!;
      }
      doc = next;
    },
  };
}

function equalOptions(a: unknown, b: unknown) {
  return JSON.stringify(a) === JSON.stringify(b);
}
