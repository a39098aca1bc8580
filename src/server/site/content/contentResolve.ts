import type { ArticleCard } from '../../../shared/content/articleSections';
import { type Article, articleHref } from '../../../shared/content/entries';
import type { Db } from '../../db/database';
import { findEntry, listPublished } from './content.repo';

/*
 * Fills the references of a page's sections (site components, articles, article listings) so the
 * page renders from one answer. Traversal follows spec §2: components inside component sections,
 * and components injected into an article listing, to a bounded depth so a component that
 * includes itself cannot loop.
 */

const MAX_DEPTH = 4;

type Raw = Record<string, unknown>;

export interface ResolveOptions {
  db: Db;
  release: string;
  /** Previewers see drafts of the referenced entries too. */
  drafts: boolean;
}

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function entryData(options: ResolveOptions, kind: string, key: string) {
  const row = await findEntry(options.db, kind, options.release, key);
  if (!row) return null;
  return (options.drafts ? (row.draft ?? row.published) : row.published) as Raw | null;
}

function card(key: string, article: Article): ArticleCard {
  return {
    slug: key,
    title: article.title,
    summary: article.summary,
    image: article.image,
    publishedOn: article.publishedOn,
    href: articleHref(key),
  };
}

/** Published articles, newest first (then by slug, so the order is stable). */
async function allArticles(options: ResolveOptions): Promise<{ key: string; article: Article }[]> {
  const rows = await listPublished(options.db, 'article', options.release);
  return rows
    .map((row) => ({ key: row.key, article: row.published as Article }))
    .sort(
      (a, b) =>
        b.article.publishedOn.localeCompare(a.article.publishedOn) || a.key.localeCompare(b.key),
    );
}

export async function articleByKey(options: ResolveOptions, key: string) {
  const data = (await entryData(options, 'article', key)) as Article | null;
  return data ? { ...card(key, data), author: data.author, body: data.body } : null;
}

async function componentSections(options: ResolveOptions, key: string, depth: number) {
  const data = await entryData(options, 'site-component', key);
  const sections = Array.isArray(data?.sections) ? data.sections : [];
  return resolveSections(options, sections, depth + 1);
}

async function resolveSection(options: ResolveOptions, section: unknown, depth: number) {
  if (!isRecord(section)) return section;
  switch (section.type) {
    case 'component':
      return typeof section.component === 'string'
        ? { ...section, sections: await componentSections(options, section.component, depth) }
        : section;
    case 'article': {
      if (typeof section.article !== 'string') return section;
      const resolved = await articleByKey(options, section.article);
      return resolved ? { ...section, resolved } : section;
    }
    case 'articles': {
      if (!Array.isArray(section.articles)) return section;
      const wanted = section.articles.filter((key): key is string => typeof key === 'string');
      const found = new Map((await allArticles(options)).map((a) => [a.key, a.article]));
      const resolved = wanted.flatMap((key) => {
        const article = found.get(key);
        return article ? [card(key, article)] : [];
      });
      return { ...section, resolved };
    }
    case 'article-listing': {
      const tag = typeof section.tag === 'string' ? section.tag : undefined;
      const articles = (await allArticles(options))
        .filter(({ article }) => tag === undefined || article.tags.includes(tag))
        .map(({ key, article }) => card(key, article));
      const inject = Array.isArray(section.inject) ? section.inject.filter(isRecord) : [];
      const injected = [];
      for (const item of inject) {
        if (typeof item.after !== 'number' || typeof item.component !== 'string') continue;
        injected.push({
          after: item.after,
          sections: await componentSections(options, item.component, depth),
        });
      }
      return { ...section, resolved: { articles, injected } };
    }
    default:
      return section;
  }
}

export async function resolveSections(
  options: ResolveOptions,
  sections: readonly unknown[],
  depth = 0,
): Promise<unknown[]> {
  if (depth > MAX_DEPTH) return [];
  return Promise.all(sections.map((section) => resolveSection(options, section, depth)));
}
