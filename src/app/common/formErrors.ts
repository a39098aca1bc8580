import { HttpStatusError, userMessage } from '../../shared/errors';

type FieldErrors = Record<string, string[]>;

/** The server's field errors (error.fields of a 4xx body) keyed by the form's camelCase names. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  const http = httpErrorIn(error);
  const fields = readFields(http?.body);
  const result: FieldErrors = {};
  for (const [key, messages] of Object.entries(fields)) {
    result[camelCase(key)] = messages;
  }
  return result;
}

/** One sentence for the top of a form: what went wrong and what to do. */
export function formMessageOf(error: unknown): string | null {
  if (!error) return null;
  if (Object.keys(fieldErrorsOf(error)).length > 0) {
    return 'Please check the highlighted fields.';
  }
  return userMessage(error);
}

/** The HTTP status behind a failed call, when the server answered at all. */
export function httpStatusOf(error: unknown): number | undefined {
  return httpErrorIn(error)?.status;
}

function httpErrorIn(error: unknown): HttpStatusError | undefined {
  let current: unknown = error;
  // Walk the cause chain: the API client wraps the HTTP error in ApiActionError.
  for (let depth = 0; current && depth < 5; depth++) {
    if (current instanceof HttpStatusError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function readFields(body: unknown): FieldErrors {
  const fields = (body as { error?: { fields?: unknown } } | undefined)?.error?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const result: FieldErrors = {};
  for (const [key, value] of Object.entries(fields)) {
    const messages = Array.isArray(value) ? value.map(String) : [String(value)];
    if (messages.length > 0) result[key] = messages;
  }
  return result;
}

function camelCase(key: string): string {
  return key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
