import type { Db } from '../../db/database';
import { flagById, pageOfFlags } from '../experiments/flagExport.service';
import { articleById, pageOfArticles } from '../help/articleExport.service';
import type { ContentEntity } from './contentSource';
import * as repo from './siteData.repo';

/*
 * Export kinds kept outside the content store: feature flags (read through the experiments
 * area), help-centre articles and their reference variant (through the help area), and the
 * reference kinds nothing else stores (this area's own table).
 */

export const SITE_DATA_KINDS = [
  'feature',
  'article',
  'article-reference',
  'browser',
  'device-type',
  'audience',
  'curalate-container',
] as const;
export type SiteDataKind = (typeof SITE_DATA_KINDS)[number];

export function isSiteDataKind(kind: string): kind is SiteDataKind {
  return (SITE_DATA_KINDS as readonly string[]).includes(kind);
}

type Page = { limit: number; offset: number };
type Article = NonNullable<Awaited<ReturnType<typeof articleById>>>;
type Flag = NonNullable<Awaited<ReturnType<typeof flagById>>>;
type Reference = NonNullable<Awaited<ReturnType<typeof repo.referenceEntity>>>;

const flag = (row: Flag): ContentEntity => ({ ...row });
const article = (row: Article): ContentEntity => ({ ...row, url: `/help#${row.slug}` });
/** The compact form other content links an article by. */
const articleReference = (row: Article): ContentEntity => ({
  id: row.id,
  articleId: row.id,
  slug: row.slug,
  title: row.title,
  url: `/help#${row.slug}`,
});
const reference = ({ kind: _kind, attributes, ...row }: Reference): ContentEntity => ({
  ...row,
  ...attributes,
});

export async function siteDataPage(
  db: Db,
  kind: SiteDataKind,
  page: Page,
): Promise<{ items: ContentEntity[]; total: number }> {
  switch (kind) {
    case 'feature': {
      const { rows, total } = await pageOfFlags(db, page);
      return { items: rows.map(flag), total };
    }
    case 'article':
    case 'article-reference': {
      const { rows, total } = await pageOfArticles(db, page);
      return { items: rows.map(kind === 'article' ? article : articleReference), total };
    }
    default: {
      const { rows, total } = await repo.pageOfReferenceEntities(db, kind, page);
      return { items: rows.map(reference), total };
    }
  }
}

export async function siteDataItem(
  db: Db,
  kind: SiteDataKind,
  id: number,
): Promise<ContentEntity | undefined> {
  switch (kind) {
    case 'feature': {
      const row = await flagById(db, id);
      return row && flag(row);
    }
    case 'article':
    case 'article-reference': {
      const row = await articleById(db, id);
      return row && (kind === 'article' ? article(row) : articleReference(row));
    }
    default: {
      const row = await repo.referenceEntity(db, kind, id);
      return row && reference(row);
    }
  }
}
