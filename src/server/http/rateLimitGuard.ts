import { type RateLimit, takeRateLimit } from '../security/rateLimit';
import { tooManyRequests } from './appError';
import type { RequestContext, ServerDeps } from './requestContext';

type LimitDeps = Pick<ServerDeps, 'db' | 'now'>;

/**
 * Counts one hit in `bucket` and refuses with 429, a Retry-After header and `message` plus when
 * to try again, once the bucket is full. Takes a service's deps; a request context is still
 * accepted while the services that pass one move to deps.
 */
export async function enforceRateLimit(
  at: LimitDeps | Pick<RequestContext, 'deps'>,
  bucket: string,
  rule: RateLimit,
  message: string,
): Promise<void> {
  const deps = 'deps' in at ? at.deps : at;
  const answer = await takeRateLimit(deps.db, bucket, rule, deps.now());
  if (answer.allowed) return;
  const seconds = Math.max(1, Math.ceil(answer.retryAfterMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  throw tooManyRequests(
    `${message} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    seconds,
  );
}
