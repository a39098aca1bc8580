import type { ContentExportKind } from '../../../shared/api/actions/contentExport';

/**
 * Which fields of an entity name another entity, and of what kind: `generate/{type}/{id}`
 * answers an entity with these resolved, so one answer builds one page.
 */
export const REFERENCE_FIELDS: Partial<Record<ContentExportKind, [string, ContentExportKind][]>> = {
  product: [['productTypeId', 'product-type']],
  template: [
    ['themeId', 'theme'],
    ['productTypeId', 'product-type'],
  ],
  theme: [
    ['productTypeId', 'product-type'],
    ['designerId', 'designer'],
    ['tagGroupIds', 'tag-group'],
    ['foilTypeId', 'foil-type'],
    ['trimTypeId', 'trim-type'],
    ['formatTypeId', 'format-type'],
  ],
  'tag-group': [['productTypeId', 'product-type']],
  'site-page': [
    ['pageTypeId', 'site-page-type'],
    ['componentIds', 'site-component'],
  ],
  'site-component': [['pageId', 'site-page']],
  'site-content': [['pageId', 'site-page']],
  'site-media-reference': [['pageIds', 'site-page']],
  'article-reference': [['articleId', 'article']],
};

/** The (kind, id) pairs an entity refers to, in field order, without repeats. */
export function referencesOf(
  kind: ContentExportKind,
  entity: Record<string, unknown>,
): { kind: ContentExportKind; id: number }[] {
  const out: { kind: ContentExportKind; id: number }[] = [];
  const seen = new Set<string>();
  for (const [field, target] of REFERENCE_FIELDS[kind] ?? []) {
    const value = entity[field];
    const ids = Array.isArray(value) ? value : [value];
    for (const id of ids) {
      if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) continue;
      const key = `${target}:${id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ kind: target, id });
    }
  }
  return out;
}
