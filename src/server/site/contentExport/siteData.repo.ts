import { and, asc, count, eq, gte } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/database';
import { contentChanges, siteReferenceEntities } from '../../db/schema/contentExport';

type Page = { limit: number; offset: number };

export async function pageOfReferenceEntities(db: Db, kind: string, { limit, offset }: Page) {
  const where = eq(siteReferenceEntities.kind, kind);
  const rows = await db
    .select()
    .from(siteReferenceEntities)
    .where(where)
    .orderBy(asc(siteReferenceEntities.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(siteReferenceEntities).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function referenceEntity(db: Db, kind: string, id: number) {
  const [row] = await db
    .select()
    .from(siteReferenceEntities)
    .where(and(eq(siteReferenceEntities.kind, kind), eq(siteReferenceEntities.id, id)));
  return row;
}

export async function pageOfChanges(db: Db, since: Date | undefined, { limit, offset }: Page) {
  const where = since ? gte(contentChanges.at, since) : undefined;
  const rows = await db
    .select()
    .from(contentChanges)
    .where(where)
    .orderBy(asc(contentChanges.at), asc(contentChanges.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(contentChanges).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function insertChange(db: Db | DbTx, change: typeof contentChanges.$inferInsert) {
  await db.insert(contentChanges).values(change);
}
