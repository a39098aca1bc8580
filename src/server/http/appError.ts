import type { ServerErrorCode } from '../../shared/errors';

/** Field errors keyed by the camelCase field path, e.g. `{ email: ['Enter a valid email address.'] }`. */
export type FieldErrors = Record<string, string[]>;

/** An expected failure a handler reports to the caller: a status, a stable code and a plain sentence. */
export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly status: number,
    readonly code: ServerErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    /** For a 429 or 503: when to try again, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (code: ServerErrorCode, message: string, fields?: FieldErrors) =>
  new AppError(400, code, message, fields);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (code: ServerErrorCode, message: string) =>
  new AppError(403, code, message);
export const notFound = (record: string, id: string | number) =>
  new AppError(404, 'not_found', `${record} with id ${id} not found`);
export const conflict = (code: ServerErrorCode, message: string, fields?: FieldErrors) =>
  new AppError(409, code, message, fields);
/** A limit was reached: every 429 says when to try again (Retry-After, in whole seconds). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(
    429,
    'too_many_requests',
    message,
    undefined,
    Math.max(1, Math.ceil(retryAfterSeconds)),
  );
