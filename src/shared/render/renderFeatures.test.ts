import { describe, expect, it } from 'vitest';
import { createProjectFromTemplate } from '../project/templates/createProject';
import { templateSourceFixture } from '../project/templates/testing/templateSourceFixture';
import { renderSurface } from './renderSurface';
import { svgToString } from './svgNode';

describe('envelope fronts', () => {
  it("mark the stamp's place in the editor only, never in a preview or print", () => {
    const doc = createProjectFromTemplate(
      templateSourceFixture(150, ['5x7'], { name: 'Envelope', keywords: '' }),
    );
    const shown = (mode: 'editor' | 'preview' | 'print-reference', id: string) =>
      svgToString(renderSurface(doc, id, { mode, photos: () => undefined }));
    expect(shown('editor', 'front')).toContain('data-guide="stamp"');
    expect(shown('preview', 'front')).not.toContain('data-guide="stamp"');
    expect(shown('print-reference', 'front')).not.toContain('data-guide="stamp"');
    expect(shown('editor', 'flap')).not.toContain('data-guide="stamp"');
  });
});
