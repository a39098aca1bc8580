import * as Y from 'yjs';
import type { ProjectDocument } from '../../../../shared/project/document';
import { createProjectFromTemplate } from '../../../../shared/project/templates/createProject';
import { templateSourceFixture } from '../../../../shared/project/templates/testing/templateSourceFixture';
import { docToY } from '../../../../shared/project/yjs/binding';
import { createEditorEngine, type EditorEngine } from '../../engine/editorEngine';

/** A catalogue-like template of one product line, for the product panels' tests. */
export const productTemplate = templateSourceFixture;

/** A real engine on a real Y.Doc holding the given document, its first surface open. */
export function engineFor(doc: ProjectDocument): EditorEngine {
  const ydoc = new Y.Doc();
  docToY(doc, ydoc);
  let n = 0;
  const engine = createEditorEngine({ ydoc, newId: () => `new${n++}` });
  engine.setActiveSurface(doc.surfaceOrder[0]!);
  return engine;
}

export function productEngine(
  productTypeId: number,
  sizes: string[],
  overrides: Parameters<typeof createProjectFromTemplate>[1] = {},
): EditorEngine {
  return engineFor(createProjectFromTemplate(productTemplate(productTypeId, sizes), overrides));
}
