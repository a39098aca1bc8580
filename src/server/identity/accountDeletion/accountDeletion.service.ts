import type { ActionInput, ActionOutput } from '../../../shared/api/actionTable';
import { build } from '../../../shared/routes/build';
import { AppError, tooManyRequests, unauthorized } from '../../http/appError';
import { type Caller, requireUser } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';
import { shopOrigin } from '../../http/shopOrigin';
import { hello } from '../../mail/inertText';
import { renderMail } from '../../mail/mailLayout';
import { verifyPassword } from '../../security/passwords';
import { clearRateLimit, takeRateLimit } from '../../security/rateLimit';
import { randomToken, sha256 } from '../../security/tokens';
import { replaceToken } from '../accounts/oneTimeTokens.service';
import { contactOf } from '../myAccount/account.service';
import * as repo from './accountDeletion.repo';

/** Long enough to find the mail the next day; short enough that an old mailbox leak is harmless. */
export const DELETION_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** Wrong passwords allowed per account in the window before the step is refused for a while. */
export const PASSWORD_ATTEMPTS = { limit: 5, windowMs: 15 * 60 * 1000 };

const passwordBucket = (userId: number) => `delete:account:${userId}`;

export const invalidDeletionLink = () =>
  new AppError(
    400,
    'invalid_token',
    'This deletion link is invalid, expired or already used. Nothing was deleted. Start again from your account to get a new link.',
  );

/**
 * Step verify-password: the password proves the person at the keyboard owns the account, the
 * mailed link proves they own the address. Only then may the confirmation step erase anything.
 */
export async function requestDeletion(
  deps: ServerDeps,
  caller: Caller,
  input: ActionInput<'my/account/delete_account'>,
): Promise<ActionOutput<'my/account/delete_account'>> {
  const why = 'Please sign in to delete your account.';
  const userId = requireUser(caller, why);
  const { db } = deps;
  // The account can go between resolving the session and here (deleted in another tab).
  const contact = await contactOf(db, userId);
  if (!contact) throw unauthorized(why);
  const user = { id: userId, ...contact };
  const now = deps.now();
  // Every attempt counts and a right password clears the count, so only wrong ones pile up.
  const limit = await takeRateLimit(db, passwordBucket(user.id), PASSWORD_ATTEMPTS, now);
  if (!limit.allowed) {
    throw tooManyRequests(
      'Too many wrong passwords. Please wait 15 minutes and try again.',
      limit.retryAfterMs / 1000,
    );
  }
  const passwordHash = await repo.findPasswordHash(db, user.id);
  if (!passwordHash || !(await verifyPassword(passwordHash, input.password))) {
    throw new AppError(401, 'invalid_password', 'The password is not correct.', {
      password: ['The password is not correct.'],
    });
  }
  await clearRateLimit(db, passwordBucket(user.id));

  const token = randomToken();
  await replaceToken(
    db,
    'account_deletion',
    {
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + DELETION_LINK_TTL_MS),
    },
    now,
  );
  const link = `${shopOrigin(deps)}${build('accountDelete', {
    step: 'confirmation',
    evt: token,
    uid: user.id,
  })}`;
  await deps.mailer.send(
    renderMail({
      to: user.email,
      subject: 'Confirm the deletion of your Printshop account',
      paragraphs: [
        hello(user.firstName),
        'You asked us to delete your Printshop account. Open the link below to see what will be deleted and to confirm.',
        'Your photos, projects, addresses, saved cards and account details will be removed for good. Orders stay in our accounting records without your name or address.',
      ],
      action: { label: 'Review and delete my account', url: link },
      footnote:
        'The link works once and expires in 24 hours. If you did not ask for this, ignore this email and change your password: your account stays as it is.',
    }),
  );
  return { ok: true };
}
