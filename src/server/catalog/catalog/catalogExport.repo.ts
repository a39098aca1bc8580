import { asc, count, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import {
  designers,
  localizedStores,
  products,
  productTypes,
  storefronts,
  tagGroups,
  templates,
  themes,
} from '../../db/schema/catalog';

/** The catalogue tables the content export reads, by export kind. */
export const exportTables = {
  product: products,
  'product-type': productTypes,
  template: templates,
  designer: designers,
  'tag-group': tagGroups,
  store: storefronts,
  site: localizedStores,
} as const;

export type CatalogTableKind = keyof typeof exportTables;

type WithId = PgTable & { id: PgColumn };

/** A page of a table in id order, so pages stay stable while rows are added elsewhere. */
export async function pageOfTable(db: Db, kind: CatalogTableKind, limit: number, offset: number) {
  const table = exportTables[kind] as unknown as WithId;
  const rows = (await db
    .select()
    .from(table)
    .orderBy(asc(table.id))
    .limit(limit)
    .offset(offset)) as Record<string, unknown>[];
  const [total] = await db.select({ n: count() }).from(table);
  return { rows, total: total?.n ?? 0 };
}

export async function rowOfTable(db: Db, kind: CatalogTableKind, id: number) {
  const table = exportTables[kind] as unknown as WithId;
  const [row] = (await db.select().from(table).where(eq(table.id, id))) as Record<
    string,
    unknown
  >[];
  return row;
}

/** A theme's content columns: the search vector is derived, not content. */
const themeColumns = {
  id: themes.id,
  uri: themes.uri,
  name: themes.name,
  description: themes.description,
  productTypeId: themes.productTypeId,
  tagGroupIds: themes.tagGroupIds,
  keywords: themes.keywords,
  designerId: themes.designerId,
  deviceRestriction: themes.deviceRestriction,
  launchedAt: themes.launchedAt,
  styleId: themes.styleId,
  foilTypeId: themes.foilTypeId,
  trimTypeId: themes.trimTypeId,
  formatTypeId: themes.formatTypeId,
  orientation: themes.orientation,
  photoCount: themes.photoCount,
  colorIds: themes.colorIds,
  genderId: themes.genderId,
  recipient: themes.recipient,
  sizes: themes.sizes,
};

export async function themeById(db: Db, id: number) {
  const [row] = await db.select(themeColumns).from(themes).where(eq(themes.id, id));
  return row;
}

export async function pageOfThemes(db: Db, limit: number, offset: number) {
  const rows = await db
    .select(themeColumns)
    .from(themes)
    .orderBy(asc(themes.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(themes);
  return { rows, total: total?.n ?? 0 };
}

/** Every distinct theme keyword, alphabetically: the export's tags. */
export async function themeKeywords(db: Db): Promise<string[]> {
  const rows = await db.execute<{ word: string }>(
    sql`select distinct unnest(string_to_array(${themes.keywords}, ' ')) as word from ${themes} order by word`,
  );
  const list =
    (rows as unknown as { rows?: { word: string }[] }).rows ??
    (rows as unknown as { word: string }[]);
  return list.map((row) => row.word).filter((word) => word !== '');
}
