import type { Db, DbTx } from '../../db/database';
import * as repo from './oneTimeTokens.repo';

/** Stores a new token of a kind and withdraws the user's unused ones: only the newest link works. */
export async function replaceToken(
  db: Db,
  kind: repo.OneTimeTokenKind,
  values: repo.NewToken,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.spendUnusedTokens(tx, kind, values.userId, now);
    await repo.insertToken(tx, kind, values);
  });
}

/** Spends a live token in the caller's transaction; answers whether it was live. */
export function spendToken(
  tx: Db | DbTx,
  kind: repo.OneTimeTokenKind,
  link: repo.TokenLink,
  now: Date,
): Promise<boolean> {
  return repo.spendLiveToken(tx, kind, link, now);
}

/** Spends a live email_change token in the caller's transaction; answers the address it confirms. */
export async function spendEmailChange(
  tx: Db | DbTx,
  link: repo.TokenLink,
  now: Date,
): Promise<string | undefined> {
  const token = await repo.spendLiveTokenWithEmail(tx, 'email_change', link, now);
  return token?.email ?? undefined;
}
