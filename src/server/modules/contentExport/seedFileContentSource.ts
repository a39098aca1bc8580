import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentEntity, ContentSource, SiteContentKind } from './contentSource';

/** The seed content the app ships: src/app/content/pages/<release>/<slug>.json. */
export const SEED_CONTENT_DIR = fileURLToPath(
  new URL('../../../app/content/pages', import.meta.url),
);

type Section = { type?: unknown } & Record<string, unknown>;
type PageFile = { title?: string; description?: string; sections?: Section[] };

/** Everything the export shows of the seed files, numbered in a stable order. */
export interface SeedContent {
  kinds: Record<SiteContentKind, ContentEntity[]>;
}

/** Image addresses a section refers to, wherever they sit in it. */
function mediaIn(value: unknown, found: Set<string>): void {
  if (typeof value === 'string') {
    if (/\.(png|jpe?g|webp|svg|gif|avif)(\?|$)/i.test(value)) found.add(value);
    return;
  }
  if (Array.isArray(value)) for (const item of value) mediaIn(item, found);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) mediaIn(v, found);
}

/**
 * Reads every release folder and page file. Releases sort by name (they are dates); pages by
 * release then slug; components by page then position. Ids follow that order, so they stay
 * the same between reads of the same files.
 */
export async function readSeedContent(dir = SEED_CONTENT_DIR): Promise<SeedContent> {
  const releases = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const kinds: SeedContent['kinds'] = {
    release: [],
    'site-page': [],
    'site-component': [],
    'site-content': [],
    'site-redirect': [],
    'site-media-reference': [],
    'site-page-type': [{ id: 1, key: 'content-page', name: 'Content page', route: '/{slug}' }],
  };
  const media = new Map<string, Set<number>>();
  for (const [releaseIndex, release] of releases.entries()) {
    const files = (await readdir(path.join(dir, release)))
      .filter((f) => f.endsWith('.json'))
      .sort();
    const slugs = files.filter((f) => f !== 'redirects.json').map((f) => f.slice(0, -5));
    kinds.release.push({
      id: releaseIndex + 1,
      version: release,
      current: releaseIndex === releases.length - 1,
      pageCount: slugs.length,
    });
    if (files.includes('redirects.json')) {
      const redirects = JSON.parse(
        await readFile(path.join(dir, release, 'redirects.json'), 'utf8'),
      );
      for (const redirect of Array.isArray(redirects) ? redirects : []) {
        kinds['site-redirect'].push({
          id: kinds['site-redirect'].length + 1,
          release,
          ...redirect,
        });
      }
    }
    for (const slug of slugs) {
      const page = JSON.parse(
        await readFile(path.join(dir, release, `${slug}.json`), 'utf8'),
      ) as PageFile;
      const pageId = kinds['site-page'].length + 1;
      const sections = page.sections ?? [];
      const componentIds: number[] = [];
      for (const [position, section] of sections.entries()) {
        const id = kinds['site-component'].length + 1;
        componentIds.push(id);
        kinds['site-component'].push({
          id,
          pageId,
          position,
          type: String(section.type ?? 'unknown'),
          fields: section,
        });
        const found = new Set<string>();
        mediaIn(section, found);
        for (const url of found) media.set(url, (media.get(url) ?? new Set()).add(pageId));
      }
      kinds['site-page'].push({
        id: pageId,
        slug,
        path: slug === 'index' ? '/' : `/${slug}`,
        release,
        pageTypeId: 1,
        title: page.title ?? slug,
        description: page.description,
        componentIds,
      });
      kinds['site-content'].push({
        id: pageId,
        pageId,
        release,
        status: 'published',
        title: page.title ?? slug,
        sections,
      });
    }
  }
  for (const [url, pages] of [...media].sort(([a], [b]) => a.localeCompare(b))) {
    kinds['site-media-reference'].push({
      id: kinds['site-media-reference'].length + 1,
      url,
      pageIds: [...pages],
    });
  }
  return { kinds };
}

/**
 * The content source over the repo's seed files. The files are read on first use and kept: they
 * change only with a new deploy.
 */
export function seedFileContentSource(dir = SEED_CONTENT_DIR): ContentSource {
  let content: Promise<SeedContent> | undefined;
  const load = () => {
    content ??= readSeedContent(dir);
    return content;
  };
  return {
    async list(kind, { limit, offset }) {
      const all = (await load()).kinds[kind];
      return { items: all.slice(offset, offset + limit), total: all.length };
    },
    async get(kind, id) {
      return (await load()).kinds[kind].find((entity) => entity.id === id);
    },
  };
}
