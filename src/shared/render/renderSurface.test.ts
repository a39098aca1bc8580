import { describe, expect, it } from 'vitest';
import { createProjectFromTemplate } from '../project/templates/createProject';
import type { TemplateSource } from '../project/templates/templateSource';
import { renderSurface } from './renderSurface';
import { h, svgToString } from './svgNode';
import { textOverflows } from './textLayout';
import { isWellFormedXml } from './wellFormed';

const foldedFoilCard: TemplateSource = {
  templateId: 1,
  themeId: 11,
  name: 'Golden Floral Wishes',
  productTypeId: 2,
  photoCount: 2,
  orientation: 'portrait',
  styleId: 5,
  colorIds: [3],
  foilTypeId: 3,
  trimTypeId: 2,
  formatTypeId: 2,
  sizes: ['5x7'],
  keywords: 'christmas holiday floral',
};
const photos = (id: string) => ({ url: `/photos/${id}.jpg`, width: 1200, height: 800 });

describe('renderSurface', () => {
  const doc = createProjectFromTemplate(foldedFoilCard);

  it('draws a folded foil card with its die-cut, foil layer and guides, as well-formed SVG', () => {
    const editor = svgToString(renderSurface(doc, 'outside', { photos, mode: 'editor' }));
    expect(isWellFormedXml(editor)).toBe(true);
    expect(editor).toContain('data-guide="fold"');
    expect(editor).toContain('data-guide="die-cut"');
    expect(editor).toContain('data-layer="foil"');
    expect(editor).toContain('Merry Christmas');
  });

  it('keeps the bleed and a flat foil plate in the print reference, and cuts previews to the trim', () => {
    const print = svgToString(renderSurface(doc, 'outside', { photos, mode: 'print-reference' }));
    expect(print).toContain('viewBox="-9 -9 738 522"');
    expect(print).toContain('id="outside-foil-gold"');
    expect(print).toContain('data-layer="dieline"');
    expect(print).not.toContain('data-guide');
    const preview = svgToString(renderSurface(doc, 'outside', { photos, mode: 'preview' }));
    expect(preview).toContain('viewBox="0 0 720 504"');
    expect(preview).toContain('clip-path="url(#outside-trim)"');
  });

  it('fills empty slots with sample photos in turn', () => {
    const svg = svgToString(
      renderSurface(doc, 'outside', {
        photos,
        mode: 'preview',
        samplePhotos: [photos('a'), photos('b')],
      }),
    );
    expect(svg).toContain('/photos/a.jpg');
    expect(svg).toContain('/photos/b.jpg');
  });

  it('refuses a surface the document does not have', () => {
    expect(() => renderSurface(doc, 'nope', { photos, mode: 'preview' })).toThrow(RangeError);
  });
});

describe('svgToString', () => {
  it('escapes text and attributes and drops characters XML cannot hold', () => {
    const svg = svgToString(h('text', { 'data-x': 'a"<b>&' }, 'Tom & Jerry <3 \u0001'));
    expect(svg).toBe('<text data-x="a&quot;&lt;b&gt;&amp;">Tom &amp; Jerry &lt;3 </text>');
    expect(isWellFormedXml(svg)).toBe(true);
    expect(() => svgToString(h('bad tag'))).toThrow();
  });
});

describe('textOverflows', () => {
  const style = { fontFamily: 'inter' as const, fontSize: 12, lineHeight: 1.2 };
  it('tells when the words need more lines than the box holds', () => {
    expect(textOverflows({ ...style, text: 'Hello', width: 200, height: 20 })).toBe(false);
    expect(textOverflows({ ...style, text: 'Hello '.repeat(60), width: 200, height: 20 })).toBe(
      true,
    );
  });
});
