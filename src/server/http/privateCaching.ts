import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolvedSession, SESSION_COOKIE } from './sessionContext';

/**
 * Pages that belong to one person whoever asks: account and sign-in pages (they carry keys in
 * their links), the cart and checkout, projects, the editor, the photo library, invitations.
 */
const PRIVATE_PAGES =
  /^\/(account|account-delete|my_account|my|checkout|projects|editor|create|home\/invite_requests|oauth2|invite|mobile)(\/|$)/;

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? request.url;
}

/**
 * `Cache-Control: no-store` on every answer that is one person's: each API answer to a signed-in
 * caller or under /api/v2/my/, and each page to a signed-in visitor or of a private route. A
 * shared or back-button cache then never keeps a page or an answer someone else could read.
 */
export function registerPrivateCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = pathOf(request);
    const isApi = path.startsWith('/api/');
    const isPage = !isApi && String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (!isApi && !isPage) return payload;
    const session = await resolvedSession(request);
    // An answer that never looked the session up (a 404, say) goes by the cookie: a user's token
    // lacks the guest mark.
    const token = request.cookies[SESSION_COOKIE];
    const signedIn = session ? Boolean(session.user) : Boolean(token && !token.startsWith('g.'));
    const personal =
      signedIn || (isApi ? path.startsWith('/api/v2/my/') : PRIVATE_PAGES.test(path));
    if (personal) reply.header('cache-control', 'no-store');
    return payload;
  });
}
