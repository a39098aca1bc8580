import { describe, expect, it } from 'vitest';
import type { ProjectDocument } from '../project/document';
import { createProjectFromTemplate } from '../project/templates/createProject';
import type { TemplateSource } from '../project/templates/templateSource';
import { BACK_PANEL_BRAND, backPanelMarkArea } from './foldedCardPanels';
import { renderSurface } from './renderSurface';
import { isTextNode, type SvgElementNode, type SvgNode, svgToString } from './svgNode';
import { isWellFormedXml } from './wellFormed';

const card = (productTypeId: number): TemplateSource => ({
  templateId: 1,
  themeId: 11,
  name: 'Merry Christmas',
  productTypeId,
  photoCount: 2,
  orientation: 'portrait',
  styleId: 5,
  colorIds: [3],
  foilTypeId: 2,
  trimTypeId: 2,
  formatTypeId: null,
  sizes: ['5x7'],
  keywords: 'christmas holiday',
});
const noPhotos = () => undefined;

describe('folded card back panels', () => {
  it("prints the shop's mark and words at the foot of the back panel, inside its safe area", () => {
    for (const type of [2, 3]) {
      const doc = createProjectFromTemplate(card(type));
      const outside = doc.surfaces.outside!;
      const area = backPanelMarkArea(outside)!;
      const back = outside.panels.find((p) => p.role === 'back')!.rect;
      expect(area.x).toBeGreaterThanOrEqual(back.x + outside.safeInset);
      expect(area.x + area.width).toBeLessThanOrEqual(back.x + back.width - outside.safeInset);
      expect(area.y + area.height).toBeLessThanOrEqual(back.y + back.height - outside.safeInset);
      for (const mode of ['editor', 'preview', 'print-reference'] as const) {
        const svg = svgToString(renderSurface(doc, 'outside', { mode, photos: noPhotos }));
        expect(svg).toContain('data-feature="back-panel-mark"');
        expect(svg).toContain(BACK_PANEL_BRAND);
      }
      // Not on the inside, and not on flat cards.
      expect(
        svgToString(renderSurface(doc, 'inside', { mode: 'preview', photos: noPhotos })),
      ).not.toContain('back-panel-mark');
    }
    const flat = createProjectFromTemplate(card(1));
    for (const id of flat.surfaceOrder)
      expect(
        svgToString(renderSurface(flat, id, { mode: 'preview', photos: noPhotos })),
      ).not.toContain('back-panel-mark');
  });

  it("turns a top-folded card's back panel 180° in print only, side-folded never", () => {
    const top = createProjectFromTemplate(card(3));
    const outside = top.surfaces.outside!;
    expect(outside.folds[0]?.axis).toBe('y');
    const print = svgToString(
      renderSurface(top, 'outside', { mode: 'print-reference', photos: noPhotos }),
    );
    expect(isWellFormedXml(print)).toBe(true);
    const back = outside.panels.find((p) => p.role === 'back')!.rect;
    expect(print).toContain(`rotate(180 ${outside.width / 2} ${back.y + back.height / 2})`);
    // The foil plate is drawn in both parts, each clipped to its own, so it is never doubled up.
    expect(print.match(/data-layer="foil"/g)?.length).toBe(2);
    expect(print.match(/clip-path="url\(#outside-(un)?turned\)"/g)?.length).toBe(2);
    // On screen the design stays the right way up: no group is turned (only the die line's
    // back-panel part is, see the next test).
    for (const mode of ['editor', 'preview'] as const)
      expect(svgToString(renderSurface(top, 'outside', { mode, photos: noPhotos }))).not.toMatch(
        /<g[^>]*rotate\(180/,
      );
    const side = createProjectFromTemplate(card(2));
    expect(
      svgToString(renderSurface(side, 'outside', { mode: 'print-reference', photos: noPhotos })),
    ).not.toContain('data-turned');
  });

  it("draws a top-folded card's die line over the back panel turned with it, on screen only", () => {
    for (const trimTypeId of [5, 6]) {
      const doc = createProjectFromTemplate({ ...card(3), trimTypeId });
      const outside = doc.surfaces.outside!;
      const die = outside.clipPath!;
      const back = outside.panels.find((p) => p.role === 'back')!.rect;
      const turn = `rotate(180 ${outside.width / 2} ${back.y + back.height / 2})`;
      // The crest's peak is cut on the sheet's top edge (y 0), which print turns to the foot of
      // the back panel's design: the turned guide puts it there.
      const peak = [...die.matchAll(/Q[\d.]+ [\d.]+ ([\d.]+) ([\d.]+)/g)]
        .map((m) => ({ x: Number(m[1]), y: Number(m[2]) }))
        .find((p) => p.y === 0)!;
      expect(peak).toEqual({ x: outside.width / 2, y: 0 });
      const turned = { x: outside.width - peak.x, y: 2 * (back.y + back.height / 2) - peak.y };
      expect(turned).toEqual({ x: outside.width / 2, y: back.y + back.height });

      const editor = renderSurface(doc, 'outside', { mode: 'editor', photos: noPhotos });
      const guides = findAll(editor, (n) => n.attrs['data-guide'] === 'die-cut');
      expect(guides).toHaveLength(2);
      const [rest, backPart] = guides as [SvgElementNode, SvgElementNode];
      expect(rest.attrs.d).toBe(die);
      expect(rest.attrs.transform).toBeUndefined();
      expect(backPart.attrs.d).toBe(die);
      expect(backPart.attrs.transform).toBe(turn);
      // Each part is clipped to its panel: the turned one to the back panel (with side bleeds).
      const backClip = clipOf(editor, backPart);
      expect(backClip).toMatchObject({
        tag: 'rect',
        attrs: { y: back.y, height: back.height },
      });
      expect(clipOf(editor, rest)?.attrs['clip-rule']).toBe('evenodd');
      expect(isWellFormedXml(svgToString(editor))).toBe(true);

      // The preview is cut the same way: a mask of both parts, each clipped to its panel.
      const preview = renderSurface(doc, 'outside', { mode: 'preview', photos: noPhotos });
      const mask = findAll(preview, (n) => n.tag === 'mask' && n.attrs.id === 'outside-trim');
      const cutParts = mask[0]?.children as SvgElementNode[];
      expect(cutParts.map((c) => [c.attrs.d, c.attrs.transform])).toEqual([
        [die, undefined],
        [die, turn],
      ]);
      expect(clipOf(preview, cutParts[1]!)).toMatchObject({ tag: 'rect', attrs: { y: back.y } });
      expect(svgToString(preview)).toContain('<g mask="url(#outside-trim)">');

      // Print cuts the sheet as it lies: the die line there is never turned.
      const print = renderSurface(doc, 'outside', { mode: 'print-reference', photos: noPhotos });
      const dieline = findAll(print, (n) => n.attrs['data-layer'] === 'dieline');
      expect(dieline).toHaveLength(1);
      expect(dieline[0]?.attrs.d).toBe(die);
      expect(dieline[0]?.attrs).not.toHaveProperty('transform');
      // The inside sheet is printed as designed: its die line is drawn as cut.
      expect(dieCutGuides(doc, 'inside')).toEqual([{ d: doc.surfaces.inside!.clipPath }]);
    }
  });

  it('draws the die line as cut on side-folded and flat cards', () => {
    for (const trimTypeId of [2, 5, 6]) {
      const side = createProjectFromTemplate({ ...card(2), trimTypeId });
      const flat = createProjectFromTemplate({ ...card(4), trimTypeId });
      for (const [doc, surfaceId] of [
        [side, 'outside'],
        [side, 'inside'],
        [flat, flat.surfaceOrder[0]!],
      ] as const) {
        const die = doc.surfaces[surfaceId]!.clipPath;
        expect(die).toBeDefined();
        expect(dieCutGuides(doc, surfaceId)).toEqual([{ d: die }]);
        const preview = renderSurface(doc, surfaceId, { mode: 'preview', photos: noPhotos });
        const trim = findAll(
          preview,
          (n) => n.tag === 'clipPath' && n.attrs.id === `${surfaceId}-trim`,
        );
        expect(trim[0]?.children).toEqual([{ tag: 'path', attrs: { d: die }, children: [] }]);
      }
    }
  });
});

function findAll(node: SvgNode, test: (node: SvgElementNode) => boolean): SvgElementNode[] {
  if (isTextNode(node)) return [];
  return [...(test(node) ? [node] : []), ...node.children.flatMap((c) => findAll(c, test))];
}

/** The shape of the clip path an element's clip-path names. */
function clipOf(svg: SvgElementNode, node: SvgElementNode): SvgElementNode | undefined {
  const id = /^url\(#(.+)\)$/.exec(String(node.attrs['clip-path']))?.[1];
  const clip = findAll(svg, (n) => n.tag === 'clipPath' && n.attrs.id === id)[0];
  return clip?.children[0] as SvgElementNode | undefined;
}

/** The editor's die-cut guide paths: their path data and turn. */
function dieCutGuides(doc: ProjectDocument, surfaceId: string) {
  const editor = renderSurface(doc, surfaceId, { mode: 'editor', photos: noPhotos });
  return findAll(editor, (n) => n.attrs['data-guide'] === 'die-cut').map((n) => ({
    d: n.attrs.d,
    ...(n.attrs.transform ? { transform: n.attrs.transform } : {}),
    ...(n.attrs['clip-path'] ? { clip: n.attrs['clip-path'] } : {}),
  }));
}
