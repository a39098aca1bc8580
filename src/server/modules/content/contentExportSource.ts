import type { Db } from '../../db/database';
import type { ContentEntity, ContentSource, SiteContentKind } from '../contentExport/contentSource';
import {
  type ContentEntryRow,
  findEntry,
  findEntryById,
  pagePublished,
  publishedReleases,
} from './content.repo';

/*
 * The content export reads the same store the site renders, published versions only: drafts are
 * for content previewers, never for an export token.
 */

const PAGE_TYPES: ContentEntity[] = [
  { id: 1, key: 'content-page', name: 'Content page', route: '/{slug}' },
  { id: 2, key: 'landing-page', name: 'Landing page', route: '/l/{path}' },
  { id: 3, key: 'freeform-landing-page', name: 'Freeform landing page', route: '/l/f/{path}' },
];

type StoredKind = Exclude<SiteContentKind, 'site-page-type' | 'release'>;

/** Keys of the site components a page's sections name, however deep (component sections,
 * components inside them, components injected into an article listing). */
function componentKeysIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) componentKeysIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'component' && typeof inner === 'string') found.add(inner);
      else componentKeysIn(inner, found);
    }
  }
  return found;
}

const pageTypeOf = (key: string) => (key.startsWith('l/f/') ? 3 : key.startsWith('l/') ? 2 : 1);

/** The export's entity: the published version, and for a page the ids of what it refers to. */
async function entityOf(db: Db, row: ContentEntryRow): Promise<ContentEntity> {
  const published = row.published as Record<string, unknown>;
  const entity: ContentEntity = {
    ...published,
    id: row.id,
    key: row.key,
    release: row.release,
    version: row.version,
    publishedAt: row.publishedAt?.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (row.kind !== 'site-page') return entity;
  const componentIds: number[] = [];
  for (const key of componentKeysIn(published, new Set())) {
    const component = await findEntry(db, 'site-component', row.release, key);
    if (component?.published) componentIds.push(component.id);
  }
  return { ...entity, pageTypeId: pageTypeOf(row.key), componentIds };
}

async function releases(db: Db): Promise<ContentEntity[]> {
  const rows = await publishedReleases(db);
  return rows.map((row, index) => ({
    id: index + 1,
    version: row.release,
    current: index === rows.length - 1,
    pageCount: Number(row.pages),
  }));
}

export function storedContentSource(db: Db): ContentSource {
  return {
    async list(kind, { limit, offset }) {
      if (kind === 'site-page-type' || kind === 'release') {
        const all = kind === 'release' ? await releases(db) : PAGE_TYPES;
        return { items: all.slice(offset, offset + limit), total: all.length };
      }
      const { rows, total } = await pagePublished(db, kind satisfies StoredKind, limit, offset);
      const items: ContentEntity[] = [];
      for (const row of rows) items.push(await entityOf(db, row));
      return { items, total };
    },
    async get(kind, id) {
      if (kind === 'site-page-type' || kind === 'release') {
        const all = kind === 'release' ? await releases(db) : PAGE_TYPES;
        return all.find((entity) => entity.id === id);
      }
      const row = await findEntryById(db, kind, id);
      return row?.published ? entityOf(db, row) : undefined;
    },
  };
}
