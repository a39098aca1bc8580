import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { helpArticles, helpMessages } from '../../db/schema/help';

export type HelpCategoryKey = (typeof helpArticles.$inferSelect)['category'];

/** The articles' search document: the title weighs more than the body. */
const document = sql`setweight(to_tsvector('english', ${helpArticles.title}), 'A') || setweight(to_tsvector('english', ${helpArticles.body}), 'B')`;

/**
 * A page of articles, best match first when there is a query (then by title). Words are matched
 * by prefix, so "ship" finds "shipping" while the visitor is still typing.
 */
export async function searchArticles(
  db: Db,
  filter: { words: string[]; category?: string; slug?: string },
  page: { limit: number; offset: number },
) {
  const conditions: SQL[] = [];
  const query = filter.words.length
    ? sql`to_tsquery('english', ${filter.words.map((w) => `${w}:*`).join(' & ')})`
    : undefined;
  if (query) conditions.push(sql`${document} @@ ${query}`);
  if (filter.category) conditions.push(eq(helpArticles.category, filter.category));
  if (filter.slug) conditions.push(eq(helpArticles.slug, filter.slug));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(helpArticles)
    .where(where)
    .orderBy(...(query ? [desc(sql`ts_rank(${document}, ${query})`)] : []), asc(helpArticles.title))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(helpArticles).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function countByCategory(db: Db) {
  return db
    .select({ category: helpArticles.category, n: count() })
    .from(helpArticles)
    .groupBy(helpArticles.category);
}

export async function insertMessage(db: Db, values: typeof helpMessages.$inferInsert) {
  const [row] = await db.insert(helpMessages).values(values).returning({ id: helpMessages.id });
  return row!.id;
}

export async function insertArticles(db: Db, rows: (typeof helpArticles.$inferInsert)[]) {
  await db.insert(helpArticles).values(rows);
}

type Page = { limit: number; offset: number };

export async function pageOfArticles(db: Db, { limit, offset }: Page) {
  const rows = await db
    .select()
    .from(helpArticles)
    .orderBy(asc(helpArticles.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(helpArticles);
  return { rows, total: total?.n ?? 0 };
}

export async function articleById(db: Db, id: number) {
  const [row] = await db.select().from(helpArticles).where(eq(helpArticles.id, id));
  return row;
}
