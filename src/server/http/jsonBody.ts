import type { FastifyInstance } from 'fastify';
import { transportErrorCodes } from '../../shared/errors';
import { AppError } from './appError';

/** Deeper than any call's input; far shallower than what overflows a recursive walk. */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether `text` nests arrays and objects deeper than `limit`, counted without parsing (brackets
 * inside strings do not count), stopping as soon as the limit is passed.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * JSON bodies, parsed by Fastify's own parser (which refuses __proto__ poisoning) once the nesting
 * is known to be sane: a body nested thousands deep would otherwise parse, then overflow the stack
 * of whatever walks it next (the wire casing, zod) and answer 500 instead of the caller's 400.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthExceeds(body as string, MAX_JSON_DEPTH)) {
      done(
        new AppError(
          400,
          transportErrorCodes.invalidJson,
          `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`,
        ),
        undefined,
      );
      return;
    }
    parse(request, body as string, done);
  });
}
