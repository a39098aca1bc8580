import { describe, expect, it } from 'vitest';
import { calendarDocument } from '../autofill/testing/fixtures';
import { createProjectFromTemplate } from './createProject';

const coverTexts = (doc: ReturnType<typeof calendarDocument>) =>
  (doc.surfaces.cover?.elementIds ?? []).flatMap((id) => {
    const element = doc.elements[id];
    return element?.type === 'text' ? [element.text] : [];
  });

describe('createProjectFromTemplate', () => {
  it("prints the calendar's years on its cover: one year from January, both from mid-year", () => {
    expect(coverTexts(calendarDocument())).toContain('2027');
    const midYear = createProjectFromTemplate(
      {
        templateId: 1,
        themeId: 2,
        name: 'Our Year',
        productTypeId: 20,
        photoCount: 2,
        orientation: null,
        styleId: 1,
        colorIds: [],
        foilTypeId: null,
        trimTypeId: null,
        formatTypeId: null,
        sizes: ['12x12'],
        keywords: 'family',
      },
      { startingMonthYear: '2027-03' },
    );
    expect(coverTexts(midYear)).toContain('2027\u20132028');
    expect(coverTexts(midYear)).not.toContain('2027');
  });
});
