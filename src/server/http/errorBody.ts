import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { toWire } from '../../shared/api/wireCase';
import type { ServerErrorCode } from '../../shared/errors';
import { AppError, type FieldErrors } from './appError';
import { productErrorFor } from './frameworkErrors';

export interface ErrorBody {
  error: { code: ServerErrorCode; message: string; fields?: FieldErrors };
}

/** Turns zod issues into field errors keyed by the dotted field path. */
export function fieldErrorsFromZod(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}

export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  /** Headers the answer must carry, such as Retry-After on a 429. */
  headers?: Record<string, string>;
}

/** The status and body for any error: expected ones say what happened; a 5xx hides its details. */
export function errorResponse(error: unknown): ErrorResponse {
  if (error instanceof AppError) {
    const body: ErrorBody = { error: { code: error.code, message: error.message } };
    if (error.fields) body.error.fields = error.fields;
    return {
      status: error.status,
      body,
      ...(error.retryAfterSeconds === undefined
        ? {}
        : { headers: { 'retry-after': String(error.retryAfterSeconds) } }),
    };
  }
  if (error instanceof ZodError) {
    return {
      status: 400,
      body: {
        error: {
          code: 'invalid_input',
          message: 'Some fields are missing or invalid.',
          fields: fieldErrorsFromZod(error),
        },
      },
    };
  }
  const status = (error as FastifyError | undefined)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { error: productErrorFor(error as FastifyError) } };
  }
  return {
    status: 500,
    body: {
      error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
    },
  };
}

/** Sends every error as `{ error: { code, message, fields? } }` with snake_case field names. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body, headers } = errorResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply
      .status(status)
      .headers(headers ?? {})
      .send(toWire(body));
  });
}
