import { describe, expect, it } from 'vitest';
import { createProjectFromTemplate } from '../project/templates/createProject';
import type { TemplateSource } from '../project/templates/templateSource';
import { BACK_PANEL_BRAND, backPanelMarkArea } from './foldedCardPanels';
import { renderSurface } from './renderSurface';
import { svgToString } from './svgNode';
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
    for (const mode of ['editor', 'preview'] as const)
      expect(svgToString(renderSurface(top, 'outside', { mode, photos: noPhotos }))).not.toContain(
        'rotate(180',
      );
    const side = createProjectFromTemplate(card(2));
    expect(
      svgToString(renderSurface(side, 'outside', { mode: 'print-reference', photos: noPhotos })),
    ).not.toContain('data-turned');
  });
});
