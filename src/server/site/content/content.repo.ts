import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { contentEntries, contentPreviewers, contentRevisions } from '../../db/schema/content';

export type ContentEntryRow = typeof contentEntries.$inferSelect;

export async function findEntry(
  db: Db,
  kind: string,
  release: string,
  key: string,
): Promise<ContentEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(contentEntries)
    .where(
      and(
        eq(contentEntries.kind, kind),
        eq(contentEntries.release, release),
        eq(contentEntries.key, key),
      ),
    );
  return row;
}

export async function findEntryById(db: Db, kind: string, id: number) {
  const [row] = await db
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, kind), eq(contentEntries.id, id)));
  return row;
}

/** Every published entry of a kind in a release, in key order (stable). */
export async function listPublished(db: Db, kind: string, release: string) {
  return db
    .select()
    .from(contentEntries)
    .where(
      and(
        eq(contentEntries.kind, kind),
        eq(contentEntries.release, release),
        sql`${contentEntries.published} is not null`,
      ),
    )
    .orderBy(asc(contentEntries.key));
}

export interface SeedEntry {
  kind: string;
  release: string;
  key: string;
  published: unknown;
  draft: unknown;
}

/**
 * Inserts the entries that are not stored yet, with their first revision. Existing entries are
 * left alone: what editors changed since the first start stays.
 */
export async function insertMissing(db: Db, entries: readonly SeedEntry[], now: Date) {
  let inserted = 0;
  for (const entry of entries) {
    const published = entry.published ?? null;
    const [row] = await db
      .insert(contentEntries)
      .values({
        kind: entry.kind,
        release: entry.release,
        key: entry.key,
        published,
        draft: entry.draft ?? null,
        version: published === null ? 0 : 1,
        publishedAt: published === null ? null : now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: contentEntries.id });
    if (!row) continue;
    inserted++;
    if (published !== null) {
      await db.insert(contentRevisions).values({ entryId: row.id, version: 1, data: published });
    }
  }
  return inserted;
}

export async function isContentPreviewer(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: contentPreviewers.userId })
    .from(contentPreviewers)
    .where(eq(contentPreviewers.userId, userId));
  return row !== undefined;
}

export async function grantContentPreviewer(db: Db, userId: number): Promise<void> {
  await db.insert(contentPreviewers).values({ userId }).onConflictDoNothing();
}

/** A page of the published entries of a kind across releases, in id order, and their count. */
export async function pagePublished(db: Db, kind: string, limit: number, offset: number) {
  const published = and(
    eq(contentEntries.kind, kind),
    sql`${contentEntries.published} is not null`,
  );
  const rows = await db
    .select()
    .from(contentEntries)
    .where(published)
    .orderBy(asc(contentEntries.id))
    .limit(limit)
    .offset(offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contentEntries)
    .where(published);
  return { rows, total: Number(count?.n ?? 0) };
}

/** The releases that hold published content, oldest first, with how many pages each has. */
export async function publishedReleases(db: Db) {
  return db
    .select({
      release: contentEntries.release,
      pages: sql<number>`count(*) filter (where ${contentEntries.kind} = 'site-page')::int`,
    })
    .from(contentEntries)
    .where(sql`${contentEntries.published} is not null`)
    .groupBy(contentEntries.release)
    .orderBy(asc(contentEntries.release));
}

/** The published redirect of a release whose old path is `from`, if any. */
export async function findRedirect(db: Db, release: string, from: string) {
  const [row] = await db
    .select({ published: contentEntries.published })
    .from(contentEntries)
    .where(
      and(
        eq(contentEntries.kind, 'site-redirect'),
        eq(contentEntries.release, release),
        sql`${contentEntries.published}->>'from' = ${from}`,
      ),
    )
    .orderBy(asc(contentEntries.id))
    .limit(1);
  return row?.published;
}
