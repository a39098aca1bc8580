import type { FastifyInstance } from 'fastify';

/** What a 429 says when whoever refused did not say (a plugin's own limit, say). */
const DEFAULT_RETRY_AFTER_S = 60;

/** Every 429 tells the caller when to try again: Retry-After is never missing from one. */
export function registerRetryAfter(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 429 && !reply.hasHeader('retry-after')) {
      reply.header('retry-after', String(DEFAULT_RETRY_AFTER_S));
    }
    return payload;
  });
}
