import { describe, expect, it } from 'vitest';
import { createProjectFromTemplate } from '../project/templates/createProject';
import { renderSurface } from './renderSurface';
import { svgToString } from './svgNode';

describe('envelope fronts', () => {
  it("mark the stamp's place in the editor only, never in a preview or print", () => {
    const doc = createProjectFromTemplate({
      templateId: 1,
      themeId: 2,
      name: 'Envelope',
      productTypeId: 150,
      photoCount: 1,
      orientation: null,
      styleId: 1,
      colorIds: [],
      foilTypeId: null,
      trimTypeId: null,
      formatTypeId: null,
      sizes: ['5x7'],
      keywords: '',
    });
    const shown = (mode: 'editor' | 'preview' | 'print-reference', id: string) =>
      svgToString(renderSurface(doc, id, { mode, photos: () => undefined }));
    expect(shown('editor', 'front')).toContain('data-guide="stamp"');
    expect(shown('preview', 'front')).not.toContain('data-guide="stamp"');
    expect(shown('print-reference', 'front')).not.toContain('data-guide="stamp"');
    expect(shown('editor', 'flap')).not.toContain('data-guide="stamp"');
  });
});
