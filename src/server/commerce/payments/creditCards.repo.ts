import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/database';
import { creditCards } from '../../db/schema/payments';

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

export type CreditCardRow = typeof creditCards.$inferSelect;

export async function insertCard(
  db: Db,
  row: Omit<typeof creditCards.$inferInsert, 'id'>,
): Promise<CreditCardRow> {
  const [inserted] = await db.insert(creditCards).values(row).returning();
  return inserted!;
}

/** The user's card with its gateway token, for paying with it; undefined when not theirs. */
export async function findCard(
  db: Db,
  userId: number,
  cardId: number,
): Promise<CreditCardRow | undefined> {
  const [row] = await db
    .select()
    .from(creditCards)
    .where(and(eq(creditCards.id, cardId), eq(creditCards.userId, userId)));
  return row;
}

/** The token of a card being deleted, so the gateway forgets it too. */
export async function deleteCardReturningToken(
  db: Db,
  userId: number,
  cardId: number,
): Promise<string | undefined> {
  const [row] = await db
    .delete(creditCards)
    .where(and(eq(creditCards.id, cardId), eq(creditCards.userId, userId)))
    .returning({ token: creditCards.gatewayToken });
  return row?.token;
}

/** Account deletion: the user's saved cards (the processor's tokens, never numbers). */
export async function eraseCreditCardsOf(tx: Db | DbTx, userId: number): Promise<void> {
  await tx.delete(creditCards).where(eq(creditCards.userId, userId));
}
