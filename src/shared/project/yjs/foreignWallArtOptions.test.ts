import { describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { PRODUCT_TYPE_ID } from '../../catalog/productTypes';
import { productOptionsSchema } from '../options';
import { createProjectFromTemplate } from '../templates/createProject';
import { templateSourceFixture } from '../templates/testing/templateSourceFixture';
import { docToY, yRoots, yToDoc } from './binding';
import { createDocReader } from './incrementalRead';
import { readOptions, writeOptions } from './optionLists';

/*
 * Wall-art documents stored before each line carried only its own option hold a frame wrap and a
 * poster style both. Another line's option is now a schema error; such a document still opens, as
 * its own line, on a full read and on the incremental one.
 */
function storedWithBothOptions(productTypeId: number) {
  const doc = createProjectFromTemplate(templateSourceFixture(productTypeId, ['8x10']));
  const ydoc = docToY(doc);
  const roots = yRoots(ydoc);
  return { doc, ydoc, roots, both: { ...doc.options, frameWrapId: 1, posterStyleId: 1 } };
}

describe('a wall-art document stored with another line’s option', () => {
  it.each([
    ['canvas', PRODUCT_TYPE_ID.canvas, 'frameWrapId', 'posterStyleId'],
    ['poster', PRODUCT_TYPE_ID.poster, 'posterStyleId', 'frameWrapId'],
  ] as const)('opens as a %s, without the other line’s option', (_, type, own, foreign) => {
    const { ydoc, roots, both } = storedWithBothOptions(type);
    writeOptions(roots.meta, roots.lists, both);
    // The stored shape itself is refused by the schema, as a new write of it would be.
    expect(productOptionsSchema.safeParse(readOptions(roots.meta, roots.lists)).success).toBe(
      false,
    );

    const read = yToDoc(ydoc);
    expect(read.options).toHaveProperty(own);
    expect(read.options).not.toHaveProperty(foreign);
  });

  it('opens on the incremental read after a remote change brings the old shape', () => {
    const { ydoc, roots, both } = storedWithBothOptions(PRODUCT_TYPE_ID.metal);
    const reader = createDocReader(ydoc);
    let read = reader.doc;
    ydoc.on('afterTransaction', (transaction: Y.Transaction) => {
      read = reader.read(transaction);
    });
    ydoc.transact(() => writeOptions(roots.meta, roots.lists, both), 'remote');
    expect(read.options).not.toHaveProperty('frameWrapId');
    expect(read.options).not.toHaveProperty('posterStyleId');
  });
});
