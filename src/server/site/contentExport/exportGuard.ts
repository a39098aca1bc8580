import type { FastifyInstance } from 'fastify';
import { toWire } from '../../../shared/api/wireCase';
import { matchedPath } from '../../http/matchedPath';
import type { ServerDeps } from '../../http/requestContext';
import { safeEqual } from '../../security/tokens';

/** The header an export consumer sends CONTENT_EXPORT_TOKEN in (never the query: logs keep it). */
export const EXPORT_TOKEN_HEADER = 'x-content-export-token';
const PREFIX = '/api/content-export/';

/**
 * Guards the content-export interface before anything else looks at the request: without a
 * configured token the interface does not exist (404); without the right token it is 401. Its
 * answers are never stored by shared caches.
 */
export function registerContentExportGuard(app: FastifyInstance, deps: ServerDeps): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = matchedPath(request);
    if (!path.startsWith(PREFIX)) return;
    reply.header('cache-control', 'private, no-store');
    const token = deps.contentExportToken;
    if (!token) {
      return reply.status(404).send(
        toWire({
          error: {
            code: 'not_found',
            message: `Nothing is at ${request.method} ${path}.`,
          },
        }),
      );
    }
    const sent = request.headers[EXPORT_TOKEN_HEADER];
    if (typeof sent !== 'string' || !safeEqual(sent, token)) {
      return reply.status(401).send(
        toWire({
          error: {
            code: 'unauthorized',
            message: `The content export needs its token in the ${EXPORT_TOKEN_HEADER} header.`,
          },
        }),
      );
    }
  });
}
