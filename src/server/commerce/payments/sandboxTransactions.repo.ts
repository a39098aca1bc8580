import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sandboxTransactions } from '../../db/schema/platform';
import type { TransactionStatus } from './paymentGateway';

export type SandboxTransaction = typeof sandboxTransactions.$inferSelect;

/** Records an authorisation unless its reference has one; either way, the reference's row. */
export async function insertOnce(
  db: Db,
  row: Pick<SandboxTransaction, 'transactionId' | 'reference' | 'amountCents'>,
): Promise<SandboxTransaction> {
  await db.insert(sandboxTransactions).values(row).onConflictDoNothing();
  const stored = await byReference(db, row.reference);
  if (!stored) throw new Error(`sandbox transaction ${row.reference} was not stored`);
  return stored;
}

export async function byId(db: Db, transactionId: string) {
  const [row] = await db
    .select()
    .from(sandboxTransactions)
    .where(eq(sandboxTransactions.transactionId, transactionId));
  return row;
}

export async function byReference(db: Db, reference: string) {
  const [row] = await db
    .select()
    .from(sandboxTransactions)
    .where(eq(sandboxTransactions.reference, reference));
  return row;
}

/** Moves a transaction on only from `from`, so two calls racing apply once; true when this one did. */
export async function moveTransaction(
  db: Db,
  transactionId: string,
  from: TransactionStatus,
  to: TransactionStatus,
  capturedCents?: number,
): Promise<boolean> {
  const rows = await db
    .update(sandboxTransactions)
    .set({ status: to, ...(capturedCents !== undefined ? { capturedCents } : {}) })
    .where(
      and(
        eq(sandboxTransactions.transactionId, transactionId),
        eq(sandboxTransactions.status, from),
      ),
    )
    .returning({ id: sandboxTransactions.id });
  return rows.length > 0;
}

/** Adds a refund when the captured money still covers it; true when it was added. */
export async function addRefund(db: Db, transactionId: string, amountCents: number) {
  const rows = await db
    .update(sandboxTransactions)
    .set({
      status: 'refunded',
      refundedCents: sql`${sandboxTransactions.refundedCents} + ${amountCents}`,
    })
    .where(
      and(
        eq(sandboxTransactions.transactionId, transactionId),
        inArray(sandboxTransactions.status, ['captured', 'refunded']),
        sql`${sandboxTransactions.refundedCents} + ${amountCents} <= ${sandboxTransactions.capturedCents}`,
      ),
    )
    .returning({ id: sandboxTransactions.id });
  return rows.length > 0;
}

export function allTransactions(db: Db): Promise<SandboxTransaction[]> {
  return db.select().from(sandboxTransactions).orderBy(asc(sandboxTransactions.id));
}
