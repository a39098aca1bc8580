import type { FastifyInstance } from 'fastify';

const FORM_BODY_LIMIT = 64 * 1024;

/**
 * Parses `application/x-www-form-urlencoded` bodies (the OAuth token exchange, RFC 6749) into a
 * plain object; a repeated field keeps its last value, as the form actions expect single values.
 */
export function registerFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
