import { describe, expect, it } from 'vitest';
import { FOIL_TYPES } from '../catalog/foilTypes';
import { createProjectFromTemplate } from '../project/templates/createProject';
import { FOIL_SHEENS, foilEdgeColor } from './paint';
import { renderSurface } from './renderSurface';
import { svgToString } from './svgNode';

/** WCAG relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('foil on screen', () => {
  it('keeps every foil legible on white paper: the lightest sheen 2.5:1, the outline 4.5:1', () => {
    for (const foil of FOIL_TYPES.filter((f) => f.id !== 1)) {
      const stops = FOIL_SHEENS[foil.id];
      expect(stops, foil.name).toBeDefined();
      for (const stop of stops!) expect(contrast(stop, '#ffffff'), foil.name).toBeGreaterThan(2.5);
      expect(contrast(foilEdgeColor(foil.id), '#ffffff'), foil.name).toBeGreaterThan(4.5);
    }
  });

  it('outlines foil marks on screen but keeps the print plate flat', () => {
    const doc = createProjectFromTemplate({
      templateId: 1,
      themeId: 11,
      name: 'Merry Christmas',
      productTypeId: 2,
      photoCount: 2,
      orientation: 'portrait',
      styleId: 5,
      colorIds: [3],
      foilTypeId: 2,
      trimTypeId: 2,
      formatTypeId: 2,
      sizes: ['5x7'],
      keywords: 'christmas holiday',
    });
    const screen = svgToString(
      renderSurface(doc, 'outside', { mode: 'preview', photos: () => undefined }),
    );
    expect(screen).toMatch(/data-foil="silver"[^>]*stroke="#4f545a"/);
    const print = svgToString(
      renderSurface(doc, 'outside', { mode: 'print-reference', photos: () => undefined }),
    );
    expect(print).not.toMatch(/data-foil="silver"[^>]*stroke=/);
  });
});
