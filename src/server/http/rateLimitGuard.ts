import { type RateLimit, takeRateLimit } from '../security/rateLimit';
import { tooManyRequests } from './appError';
import type { ServerDeps } from './requestContext';

/**
 * Counts one hit in `bucket` and refuses with 429, a Retry-After header and `message` plus when
 * to try again, once the bucket is full.
 */
export async function enforceRateLimit(
  deps: Pick<ServerDeps, 'db' | 'now'>,
  bucket: string,
  rule: RateLimit,
  message: string,
): Promise<void> {
  const answer = await takeRateLimit(deps.db, bucket, rule, deps.now());
  if (answer.allowed) return;
  const seconds = Math.max(1, Math.ceil(answer.retryAfterMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  throw tooManyRequests(
    `${message} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    seconds,
  );
}
