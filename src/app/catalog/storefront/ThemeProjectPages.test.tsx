// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createProjectFromTemplate } from '../../../shared/project/templates/createProject';
import { renderSurface } from '../../../shared/render/renderSurface';
import { svgToString } from '../../../shared/render/svgNode';
import { parseRendererSvg } from './ThemeProjectPages';

describe('parseRendererSvg', () => {
  it('gives back the renderer’s own tree from its SVG text, so React draws it without innerHTML', () => {
    const doc = createProjectFromTemplate(
      {
        templateId: 1,
        themeId: 11,
        name: 'Summer Days',
        photoCount: 2,
        orientation: 'portrait',
        styleId: 5,
        colorIds: [3],
        foilTypeId: 1,
        trimTypeId: 1,
        formatTypeId: 2,
        keywords: 'summer family',
        productTypeId: 4,
        sizes: ['5x7'],
      },
      {},
    );
    const tree = renderSurface(doc, doc.surfaceOrder[0]!, {
      mode: 'preview',
      photos: () => ({ url: '/photos/1/medium.webp', width: 1024, height: 683 }),
    });
    const text = svgToString(tree);
    expect(svgToString(parseRendererSvg(text)!)).toBe(text);
  });

  it('refuses text that is not an SVG document', () => {
    expect(parseRendererSvg('<html><body>hi</body></html>')).toBeUndefined();
    expect(parseRendererSvg('<svg><g></svg>')).toBeUndefined();
  });
});
