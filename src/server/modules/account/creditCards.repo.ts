import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { creditCards } from '../../db/schema/accounts';

/** The user's saved cards as the card list shows them: never the gateway token. */
export async function listCards(db: Db, userId: number) {
  return db
    .select({
      id: creditCards.id,
      brand: creditCards.brand,
      last4: creditCards.last4,
      expMonth: creditCards.expMonth,
      expYear: creditCards.expYear,
      holderName: creditCards.holderName,
    })
    .from(creditCards)
    .where(eq(creditCards.userId, userId))
    .orderBy(asc(creditCards.createdAt), asc(creditCards.id));
}

/** Deletes the card only if it is the user's; says whether a card went. */
export async function deleteCard(db: Db, userId: number, cardId: number): Promise<boolean> {
  const deleted = await db
    .delete(creditCards)
    .where(and(eq(creditCards.id, cardId), eq(creditCards.userId, userId)))
    .returning({ id: creditCards.id });
  return deleted.length > 0;
}
