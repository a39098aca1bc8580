import { describe, expect, it } from 'vitest';
import { createProjectFromTemplate } from '../project/templates/createProject';
import type { TemplateSource } from '../project/templates/templateSource';
import { frontPreview } from './frontPreview';
import { svgToString } from './svgNode';

const source = (productTypeId: number): TemplateSource => ({
  templateId: 1,
  themeId: 11,
  name: 'Golden Modern Memories',
  productTypeId,
  photoCount: 3,
  orientation: null,
  styleId: 2,
  colorIds: [1],
  foilTypeId: null,
  trimTypeId: null,
  formatTypeId: null,
  sizes: [],
  keywords: 'family',
});

const SCENE = { url: 'data:image/svg+xml;base64,AAAA', width: 3000, height: 2000 };

describe('frontPreview', () => {
  it("frames a book's cover wrap on its front panel and fills its slots with sample photos", () => {
    const doc = createProjectFromTemplate(source(1));
    const cover = doc.surfaces[doc.surfaceOrder[0]!]!;
    const front = cover.panels.find((panel) => panel.role === 'front')!;
    expect(front.rect.width).toBeLessThan(cover.width);
    const svg = frontPreview(doc, [SCENE]);
    const { x, y, width, height } = front.rect;
    expect(svg.attrs.viewBox).toBe(`${x} ${y} ${width} ${height}`);
    expect(svg.attrs.width).toBe(`${width}pt`);
    expect(svgToString(svg)).toContain(SCENE.url);
  });

  it("shows a flat card's front, which has no panels, whole and cut to its trim", () => {
    const doc = createProjectFromTemplate(source(7));
    const first = doc.surfaces[doc.surfaceOrder[0]!]!;
    expect(first.panels).toEqual([]);
    const svg = frontPreview(doc, []);
    expect(svg.attrs.viewBox).toBe(`0 0 ${first.width} ${first.height}`);
    expect(svgToString(svg)).toContain('clip-path="url(#front-trim)"');
  });
});
