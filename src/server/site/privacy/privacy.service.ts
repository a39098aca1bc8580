import type { ActionInput, ActionOutput } from '../../../shared/api/actionTable';
import type { ToolCategory } from '../../../shared/catalog/privacy';
import type { Db } from '../../db/database';
import type { Caller } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';
import { eraseWithdrawnEvents } from '../tracking/consentWithdrawal.service';
import * as repo from './privacy.repo';

type ConsentState = ActionOutput<'my/privacy_consent'>;

const OPTIONAL_CATEGORIES: repo.OptionalCategory[] = ['functional', 'analytics', 'advertising'];

/** No decision yet: only essential tools run, and the page shows the banner. */
const UNDECIDED: ConsentState = {
  decided: false,
  functional: false,
  analytics: false,
  advertising: false,
};

function stateOf(row: repo.ConsentRow | undefined): ConsentState {
  if (!row) return UNDECIDED;
  return {
    decided: true,
    functional: row.functional,
    analytics: row.analytics,
    advertising: row.advertising,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Whose consent it is: the user's when signed in, this browser's always. */
type Visitor = Pick<Caller, 'userId' | 'anonymousId'>;

/**
 * A signed-in user's own choice follows them to every device; before their first choice as a
 * user (an account older than this feature), this browser's choice stands in.
 */
async function consentRowOf(db: Db, caller: Visitor) {
  const own = caller.userId !== null ? await repo.findUserConsent(db, caller.userId) : undefined;
  return own ?? (await repo.findVisitorConsent(db, caller.anonymousId));
}

export async function readConsent(
  deps: Pick<ServerDeps, 'db'>,
  caller: Visitor,
): Promise<ConsentState> {
  return stateOf(await consentRowOf(deps.db, caller));
}

/** The categories whose tools may run for this caller now; essential always. */
export async function consentedCategories(
  deps: Pick<ServerDeps, 'db'>,
  caller: Visitor,
): Promise<Set<ToolCategory>> {
  const state = await readConsent(deps, caller);
  return new Set<ToolCategory>([
    'essential',
    ...OPTIONAL_CATEGORIES.filter((category) => state[category]),
  ]);
}

/**
 * Saves the choice for the user (when signed in) and for this browser, so signing out here keeps
 * it too. Categories switched off lose their stored events: withdrawing means forgetting.
 */
export async function updateConsent(
  deps: Pick<ServerDeps, 'db' | 'now'>,
  caller: Pick<Caller, 'userId' | 'anonymousId' | 'bearer'>,
  choice: ActionInput<'my/privacy_consent/update_consent'>,
): Promise<ConsentState> {
  const { db } = deps;
  const { userId, anonymousId } = caller;
  const now = deps.now();
  const values = {
    functional: choice.functional,
    analytics: choice.analytics,
    advertising: choice.advertising,
  };
  await db.transaction(async (tx) => {
    if (userId !== null) await repo.saveUserConsent(tx, userId, values, now);
    // An app's bearer session has no browser to remember the choice in.
    if (!caller.bearer) await repo.saveVisitorConsent(tx, anonymousId, values, now);
    const withdrawn = OPTIONAL_CATEGORIES.filter((category) => !values[category]);
    await eraseWithdrawnEvents(tx, { userId: userId ?? undefined, anonymousId }, withdrawn);
  });
  return { decided: true, ...values, updatedAt: now.toISOString() };
}

/**
 * At sign-in or sign-up: a choice made in this browser before signing in is the visitor's latest
 * word, so it becomes the user's unless the user chose again since (on another device).
 */
export async function adoptVisitorConsent(
  db: Db,
  anonymousId: string,
  userId: number,
): Promise<void> {
  const visitor = await repo.findVisitorConsent(db, anonymousId);
  if (!visitor) return;
  const own = await repo.findUserConsent(db, userId);
  if (own && own.updatedAt >= visitor.updatedAt) return;
  await repo.saveUserConsent(
    db,
    userId,
    {
      functional: visitor.functional,
      analytics: visitor.analytics,
      advertising: visitor.advertising,
    },
    visitor.updatedAt,
  );
}
