import { describe, expect, it } from 'vitest';
import { COLOR_IDS } from '../../../shared/catalog/colors';
import { FOIL_TYPE_IDS } from '../../../shared/catalog/foilTypes';
import { FORMAT_TYPE_IDS } from '../../../shared/catalog/formatTypes';
import { GENDER_IDS } from '../../../shared/catalog/genders';
import { PRODUCT_TYPE_ID, PRODUCT_TYPES } from '../../../shared/catalog/productTypes';
import { tagGroupKind } from '../../../shared/catalog/ranges';
import { TEMPLATE_STYLES } from '../../../shared/catalog/templateStyles';
import { BLANK_THEME } from '../../../shared/catalog/themes';
import { TRIM_TYPE_IDS } from '../../../shared/catalog/trimTypes';
import { generateCatalog, seededRandom } from './catalogSeedData';

describe('generateCatalog', () => {
  const catalog = generateCatalog();
  const cards = catalog.themes.filter(
    (t) => t.productTypeId === PRODUCT_TYPE_ID.card && t.id !== BLANK_THEME.id,
  );

  it('is the same rows on every run', () => {
    expect(generateCatalog()).toEqual(catalog);
    expect(generateCatalog(1)).not.toEqual(catalog);
  });

  it('is a different stream per seed and stays in [0, 1)', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 1000; i++) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('has every product type with at least one priced option', () => {
    for (const type of PRODUCT_TYPES) {
      const options = catalog.products.filter((p) => p.productTypeId === type.id);
      expect(options.length, type.key).toBeGreaterThan(0);
      for (const option of options) expect(Number.isInteger(option.priceCents)).toBe(true);
    }
  });

  it('keeps tag-group ids in the ranges of their line', () => {
    for (const group of catalog.tagGroups) {
      const kind = tagGroupKind(group.id);
      const expected = { 1: 'books', 20: 'calendars', 7: 'cards' }[group.productTypeId];
      expect(kind).toBe(expected);
    }
  });

  it('has the blank theme and at least 400 card designs covering every facet value', () => {
    expect(catalog.themes.find((t) => t.id === BLANK_THEME.id)?.uri).toBe(BLANK_THEME.uri);
    expect(cards.length).toBeGreaterThanOrEqual(400);
    const covers = (values: readonly number[], of: (t: (typeof cards)[number]) => unknown) =>
      values.every((v) => cards.some((t) => of(t) === v));
    expect(
      covers(
        TEMPLATE_STYLES.map((s) => s.id),
        (t) => t.styleId,
      ),
    ).toBe(true);
    expect(covers(FOIL_TYPE_IDS, (t) => t.foilTypeId)).toBe(true);
    expect(covers(TRIM_TYPE_IDS, (t) => t.trimTypeId)).toBe(true);
    expect(covers(FORMAT_TYPE_IDS, (t) => t.formatTypeId)).toBe(true);
    expect(covers(GENDER_IDS, (t) => t.genderId)).toBe(true);
    expect(covers([0, 1, 2, 3, 4], (t) => t.photoCount)).toBe(true);
    expect(COLOR_IDS.every((c) => cards.some((t) => t.colorIds?.includes(c)))).toBe(true);
  });

  it('has label, calendar, book, envelope and home-decor designs, each with a template', () => {
    for (const typeId of [101, 20, 1, 150, 51, 52, 53, 54]) {
      expect(
        catalog.themes.some((t) => t.productTypeId === typeId),
        String(typeId),
      ).toBe(true);
    }
    const themeIds = new Set(catalog.themes.map((t) => t.id));
    for (const template of catalog.templates) expect(themeIds.has(template.themeId)).toBe(true);
    for (const theme of catalog.themes) {
      expect(catalog.templates.some((t) => t.themeId === theme.id)).toBe(true);
    }
  });

  it('has unique ids and uris', () => {
    const unique = (values: unknown[]) => new Set(values).size === values.length;
    expect(unique(catalog.themes.map((t) => t.id))).toBe(true);
    expect(unique(catalog.themes.map((t) => t.uri))).toBe(true);
    expect(unique(catalog.templates.map((t) => t.id))).toBe(true);
    expect(unique(catalog.products.map((p) => p.sku))).toBe(true);
  });
});
