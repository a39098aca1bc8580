import type { Db } from '../../db/database';
import type { ContentEntity, ContentSource, SiteContentKind } from '../contentExport/contentSource';
import {
  type ContentEntryRow,
  findEntryById,
  listPublished,
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

/** Component key → id per release, for the releases of `rows`: one read per release. */
async function componentIdsByRelease(db: Db, rows: ContentEntryRow[]) {
  const byRelease = new Map<string, Map<string, number>>();
  for (const release of new Set(rows.filter((r) => r.kind === 'site-page').map((r) => r.release))) {
    const components = await listPublished(db, 'site-component', release);
    byRelease.set(release, new Map(components.map((c) => [c.key, c.id])));
  }
  return byRelease;
}

/** The export's entity: the published version, and for a page the ids of what it refers to. */
function entityOf(
  row: ContentEntryRow,
  components: Map<string, Map<string, number>>,
): ContentEntity {
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
  const ids = components.get(row.release);
  const componentIds = [...componentKeysIn(published, new Set())]
    .map((key) => ids?.get(key))
    .filter((id): id is number => id !== undefined);
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

const isDerivedKind = (kind: SiteContentKind): kind is 'site-page-type' | 'release' =>
  kind === 'site-page-type' || kind === 'release';

export function storedContentSource(db: Db): ContentSource {
  const derived = (kind: 'site-page-type' | 'release') =>
    kind === 'release' ? releases(db) : Promise.resolve(PAGE_TYPES);
  return {
    async list(kind, { limit, offset }) {
      if (isDerivedKind(kind)) {
        const all = await derived(kind);
        return { items: all.slice(offset, offset + limit), total: all.length };
      }
      const { rows, total } = await pagePublished(db, kind satisfies StoredKind, limit, offset);
      const components = await componentIdsByRelease(db, rows);
      return { items: rows.map((row) => entityOf(row, components)), total };
    },
    async get(kind, id) {
      if (isDerivedKind(kind)) return (await derived(kind)).find((entity) => entity.id === id);
      const row = await findEntryById(db, kind, id);
      if (!row?.published) return undefined;
      return entityOf(row, await componentIdsByRelease(db, [row]));
    },
  };
}
