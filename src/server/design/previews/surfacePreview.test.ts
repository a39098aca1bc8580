import { describe, expect, it } from 'vitest';
import { createProjectFromTemplate } from '../../../shared/project/templates/createProject';
import { FOIL_SHEENS } from '../../../shared/render/paint';
import { surfacePreviewSvg } from './surfacePreview';

// The cart's and the project list's thumbnail of a foil card is this preview: its foil must read
// as foil (the metallic gradient), not as flat ink nor as the print file's spot plate.
describe('a foil card thumbnail', () => {
  it.each([
    [2, 'silver'],
    [3, 'gold'],
    [4, 'rose_gold'],
    [5, 'pris_gold'],
  ] as const)('paints foil %i with the %s sheen', (foilTypeId, param) => {
    const doc = createProjectFromTemplate(
      {
        templateId: 1,
        themeId: 11,
        name: 'Shining Wishes',
        productTypeId: 13,
        photoCount: 1,
        orientation: 'portrait',
        styleId: 5,
        colorIds: [3],
        foilTypeId: 3,
        formatTypeId: 1,
        sizes: ['5x7'],
        keywords: 'wedding',
      },
      { foilTypeId },
    );
    const svg = surfacePreviewSvg(doc, doc.surfaceOrder[0]!, () => undefined, 240) ?? '';
    expect(svg).toMatch(new RegExp(`<linearGradient[^>]*id="preview-foil-${param}"`));
    expect(svg).toContain(`url(#preview-foil-${param})`);
    const [, highlight] = FOIL_SHEENS[foilTypeId]!;
    expect(svg.toLowerCase()).toContain(highlight.toLowerCase());
  });
});
