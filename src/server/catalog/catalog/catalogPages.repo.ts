import { and, asc, desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { tagGroups, themes } from '../../db/schema/catalog';
import type { ThemeRow } from './catalog.repo';

/** Raw query rows; both drivers (node-postgres and PGlite) answer with a `rows` array. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Designs per tag group of one product type (zero for an empty group), as the themes call counts. */
export async function designCountsByTagGroup(
  db: Db,
  productTypeId: number,
): Promise<Map<number, number>> {
  const rows = await rowsOf<{ id: number; count: number }>(
    db,
    sql`select g.id, count(t.id)::int as count from ${tagGroups} g left join ${themes} t on g.id = any(t.tag_group_ids) where g.product_type_id = ${productTypeId} group by g.id`,
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.count)]));
}

/** Distinct designs per category name of one product type's tag groups. */
export async function designCountsByCategory(
  db: Db,
  productTypeId: number,
): Promise<Map<string, number>> {
  const rows = await rowsOf<{ category: string | null; count: number }>(
    db,
    sql`select g.category, count(distinct t.id)::int as count from ${tagGroups} g join ${themes} t on g.id = any(t.tag_group_ids) where g.product_type_id = ${productTypeId} group by g.category`,
  );
  return new Map(rows.map((row) => [row.category ?? '', Number(row.count)]));
}

/** Designs per product type. */
export async function designCountsByProductType(db: Db): Promise<Map<number, number>> {
  const rows = await rowsOf<{ id: number; count: number }>(
    db,
    sql`select product_type_id as id, count(*)::int as count from ${themes} group by product_type_id`,
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.count)]));
}

/** The best-selling design of each tag group of one product type (ties: the lower id). */
export async function bestSellerByTagGroup(
  db: Db,
  productTypeId: number,
): Promise<Map<number, ThemeRow>> {
  const picks = await rowsOf<{ tag_group_id: number; theme_id: number }>(
    db,
    sql`select distinct on (g.id) g.id as tag_group_id, t.id as theme_id from ${tagGroups} g join ${themes} t on g.id = any(t.tag_group_ids) where g.product_type_id = ${productTypeId} order by g.id, t.units_sold desc, t.id asc`,
  );
  if (picks.length === 0) return new Map();
  const rows = await db
    .select()
    .from(themes)
    .where(
      inArray(
        themes.id,
        picks.map((pick) => Number(pick.theme_id)),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const result = new Map<number, ThemeRow>();
  for (const pick of picks) {
    const row = byId.get(Number(pick.theme_id));
    if (row) result.set(Number(pick.tag_group_id), row);
  }
  return result;
}

export type DesignOrder = 'best_sellers' | 'new';

/** The first designs of a selection, in the storefront's best-seller or newest order. */
export function leadingThemes(
  db: Db,
  filter: { productTypeIds?: readonly number[]; tagGroupIds?: readonly number[] },
  order: DesignOrder,
  limit: number,
): Promise<ThemeRow[]> {
  const where = and(
    filter.productTypeIds ? inArray(themes.productTypeId, [...filter.productTypeIds]) : undefined,
    filter.tagGroupIds
      ? sql`${themes.tagGroupIds} && ${sql.raw(`'{${filter.tagGroupIds.map(Number).join(',')}}'::integer[]`)}`
      : undefined,
  );
  return db
    .select()
    .from(themes)
    .where(where)
    .orderBy(
      order === 'best_sellers' ? desc(themes.unitsSold) : desc(themes.launchedAt),
      asc(themes.id),
    )
    .limit(limit);
}
