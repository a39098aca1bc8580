import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/database';
import { oneTimeTokens } from '../../db/schema/accounts';

type TokenRow = typeof oneTimeTokens.$inferInsert;

/** What a one-time link is for; a link of one kind never works as another. */
export type OneTimeTokenKind = TokenRow['kind'];

/** The user and the hash a mailed link carries. */
export type TokenLink = Pick<TokenRow, 'userId' | 'tokenHash'>;

/** A token to store: whose, its hash, when it stops working (and an email_change's address). */
export type NewToken = Pick<TokenRow, 'userId' | 'tokenHash' | 'expiresAt'> &
  Partial<Pick<TokenRow, 'email'>>;

/** Stores a token; what becomes of the user's other tokens of the kind is the caller's choice. */
export async function insertToken(
  tx: Db | DbTx,
  kind: OneTimeTokenKind,
  values: NewToken,
): Promise<void> {
  await tx.insert(oneTimeTokens).values({ ...values, kind });
}

/** A token that would be accepted now: this user's, of this kind, unused and unexpired. */
export const liveToken = (kind: OneTimeTokenKind, link: TokenLink, now: Date) =>
  and(
    eq(oneTimeTokens.tokenHash, link.tokenHash),
    eq(oneTimeTokens.userId, link.userId),
    eq(oneTimeTokens.kind, kind),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  );

/**
 * Spends a live token and answers whether it was live. Spending it in the update's WHERE makes
 * two submissions racing each other succeed once.
 */
export async function spendLiveToken(
  tx: Db | DbTx,
  kind: OneTimeTokenKind,
  link: TokenLink,
  now: Date,
): Promise<boolean> {
  const [token] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(liveToken(kind, link, now))
    .returning({ id: oneTimeTokens.id });
  return token !== undefined;
}

/** Spends a live token as spendLiveToken does, answering the address it carries if it was live. */
export async function spendLiveTokenWithEmail(
  tx: Db | DbTx,
  kind: OneTimeTokenKind,
  link: TokenLink,
  now: Date,
): Promise<{ email: string | null } | undefined> {
  const [token] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(liveToken(kind, link, now))
    .returning({ email: oneTimeTokens.email });
  return token;
}

/** Spends every unused token of this kind the user has, so none of their older links works. */
export async function spendUnusedTokens(
  tx: Db | DbTx,
  kind: OneTimeTokenKind,
  userId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.kind, kind),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}
