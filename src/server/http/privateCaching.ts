import type { FastifyInstance } from 'fastify';
import { carriesCredential } from './credentials';
import { matchedPath } from './matchedPath';
import { resolvedSession, SESSION_COOKIE } from './sessionContext';

/**
 * Pages that belong to one person whoever asks: account and sign-in pages (they carry keys in
 * their links), the cart and checkout, projects, the editor, the photo library, invitations.
 */
const PRIVATE_PAGES =
  /^\/(account|account-delete|my_account|my|checkout|projects|editor|create|home\/invite_requests|oauth2|invite|mobile)(\/|$)/;

/**
 * `Cache-Control: no-store` on every answer that is one person's: each API answer to a signed-in
 * caller or under /api/v2/my/, each page to a signed-in visitor or of a private route, and each
 * answer to an address that carries a credential (an invitation or view key, an upload link's
 * signature: the guest's answer hands out what the key opens, an upload session say). A shared
 * or back-button cache then never keeps a page or an answer someone else could read.
 */
export function registerPrivateCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = matchedPath(request);
    const isApi = path.startsWith('/api/');
    const isPage = !isApi && String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (!isApi && !isPage) return payload;
    const session = await resolvedSession(request);
    // An answer that never looked the session up (a 404, say) goes by the cookie: a user's token
    // lacks the guest mark.
    const token = request.cookies[SESSION_COOKIE];
    const signedIn = session ? Boolean(session.user) : Boolean(token && !token.startsWith('g.'));
    const personal =
      signedIn ||
      carriesCredential(request) ||
      (isApi ? path.startsWith('/api/v2/my/') : PRIVATE_PAGES.test(path));
    if (personal) reply.header('cache-control', 'no-store');
    return payload;
  });
}
