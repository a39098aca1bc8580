import { eq, inArray, or } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/database';
import { privacyConsents } from '../../db/schema/privacy';

export type ConsentRow = typeof privacyConsents.$inferSelect;
export type OptionalCategory = 'functional' | 'analytics' | 'advertising';
export interface ConsentChoice {
  functional: boolean;
  analytics: boolean;
  advertising: boolean;
}

export async function findUserConsent(db: Db, userId: number): Promise<ConsentRow | undefined> {
  const [row] = await db.select().from(privacyConsents).where(eq(privacyConsents.userId, userId));
  return row;
}

export async function findVisitorConsent(
  db: Db,
  anonymousId: string,
): Promise<ConsentRow | undefined> {
  const [row] = await db
    .select()
    .from(privacyConsents)
    .where(eq(privacyConsents.anonymousId, anonymousId));
  return row;
}

/** One row per user: a second choice replaces the first (the unique index makes it race-free). */
export async function saveUserConsent(
  db: Db,
  userId: number,
  choice: ConsentChoice,
  at: Date,
): Promise<void> {
  await db
    .insert(privacyConsents)
    .values({ userId, ...choice, updatedAt: at })
    .onConflictDoUpdate({
      target: privacyConsents.userId,
      set: { ...choice, updatedAt: at },
    });
}

/** One row per browser (anonymous id), kept apart from the user's row. */
export async function saveVisitorConsent(
  db: Db,
  anonymousId: string,
  choice: ConsentChoice,
  at: Date,
): Promise<void> {
  await db
    .insert(privacyConsents)
    .values({ anonymousId, ...choice, updatedAt: at })
    .onConflictDoUpdate({
      target: privacyConsents.anonymousId,
      set: { ...choice, updatedAt: at },
    });
}

/** Account deletion: the user's consents, and those made as a visitor in the browsers given. */
export async function eraseConsentsOf(
  tx: Db | DbTx,
  userId: number,
  anonymousIds: string[],
): Promise<void> {
  await tx
    .delete(privacyConsents)
    .where(
      anonymousIds.length > 0
        ? or(eq(privacyConsents.userId, userId), inArray(privacyConsents.anonymousId, anonymousIds))
        : eq(privacyConsents.userId, userId),
    );
}
