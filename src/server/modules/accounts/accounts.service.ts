import type { ActionInput } from '../../../shared/api/actionTable';
import { conflict, tooManyRequests } from '../../http/appError';
import type { RequestContext } from '../../http/requestContext';
import { hashPassword } from '../../security/passwords';
import { type RateLimit, takeRateLimit } from '../../security/rateLimit';
import { startUserSession } from '../sessions/sessions.service';
import { insertUser } from './accounts.repo';

/**
 * Accounts created per IP an hour: room for a family or a class signing up together, none for
 * a script probing which addresses are taken or filling the table.
 */
export const SIGN_UP_IP_LIMIT: RateLimit = { limit: 30, windowMs: 60 * 60 * 1000 };

/** Creates an account and signs it in; an address already registered is a field error, not a crash. */
export async function signUp(ctx: RequestContext, input: ActionInput<'users'>) {
  const perIp = await takeRateLimit(
    ctx.deps.db,
    `signup:ip:${ctx.request.ip}`,
    SIGN_UP_IP_LIMIT,
    ctx.deps.now(),
  );
  if (!perIp.allowed) {
    throw tooManyRequests(
      'Too many new accounts from your network. Please wait an hour and try again.',
    );
  }
  // Hashed before the insert in both cases, so a taken address answers no faster than a new one.
  const user = await insertUser(ctx.deps.db, {
    email: input.email.trim(),
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName.trim(),
    lastName: input.lastName?.trim() || null,
    acceptsMarketing: input.acceptsMarketing ?? false,
  });
  if (!user) {
    throw conflict('email_taken', 'An account with this email already exists.', {
      email: ['An account with this email already exists. Sign in or reset your password.'],
    });
  }
  return startUserSession(ctx, user, true);
}
