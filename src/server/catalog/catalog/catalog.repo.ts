import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  designers,
  localizedStores,
  products,
  productTypes,
  storefronts,
  tagGroups,
  templateFavorites,
  templates,
  themes,
} from '../../db/schema/catalog';

export type ThemeRow = typeof themes.$inferSelect;
export type TemplateRow = typeof templates.$inferSelect;
export type TagGroupRow = typeof tagGroups.$inferSelect;

export function listProductTypes(db: Db) {
  return db.select().from(productTypes).orderBy(asc(productTypes.id));
}

export function listProducts(db: Db, filter: { productTypeId?: number; ids?: number[] }) {
  const where = and(
    filter.productTypeId === undefined
      ? undefined
      : eq(products.productTypeId, filter.productTypeId),
    filter.ids ? inArray(products.id, filter.ids) : undefined,
  );
  return db.select().from(products).where(where).orderBy(asc(products.id));
}

export async function findTemplate(db: Db, id: number): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(templates).where(eq(templates.id, id));
  return row;
}

/** A catalogue template with its theme's columns: what a template document is made from. */
export async function findTemplateWithTheme(db: Db, templateId: number) {
  const [row] = await db
    .select({
      templateId: templates.id,
      themeId: themes.id,
      name: templates.name,
      productTypeId: templates.productTypeId,
      photoCount: templates.photoCount,
      orientation: themes.orientation,
      styleId: templates.styleId,
      colorIds: themes.colorIds,
      foilTypeId: themes.foilTypeId,
      trimTypeId: themes.trimTypeId,
      formatTypeId: themes.formatTypeId,
      sizes: themes.sizes,
      keywords: themes.keywords,
    })
    .from(templates)
    .innerJoin(themes, eq(themes.id, templates.themeId))
    .where(eq(templates.id, templateId));
  return row;
}

export function listTagGroups(db: Db, productTypeId?: number) {
  return db
    .select()
    .from(tagGroups)
    .where(productTypeId === undefined ? undefined : eq(tagGroups.productTypeId, productTypeId))
    .orderBy(asc(tagGroups.id));
}

export async function findTagGroupByUri(db: Db, uri: string): Promise<TagGroupRow | undefined> {
  const [row] = await db.select().from(tagGroups).where(eq(tagGroups.uri, uri));
  return row;
}

export async function findTheme(db: Db, id: number): Promise<ThemeRow | undefined> {
  const [row] = await db.select().from(themes).where(eq(themes.id, id));
  return row;
}

/** The design that pictures each product type: a template of its favourite, else best-selling theme. */
export async function pictureTemplateByProductType(
  db: Db,
  productTypeIds: number[],
): Promise<Map<number, number>> {
  if (productTypeIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([templates.productTypeId], {
      productTypeId: templates.productTypeId,
      id: templates.id,
    })
    .from(templates)
    .innerJoin(themes, eq(themes.id, templates.themeId))
    .where(inArray(templates.productTypeId, productTypeIds))
    .orderBy(
      templates.productTypeId,
      sql`${themes.favoriteRank} asc nulls last`,
      desc(themes.unitsSold),
      asc(templates.id),
    );
  return new Map(rows.map((row) => [row.productTypeId, row.id]));
}

/** Template ids per theme, for the themes on one page. */
export async function templateIdsByTheme(db: Db, themeIds: number[]) {
  if (themeIds.length === 0) return new Map<number, number[]>();
  const rows = await db
    .select({ id: templates.id, themeId: templates.themeId })
    .from(templates)
    .where(inArray(templates.themeId, themeIds))
    .orderBy(asc(templates.id));
  const map = new Map<number, number[]>();
  for (const row of rows) map.set(row.themeId, [...(map.get(row.themeId) ?? []), row.id]);
  return map;
}

/** Ids of the designs a full-text search for these words matches. */
export async function themeIdsMatching(db: Db, words: string): Promise<number[]> {
  const rows = await db
    .select({ id: themes.id })
    .from(themes)
    .where(sql`${themes.searchVector} @@ plainto_tsquery('english', ${words})`);
  return rows.map((row) => row.id);
}

/** Raw query rows; both drivers (node-postgres and PGlite) answer with a `rows` array. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type FacetName = 'tt' | 'ft' | 's' | 'psg' | 'a' | 'g' | 'n' | 'c' | 'ps' | 'fptid';

/** Distinct words of every design's name, tags and description: the vocabulary for typo repair. */
export async function searchVocabulary(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ word: string }>(
    db,
    sql`select distinct w as word from ${themes}, regexp_split_to_table(lower(${themes.name} || ' ' || ${themes.description} || ' ' || ${themes.keywords}), '[^a-z0-9]+') as w where length(w) > 1`,
  );
  return rows.map((row) => row.word);
}

