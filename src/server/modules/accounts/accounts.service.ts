import type { ActionInput } from '../../../shared/api/actionTable';
import { conflict } from '../../http/appError';
import type { RequestContext } from '../../http/requestContext';
import { hashPassword } from '../../security/passwords';
import { startUserSession } from '../sessions/sessions.service';
import { insertUser } from './accounts.repo';

/** Creates an account and signs it in; an address already registered is a field error, not a crash. */
export async function signUp(ctx: RequestContext, input: ActionInput<'users'>) {
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
