import fc from 'fast-check';
import type { ProjectDocument } from '../../../../shared/project/document';
import { layoutsFor } from '../commands/layouts';
import { interiorIds } from '../commands/pages';
import type { CommandCall } from '../commands/registry';

/*
 * Random commands for the property tests. A step is drawn as numbers first and turned into a
 * call against the document it will run on, so it names records that exist there (or, sometimes,
 * ones a collaborator just deleted).
 */

export const stepArbitrary = fc.record({
  kind: fc.integer({ min: 0, max: 15 }),
  pick: fc.nat(),
  other: fc.nat(),
  a: fc.double({ min: -300, max: 300, noNaN: true }),
  b: fc.double({ min: -300, max: 300, noNaN: true }),
});
export type Step = typeof stepArbitrary extends fc.Arbitrary<infer T> ? T : never;

export function callFor(doc: ProjectDocument, step: Step, newId: () => string): CommandCall {
  const ids = Object.keys(doc.elements);
  const element = ids[step.pick % Math.max(1, ids.length)] ?? 'missing';
  const otherElement = ids[step.other % Math.max(1, ids.length)] ?? 'missing';
  const surfaces = doc.surfaceOrder;
  const surface = surfaces[step.pick % surfaces.length]!;
  const pages = interiorIds(doc);
  const page = pages[step.other % Math.max(1, pages.length)] ?? 'missing';
  const layouts = layoutsFor();
  switch (step.kind) {
    case 0:
      return {
        name: 'placePhoto',
        args: {
          slotId: element,
          photo: { id: `p${step.other}`, width: 300 + (step.pick % 3000), height: 400 },
        },
      };
    case 1:
      return { name: 'swapPhotos', args: { a: element, b: otherElement, sizes: {} } };
    case 2:
      return {
        name: 'setCrop',
        args: {
          slotId: element,
          crop: { panX: step.a / 100, panY: step.b / 100, zoom: step.a / 20, rotation: step.b },
        },
      };
    case 3:
      return { name: 'removePhoto', args: { slotId: element } };
    case 4:
      return {
        name: 'moveElements',
        args: { ids: [element, otherElement], dx: step.a, dy: step.b },
      };
    case 5:
      return {
        name: 'resizeElement',
        args: {
          id: element,
          rect: { x: step.a, y: step.b, width: Math.abs(step.a), height: Math.abs(step.b) },
        },
      };
    case 6:
      return { name: 'rotateElement', args: { id: element, rotation: step.a * 2 } };
    case 7:
      return { name: 'deleteElements', args: { ids: [element] } };
    case 8:
      return { name: 'duplicateElements', args: { ids: [element], newId } };
    case 9:
      return { name: 'setText', args: { id: element, text: `t${step.other}` } };
    case 10:
      return {
        name: 'setTextStyle',
        args: {
          ids: [element],
          style: { fontSize: step.a, lineHeight: step.b / 50, align: 'center' },
        },
      };
    case 11:
      return {
        name: 'setBackground',
        args: {
          surfaceId: surface,
          fill: { kind: 'color', color: step.a > 0 ? '#112233' : '#ffeedd' },
          newId,
        },
      };
    case 12:
      return {
        name: 'applyLayout',
        args: { surfaceId: surface, layoutId: layouts[step.other % layouts.length]!.id, newId },
      };
    case 13:
      return { name: 'addPages', args: { afterId: page, bounds: { min: 4, max: 10 }, newId } };
    case 14:
      return {
        name: 'removePages',
        args: {
          ids: [page, pages[(step.other + 1) % Math.max(1, pages.length)] ?? page],
          bounds: { min: 4, max: 10 },
        },
      };
    default:
      return { name: 'reorderPages', args: { ids: [page], to: step.pick % 8 } };
  }
}
