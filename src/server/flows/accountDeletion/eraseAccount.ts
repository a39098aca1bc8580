import type { ServerDeps } from '../../http/requestContext';
import { findErasedUser } from '../../modules/accountDeletion/accountDeletion.repo';
import { spendToken } from '../../modules/accounts/oneTimeTokens.service';
import { deleteAllPhotosOf } from '../../modules/photos/photos.service';
import { browsersOf } from '../../modules/tracking/tracking.repo';
import { sha256 } from '../../security/tokens';
import { erasePersonalData } from './personalDataErasers';

/**
 * Account deletion's confirmation as steps (design.md "Server"): spend the mailed token → find
 * the browsers the user was seen in → erase every area's rows, in one transaction → delete the
 * stored photo files once the rows are surely gone. Answers the erased user's id, or undefined
 * when the token was no good (nothing changed).
 */
export async function eraseAccount(
  deps: Pick<ServerDeps, 'db' | 'blobs' | 'now'>,
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
    await erasePersonalData(tx, { ...user, browsers: await browsersOf(tx, user.id) });
    return { id: user.id };
  });
  if (!erased) return undefined;
  await deleteAllPhotosOf(deps, erased.id);
  return erased;
}
