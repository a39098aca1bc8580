import type { FastifyInstance } from 'fastify';
import { matchedPath } from '../../http/matchedPath';

/** The one page other sites may show in an iframe: the reviews badge. */
export const EMBEDDABLE_PATH = '/~/trust-pilot-widget';

/**
 * Every page refuses to be framed (X-Frame-Options and CSP frame-ancestors 'self', against
 * clickjacking); the reviews widget exists to be framed by any site, and holds nothing to click
 * that acts for the visitor, so its page alone allows every ancestor.
 */
export function registerWidgetFraming(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = matchedPath(request);
    if (path !== EMBEDDABLE_PATH) return payload;
    reply.removeHeader('x-frame-options');
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') {
      const directives = csp
        .split(';')
        .map((d) => d.trim())
        .filter((d) => d !== '' && !d.startsWith('frame-ancestors'));
      reply.header('content-security-policy', [...directives, 'frame-ancestors *'].join(';'));
    }
    return payload;
  });
}
