import { and, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/database';
import { addresses } from '../../db/schema/addresses';

export type AddressRow = typeof addresses.$inferSelect;
export type NewAddressRow = typeof addresses.$inferInsert;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function ownedBy(userId: number, q?: string): SQL | undefined {
  if (!q) return eq(addresses.userId, userId);
  const pattern = `%${escapeLike(q)}%`;
  return and(
    eq(addresses.userId, userId),
    or(
      ilike(addresses.firstName, pattern),
      ilike(addresses.lastName, pattern),
      ilike(addresses.company, pattern),
      ilike(addresses.line1, pattern),
      ilike(addresses.city, pattern),
      ilike(addresses.postalCode, pattern),
    ),
  );
}

/** A page of the user's addresses, the default first, then newest first. */
export async function listAddresses(
  db: Db,
  userId: number,
  page: { q?: string; limit: number; offset: number },
): Promise<{ rows: AddressRow[]; total: number }> {
  const where = ownedBy(userId, page.q);
  const rows = await db
    .select()
    .from(addresses)
    .where(where)
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(addresses).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findOwnedAddress(
  db: Runner,
  userId: number,
  id: number,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row;
}

export async function hasAddresses(db: Runner, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .limit(1);
  return row !== undefined;
}

export async function insertAddresses(tx: Runner, rows: NewAddressRow[]): Promise<AddressRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(addresses).values(rows).returning();
}

export async function updateOwnedAddress(
  tx: Runner,
  userId: number,
  id: number,
  values: Partial<NewAddressRow>,
): Promise<AddressRow | undefined> {
  const [row] = await tx
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}

/** Clears the default flag on every address of the user except `keepId`. */
export async function clearOtherDefaults(tx: Runner, userId: number, keepId: number) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, keepId)),
    );
}

export async function deleteOwnedAddress(
  tx: Runner,
  userId: number,
  id: number,
): Promise<AddressRow | undefined> {
  const [row] = await tx
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}

/** The user's newest address, which becomes the default when the default one is deleted. */
export async function newestAddress(tx: Runner, userId: number): Promise<AddressRow | undefined> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  return row;
}

/**
 * Locks the user's address rows for the rest of the transaction, so two requests that each set a
 * default cannot both leave theirs standing.
 */
export async function lockUserAddresses(tx: Tx, userId: number) {
  await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .for('update');
}

/** Account deletion: the user's address book. */
export async function eraseAddressesOf(tx: Db | DbTx, userId: number): Promise<void> {
  await tx.delete(addresses).where(eq(addresses.userId, userId));
}
