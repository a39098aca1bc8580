import { closeLiveSessions } from '../../design/collaboration/liveSessions.service';
import type { ServerDeps } from '../../http/requestContext';
import { findErasedUser } from '../../identity/accountDeletion/accountDeletion.repo';
import { spendToken } from '../../identity/accounts/oneTimeTokens.service';
import { sessionIdsOf } from '../../identity/sessions/sessions.repo';
import { deleteAllPhotosOf } from '../../media/photos/photos.service';
import { sha256 } from '../../security/tokens';
import { browsersOf } from '../../site/tracking/tracking.repo';
import { erasePersonalData } from './personalDataErasers';

/**
 * Account deletion's confirmation as steps (design.md "Server"): spend the mailed token → find
 * the browsers the user was seen in → erase every area's rows, in one transaction → delete the
 * stored photo files and close the account's live sockets once the rows are surely gone. Answers the erased user's id, or undefined
 * when the token was no good (nothing changed).
 */
export async function eraseAccount(
  deps: Pick<ServerDeps, 'db' | 'blobs' | 'now' | 'liveBus'>,
  link: { userId: number; token: string },
): Promise<{ id: number } | undefined> {
  const now = deps.now();
  const erased = await deps.db.transaction(async (tx) => {
    const tokenHash = sha256(link.token);
    if (!(await spendToken(tx, 'account_deletion', { userId: link.userId, tokenHash }, now))) {
      return undefined;
    }
    const user = await findErasedUser(tx, link.userId);
    if (!user) return undefined;
    const sessions = await sessionIdsOf(tx, user.id);
    await erasePersonalData(tx, { ...user, browsers: await browsersOf(tx, user.id) });
    return { id: user.id, sessions };
  });
  if (!erased) return undefined;
  await deleteAllPhotosOf(deps, erased.id);
  await closeLiveSessions(deps, erased.sessions);
  return { id: erased.id };
}
