import type { FastifyInstance } from 'fastify';
import type { ActionName } from '../../shared/api/actionTable';
import { toWire } from '../../shared/api/wireCase';
import { isContentPreviewUrl } from '../../shared/content/previewUrl';
import type { PostedForm } from '../../shared/forms/formPosts';
import { parse } from '../../shared/routes/parse';
import { errorResponse } from '../http/errorBody';
import { decodedPath } from '../http/matchedPath';
import { type ActionRegistry, runAction } from '../http/registerActions';
import type { RequestContext, ServerDeps } from '../http/requestContext';
import { requestContext } from '../http/sessionContext';
import { sessionOutput } from '../identity/sessions/sessions.service';
import { takeFormDone } from '../render/formDone';
import { PageActionFailure } from '../render/pageRenderer';
import { redirectOf } from '../site/content/contentRedirects';

const NOT_BUILT =
  'The shop pages are not built yet. Run `npm run build`, then start the server again.';

/**
 * An action run during a server render fails with the status and wire body the browser would get
 * (the render turns them into its own error classes: the bundle has its own copies of them).
 */
async function runInPage(
  registry: ActionRegistry,
  name: ActionName,
  payload: unknown,
  ctx: Parameters<typeof runAction>[3],
): Promise<unknown> {
  try {
    return await runAction(registry, name, payload, ctx);
  } catch (error) {
    const { status, body } = errorResponse(error);
    if (status >= 500) ctx.request.log.error({ err: error, action: name }, 'page action failed');
    throw new PageActionFailure(status, toWire(body));
  }
}

/** Routes whose pages are content the store may have moved: stored redirects apply to them. */
const REDIRECTABLE = new Set(['catchAll', 'landing', 'freeformLanding']);

/**
 * A stored redirect of the page's path (before the catch-all renders): 301 for a permanent move,
 * 302 otherwise. The visitor's query comes along unless the target names its own.
 */
async function storedRedirect(deps: ServerDeps, url: string) {
  if (!REDIRECTABLE.has(parse(url).name)) return null;
  const [path = '/', search = ''] = url.split(/(?=\?)/, 2);
  const found = await redirectOf(deps, path.split('#')[0] ?? '/');
  if (!found) return null;
  const keepQuery = search !== '' && !found.to.includes('?');
  return { ...found, to: keepQuery ? `${found.to}${search}` : found.to };
}

/** A URL with its path as the router reads it, so an escaped letter cannot dodge a rule. */
const readUrl = (url: string) => url.replace(/^[^?]*/, (path) => decodedPath(path));

/**
 * Draws the page at `url` for this request; `postedForm` is what a post without script left for
 * it (a refused form's errors and fields, or a form that went through).
 */
export async function sendPage(
  deps: ServerDeps,
  registry: ActionRegistry,
  ctx: RequestContext,
  url: string,
  options: { status?: number; postedForm?: PostedForm } = {},
) {
  const { reply } = ctx;
  if (!deps.renderer) return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
  const page = await deps.renderer.render({
    url,
    state: {
      session: sessionOutput(ctx.session),
      csrfToken: ctx.session.csrfToken,
      ...(options.postedForm ? { postedForm: options.postedForm } : {}),
    },
    callAction: (name: ActionName, payload: unknown) => runInPage(registry, name, payload, ctx),
  });
  if (page.redirect) return reply.redirect(page.redirect, 302);
  // A page carries the caller's session and CSRF token, so no shared cache may keep it; a
  // content preview shows drafts, so no cache at all may.
  return reply
    .status(options.status ?? page.status)
    .header('cache-control', isContentPreviewUrl(readUrl(url)) ? 'no-store' : 'private, no-cache')
    .type('text/html; charset=utf-8')
    .send(page.document);
}

/** Every GET outside the API is a page: the route table decides which, the renderer draws it. */
export function registerPages(
  app: FastifyInstance,
  deps: ServerDeps,
  secret: string,
  registry: ActionRegistry,
): void {
  app.get('/*', async (request, reply) => {
    if (decodedPath(request.url).startsWith('/api/')) return reply.callNotFound();
    const moved = await storedRedirect(deps, request.url);
    if (moved) return reply.redirect(moved.to, moved.status);
    if (!deps.renderer) return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    const ctx = await requestContext(deps, secret, request, reply);
    const done = takeFormDone(request, reply);
    return sendPage(deps, registry, ctx, request.url, done ? { postedForm: done } : {});
  });
}
