import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { REDACTED, redactedUrl } from './credentials';
import type { ServerDeps } from './requestContext';

/** Fields that hold a password, in a logged object at any of the first three depths. */
const PASSWORD_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'new_password',
  'current_password',
];
const PASSWORD_PATHS = PASSWORD_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]);

/**
 * The server's log: requests with their credentials (keys, signatures, tokens in the path or the
 * query) replaced, and any password field redacted wherever it is logged. Off unless asked for.
 */
export function requestLogOptions(
  deps: Pick<ServerDeps, 'logger' | 'logStream'>,
): FastifyServerOptions['logger'] {
  if (!deps.logger && !deps.logStream) return false;
  return {
    level: 'info',
    ...(deps.logStream ? { stream: deps.logStream } : {}),
    redact: { paths: PASSWORD_PATHS, censor: REDACTED },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactedUrl(request),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
