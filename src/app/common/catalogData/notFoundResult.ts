import { ApiActionError, HttpStatusError } from '../../../shared/errors';

/**
 * A record that does not exist is an answer, not a failure: null is cached and handed from the
 * server render to the browser like any data, so both render the same not-found page. Other
 * failures still throw.
 */
export async function resultUnlessNotFound<T>(answer: Promise<T | null>): Promise<T | null> {
  try {
    return await answer;
  } catch (error) {
    const cause = error instanceof ApiActionError ? error.cause : error;
    if (cause instanceof HttpStatusError && cause.status === 404) return null;
    throw error;
  }
}
