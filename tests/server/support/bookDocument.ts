import * as Y from 'yjs';
import { type ProjectDocument, projectDocumentSchema } from '../../../src/shared/project/document';
import { productOptionsSchema } from '../../../src/shared/project/options';
import { surfacesFor } from '../../../src/shared/project/products/surfacesFor';
import { docToY } from '../../../src/shared/project/yjs/binding';

/** A valid photo book design of `pageCount` pages, with its cover. */
export function bookDocument(pageCount: number, title = 'Our year'): ProjectDocument {
  const options = productOptionsSchema.parse({
    productTypeId: 1,
    sizeKey: '8x8',
    pageCount,
    quantity: 1,
  });
  const surfaces = surfacesFor(options);
  return projectDocumentSchema.parse({
    schemaVersion: 1,
    title,
    options,
    surfaceOrder: surfaces.map((s) => s.id),
    surfaces: Object.fromEntries(surfaces.map((s) => [s.id, s])),
    elements: {},
  });
}

export function bookUpdate(pageCount: number): Uint8Array {
  return Y.encodeStateAsUpdate(docToY(bookDocument(pageCount)));
}
