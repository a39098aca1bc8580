import type { Fill } from '../../../../shared/project/elements';
import { bleedRect } from '../../../../shared/project/surface';
import { type Doc, type IdMaker, insertElements, randomId, updateElements } from './docOps';

/** Sets a surface's background, adding one under everything (to the bleed) when it has none. */
export function setBackground(
  doc: Doc,
  args: { surfaceId: string; fill: Fill; newId?: IdMaker },
): Doc {
  const surface = doc.surfaces[args.surfaceId];
  if (!surface) return doc;
  const existing = surface.elementIds.find((id) => doc.elements[id]?.type === 'background');
  if (existing) {
    return updateElements(doc, [existing], (element) =>
      element.type === 'background' ? { ...element, fill: args.fill } : undefined,
    );
  }
  const id = (args.newId ?? randomId)();
  return insertElements(
    doc,
    surface.id,
    [{ id, type: 'background', ...bleedRect(surface), rotation: 0, fill: args.fill }],
    0,
  );
}
