import { and, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/database';
import { trackingEvents } from '../../db/schema/tracking';

export type NewTrackingEvent = typeof trackingEvents.$inferInsert;
export type EventCategory = NewTrackingEvent['category'];

/** Whose events: the user's from every device, and this browser's from before sign-in. */
export interface Visitor {
  userId?: number;
  anonymousId: string;
}

function eventsOf(visitor: Visitor): SQL | undefined {
  return visitor.userId
    ? or(
        eq(trackingEvents.userId, visitor.userId),
        eq(trackingEvents.anonymousId, visitor.anonymousId),
      )
    : eq(trackingEvents.anonymousId, visitor.anonymousId);
}

/** How many events this browser stored since `since` (the anonymous id and time index). */
export async function countSince(db: Db, anonymousId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(trackingEvents)
    .where(and(eq(trackingEvents.anonymousId, anonymousId), gt(trackingEvents.createdAt, since)));
  return Number(row?.n ?? 0);
}

export async function insertEvent(db: Db, event: NewTrackingEvent): Promise<void> {
  await db.insert(trackingEvents).values(event);
}

/** Marks the visitor's waiting events of `kind` in `categories` as handed on; returns how many. */
export async function markFlushed(
  db: Db,
  visitor: Visitor,
  kind: 'event' | 'conversion',
  categories: EventCategory[],
  at: Date,
): Promise<number> {
  if (categories.length === 0) return 0;
  const rows = await db
    .update(trackingEvents)
    .set({ flushedAt: at })
    .where(
      and(
        eventsOf(visitor),
        eq(trackingEvents.kind, kind),
        inArray(trackingEvents.category, categories),
        isNull(trackingEvents.flushedAt),
      ),
    )
    .returning({ id: trackingEvents.id });
  return rows.length;
}

/** This browser's latest events of a category since `since`, newest first. */
export async function recentEvents(
  db: Db,
  anonymousId: string,
  category: EventCategory,
  since: Date,
  limit: number,
) {
  return db
    .select({
      name: trackingEvents.name,
      properties: trackingEvents.properties,
      createdAt: trackingEvents.createdAt,
    })
    .from(trackingEvents)
    .where(
      and(
        eq(trackingEvents.anonymousId, anonymousId),
        eq(trackingEvents.category, category),
        gt(trackingEvents.createdAt, since),
      ),
    )
    .orderBy(desc(trackingEvents.createdAt), desc(sql`${trackingEvents.id}`))
    .limit(limit);
}

/**
 * Deletes the events of these categories: the user's from every device, and from before sign-in
 * those of this browser and of every browser the user was seen in.
 */
export async function deleteEventsInCategories(
  db: Db | DbTx,
  visitor: Visitor,
  categories: EventCategory[],
): Promise<void> {
  const thisBrowser = eq(trackingEvents.anonymousId, visitor.anonymousId);
  const whose: SQL | undefined = visitor.userId
    ? or(
        eq(trackingEvents.userId, visitor.userId),
        thisBrowser,
        inArray(
          trackingEvents.anonymousId,
          db
            .selectDistinct({ anonymousId: trackingEvents.anonymousId })
            .from(trackingEvents)
            .where(eq(trackingEvents.userId, visitor.userId)),
        ),
      )
    : thisBrowser;
  await db.delete(trackingEvents).where(and(whose, inArray(trackingEvents.category, categories)));
}

/** The anonymous ids of the browsers the user was seen in while signed in. */
export async function browsersOf(tx: Db | DbTx, userId: number): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ anonymousId: trackingEvents.anonymousId })
    .from(trackingEvents)
    .where(eq(trackingEvents.userId, userId));
  return rows.map((row) => row.anonymousId);
}

/** Account deletion: the user's events, and those of the browsers given from before sign-in. */
export async function eraseEventsOf(
  tx: Db | DbTx,
  userId: number,
  anonymousIds: string[],
): Promise<void> {
  await tx
    .delete(trackingEvents)
    .where(
      anonymousIds.length > 0
        ? or(eq(trackingEvents.userId, userId), inArray(trackingEvents.anonymousId, anonymousIds))
        : eq(trackingEvents.userId, userId),
    );
}
