import type { ServerDeps } from '../../http/requestContext';
import { spendDeletionToken } from '../../modules/accountDeletion/accountDeletion.repo';
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
    const user = await spendDeletionToken(
      tx,
      { userId: link.userId, tokenHash: sha256(link.token) },
      now,
    );
    if (!user) return undefined;
    await erasePersonalData(tx, { ...user, browsers: await browsersOf(tx, user.id) });
    return { id: user.id };
  });
  if (!erased) return undefined;
  await deleteAllPhotosOf(deps, erased.id);
  return erased;
}
