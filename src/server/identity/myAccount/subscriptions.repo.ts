import { eq, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/database';
import { subscriptions } from '../../db/schema/accounts';

/** Adds the address once; a second sign-up of the same address (any case) changes nothing. */
export async function insertSubscription(db: Db, email: string, source: string | null) {
  await db.insert(subscriptions).values({ email, source }).onConflictDoNothing();
}

/** Removes the address from the list, whatever its case; removing an absent address changes nothing. */
export async function deleteSubscription(db: Db, email: string) {
  await db.delete(subscriptions).where(sql`lower(${subscriptions.email}) = ${email.toLowerCase()}`);
}

/** Account deletion: newsletter subscriptions of the user's address, however it was written. */
export async function eraseSubscriptionsOf(tx: Db | DbTx, lowerEmail: string): Promise<void> {
  await tx.delete(subscriptions).where(eq(sql`lower(${subscriptions.email})`, lowerEmail));
}