export function listStorefronts(db: Db, uri?: string) {
  return db
    .select()
    .from(storefronts)
    .where(uri === undefined ? undefined : eq(storefronts.uri, uri))
    .orderBy(asc(storefronts.id));
}

export async function pageOfDesigners(
  db: Db,
  uri: string | undefined,
  page: { limit: number; offset: number },
) {
  const where = uri === undefined ? undefined : eq(designers.uri, uri);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(designers)
      .where(where)
      .orderBy(asc(designers.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(designers).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function addFavorite(db: Db, userId: number, templateId: number) {
  await db.insert(templateFavorites).values({ userId, templateId }).onConflictDoNothing();
}

export async function removeFavorite(db: Db, userId: number, templateId: number) {
  await db
    .delete(templateFavorites)
    .where(and(eq(templateFavorites.userId, userId), eq(templateFavorites.templateId, templateId)));
}

export async function pageOfFavorites(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
) {
  const where = eq(templateFavorites.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ template: templates })
      .from(templateFavorites)
      .innerJoin(templates, eq(templates.id, templateFavorites.templateId))
      .where(where)
      .orderBy(desc(templateFavorites.createdAt), asc(templates.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(templateFavorites).where(where),
  ]);
  return { rows: rows.map((row) => row.template), total: total?.value ?? 0 };
}

export async function findProduct(db: Db, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

export function listLocalizedStores(db: Db) {
  return db.select().from(localizedStores).orderBy(asc(localizedStores.id));
}

/** The theme columns the storefront's in-memory index filters, counts and sorts by. */
const themeIndexColumns = {
  id: themes.id,
  uri: themes.uri,
  name: themes.name,
  productTypeId: themes.productTypeId,
  tagGroupIds: themes.tagGroupIds,
  designerId: themes.designerId,
  deviceRestriction: themes.deviceRestriction,
  launchedAt: themes.launchedAt,
  unitsSold: themes.unitsSold,
  favoriteRank: themes.favoriteRank,
  styleId: themes.styleId,
  foilTypeId: themes.foilTypeId,
  trimTypeId: themes.trimTypeId,
  formatTypeId: themes.formatTypeId,
  orientation: themes.orientation,
  photoCount: themes.photoCount,
  colorIds: themes.colorIds,
  genderId: themes.genderId,
  sizes: themes.sizes,
};

export type ThemeIndexRow = {
  [K in keyof typeof themeIndexColumns]: (typeof themes.$inferSelect)[K];
};

/** Everything the theme index is built from: every theme, and its templates lowest id first. */
export async function themeIndexRows(db: Db) {
  const [rows, templateRows] = await Promise.all([
    db.select(themeIndexColumns).from(themes),
    db
      .select({
        id: templates.id,
        themeId: templates.themeId,
        productTypeId: templates.productTypeId,
      })
      .from(templates)
      .orderBy(asc(templates.id)),
  ]);
  return { rows: rows as ThemeIndexRow[], templateRows };
}
