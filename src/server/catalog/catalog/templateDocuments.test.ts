import { describe, expect, it } from 'vitest';
import { migrateDocument } from '../../../shared/project/migrations/migrate';
import { createProjectFromTemplate } from '../../../shared/project/templates/createProject';
import type { TemplateSource } from '../../../shared/project/templates/templateSource';
import { renderSurface } from '../../../shared/render/renderSurface';
import { svgToString } from '../../../shared/render/svgNode';
import { isWellFormedXml } from '../../../shared/render/wellFormed';
import { generateCatalog } from './catalogSeedData';

const catalog = generateCatalog();
const themes = new Map(catalog.themes.map((theme) => [theme.id, theme]));
const sources: TemplateSource[] = catalog.templates.map((template) => {
  const theme = themes.get(template.themeId);
  if (!theme) throw new Error(`template ${template.id} has no theme`);
  return {
    templateId: template.id,
    themeId: theme.id,
    name: template.name,
    productTypeId: template.productTypeId,
    photoCount: template.photoCount ?? 0,
    orientation: theme.orientation as TemplateSource['orientation'],
    styleId: template.styleId,
    colorIds: theme.colorIds ?? [],
    foilTypeId: theme.foilTypeId,
    trimTypeId: theme.trimTypeId,
    formatTypeId: theme.formatTypeId,
    sizes: theme.sizes ?? [],
    keywords: theme.keywords ?? '',
  };
});

describe('every seeded template as a document', () => {
  it('makes a valid, deterministic document whose surfaces render to well-formed SVG', () => {
    expect(sources.length).toBeGreaterThan(500);
    for (const source of sources) {
      const doc = createProjectFromTemplate(source);
      const stored = migrateDocument(JSON.parse(JSON.stringify(doc)));
      expect(stored.ok, `template ${source.templateId}`).toBe(true);
      // Rendering every page of every book is slow and proves nothing more; the first three do.
      for (const surfaceId of doc.surfaceOrder.slice(0, 3)) {
        const svg = svgToString(
          renderSurface(doc, surfaceId, { photos: () => undefined, mode: 'preview' }),
        );
        if (!isWellFormedXml(svg)) throw new Error(`template ${source.templateId} ${surfaceId}`);
      }
    }
    const first = sources[0] as TemplateSource;
    expect(createProjectFromTemplate(first)).toEqual(createProjectFromTemplate(first));
  }, 120_000);

  it('gives the blank canvas theme plain surfaces with nothing but a white ground', () => {
    const blank = sources.find((source) => source.themeId === 10);
    expect(blank).toBeDefined();
    const doc = createProjectFromTemplate(blank as TemplateSource);
    for (const element of Object.values(doc.elements)) expect(element.type).toBe('background');
  });
});
