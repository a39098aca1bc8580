import type { TemplateSource } from '../templateSource';

/** A catalogue-like template of one product line, for tests; `overrides` set any other field. */
export function templateSourceFixture(
  productTypeId: number,
  sizes: string[],
  overrides: Partial<TemplateSource> = {},
): TemplateSource {
  return {
    templateId: 1,
    themeId: 2,
    name: 'Holiday',
    productTypeId,
    photoCount: 1,
    orientation: null,
    styleId: 1,
    colorIds: [],
    foilTypeId: null,
    trimTypeId: null,
    formatTypeId: null,
    sizes,
    keywords: 'christmas',
    ...overrides,
  };
}
