import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createProjectFromTemplate } from '../../shared/project/templates/createProject';
import type { TemplateSource } from '../../shared/project/templates/templateSource';
import { docToY } from '../../shared/project/yjs/binding';
import { projectCoverFromUpdate } from './projectCover';

const card: TemplateSource = {
  templateId: 1,
  themeId: 11,
  name: 'Merry and Bright',
  productTypeId: 4,
  photoCount: 1,
  orientation: null,
  styleId: 2,
  colorIds: [1],
  foilTypeId: null,
  trimTypeId: null,
  formatTypeId: null,
  sizes: [],
  keywords: 'holiday',
};

function base64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64');
}

describe("a cart line's cover", () => {
  it("draws the project's front from the server's update as an SVG image address", () => {
    const update = Y.encodeStateAsUpdate(docToY(createProjectFromTemplate(card)));
    const src = projectCoverFromUpdate(base64(update));
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(src.slice(src.indexOf(',') + 1));
    expect(svg).toMatch(/^<svg[\s>]/);
    expect(svg).toContain('viewBox=');
  });

  it('throws for bytes that are not a project, for the page to show no picture', () => {
    expect(() => projectCoverFromUpdate(base64(Y.encodeStateAsUpdate(new Y.Doc())))).toThrow();
  });
});
