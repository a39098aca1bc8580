import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { PRODUCT_TYPE_ID } from '../../../../shared/catalog/productTypes';
import { BLANK_THEME } from '../../../../shared/catalog/themes';
import { type ProjectDocument, projectDocumentSchema } from '../../../../shared/project/document';
import type { ElementOf } from '../../../../shared/project/elements';
import { bleedRect, type Surface } from '../../../../shared/project/surface';
import { createProjectFromTemplate } from '../../../../shared/project/templates/createProject';
import { templateSourceFixture } from '../../../../shared/project/templates/testing/templateSourceFixture';
import { docToY, yToDoc } from '../../../../shared/project/yjs/binding';
import { createEditorEngine } from '../editorEngine';
import { setWallArt } from './options';
import { placePhoto } from './photos';

/** A blank canvas (image wrap) with a photo placed in its one slot. */
function canvasWithPhoto(productTypeId: number = PRODUCT_TYPE_ID.canvas): ProjectDocument {
  const doc = createProjectFromTemplate(
    templateSourceFixture(productTypeId, [], { themeId: BLANK_THEME.id, photoCount: 0 }),
    { sizeKey: '8x10' },
  );
  const slot = onlySlot(doc);
  return placePhoto(doc, { slotId: slot.id, photo: { id: 'p1', width: 3000, height: 4000 } });
}

function surfaceOf(doc: ProjectDocument): Surface {
  const surface = doc.surfaces[doc.surfaceOrder[0] ?? ''];
  if (!surface) throw new Error('no surface');
  return surface;
}

function onlySlot(doc: ProjectDocument): ElementOf<'photoSlot'> {
  const slots = surfaceOf(doc).elementIds.flatMap((id) => {
    const element = doc.elements[id];
    return element?.type === 'photoSlot' ? [element] : [];
  });
  if (slots.length !== 1 || !slots[0]) throw new Error(`${slots.length} photo slots`);
  return slots[0];
}

describe('setWallArt', () => {
  it('makes the piece again at a new size, its photo still filling where it prints', () => {
    const doc = canvasWithPhoto();
    const next = setWallArt(doc, { sizeKey: '16x20' });
    expect(next.options.sizeKey).toBe('16x20');
    const face = surfaceOf(next).panels.find((p) => p.role === 'face')?.rect;
    expect(face && [face.width, face.height]).toEqual([16 * 72, 20 * 72]);
    expect(onlySlot(next)).toMatchObject({ photoId: 'p1', ...bleedRect(surfaceOf(next)) });
    expect(projectDocumentSchema.safeParse(next).success).toBe(true);
  });

  it('moves the photo onto the face for mirrored sides, and round them again for an image wrap', () => {
    const mirrored = setWallArt(canvasWithPhoto(), { frameWrapId: 2 });
    const face = surfaceOf(mirrored).panels.find((p) => p.role === 'face')?.rect;
    expect(onlySlot(mirrored)).toMatchObject({ photoId: 'p1', ...face });
    expect(surfaceOf(mirrored).features).toContainEqual(
      expect.objectContaining({ kind: 'canvasEdges', edge: 'mirror' }),
    );
    const wrapped = setWallArt(mirrored, { frameWrapId: 1 });
    expect(onlySlot(wrapped)).toMatchObject(bleedRect(surfaceOf(wrapped)));
  });

  it("refuses another line's option, leaving the document as it was", () => {
    const poster = canvasWithPhoto(PRODUCT_TYPE_ID.poster);
    expect(setWallArt(poster, { frameWrapId: 2 })).toBe(poster);
    const metal = canvasWithPhoto(PRODUCT_TYPE_ID.metal);
    expect(setWallArt(metal, { posterStyleId: 3 })).toBe(metal);
  });

  it('is one undo step in the editor', () => {
    const ydoc = new Y.Doc();
    docToY(canvasWithPhoto(), ydoc);
    const engine = createEditorEngine({ ydoc });
    engine.dispatch({ name: 'setWallArt', args: { sizeKey: '11x14', frameWrapId: 3 } });
    expect(yToDoc(ydoc).options).toMatchObject({ sizeKey: '11x14', frameWrapId: 3 });
    engine.undo();
    const back = yToDoc(ydoc);
    expect(back.options).toMatchObject({ sizeKey: '8x10', frameWrapId: 1 });
    expect(onlySlot(back)).toMatchObject({ photoId: 'p1', ...bleedRect(surfaceOf(back)) });
  });
});
