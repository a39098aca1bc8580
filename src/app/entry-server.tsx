import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { ActionInput, ActionName, ActionOutput } from '../shared/api/actionTable';
import { ApiActionError, HttpStatusError } from '../shared/errors';
import type { PostedForm } from '../shared/forms/formPosts';
import { parse } from '../shared/routes/parse';
import type { RouteMatch } from '../shared/routes/routeTable';
import { safeReturnPath } from '../shared/routes/safeReturnPath';
import type { ApiClient } from './apiContext';
import { postedFormKey } from './common/postedForm';
import { loadDeferredParts } from './navigation/deferredPart';
import { Providers } from './providers';
import { createQueryClient } from './queryClient';
import { appRoutes, type ServerLoadContext } from './routing/appRoutes';
import { loadPage } from './routing/loadPage';
import { metaOf } from './routing/pageHead';
import { renderHead } from './site/head/renderHead';
import type { AppState } from './state/appState';
import { serializeState } from './state/serializeState';
import { type Session, sessionQueryKey } from './state/session/sessionQuery';

export interface RenderInput {
  /** The request's path and query, e.g. '/cards/all?page=2'. */
  url: string;
  /** postedForm: what a form posted without script left for this page (issue 36). */
  state: { session: Session; csrfToken: string; postedForm?: PostedForm };
  /**
   * Runs an API action in-process (no HTTP) on behalf of this request's visitor. A failure has the
   * `status` and wire `body` the browser would have received.
   */
  callAction: <N extends ActionName>(name: N, payload: ActionInput<N>) => Promise<ActionOutput<N>>;
  /** 'https://shop.example', for absolute canonical and structured-data URLs; relative if absent. */
  origin?: string;
}

export interface RenderResult {
  status: number;
  /** For #root (replaces <!--app-html-->). */
  html: string;
  /** For <head> (replaces <!--app-head-->): title, description, canonical, JSON-LD. */
  head: string;
  /** For #app-state (replaces <!--app-state-->); safe inside a script element. */
  stateJson: string;
  /** When set, answer with `status` (a 3xx) and this Location instead of a page. */
  redirect?: string;
}

function redirectTo(location: string, status = 302): RenderResult {
  return { status, redirect: location, html: '', head: '', stateJson: '' };
}

/** Account pages are for visitors; a signed-in user goes where they were heading, or home. */
function signedInRedirect(match: RouteMatch, session: Session): string | undefined {
  if (!session.user) return undefined;
  if (match.name === 'account.login' || match.name === 'account.signup') {
    return safeReturnPath(match.query.returnTo);
  }
  return undefined;
}

/**
 * The server's failures, rethrown as the errors the browser's client raises (this bundle's own
 * classes, so pages' `instanceof` checks hold on both sides).
 */
function asClientErrors(callAction: RenderInput['callAction']): RenderInput['callAction'] {
  return async (name, payload) => {
    try {
      return await callAction(name, payload);
    } catch (failure) {
      const { status, body } = failure as { status?: unknown; body?: unknown };
      if (typeof status !== 'number') throw failure;
      throw new ApiActionError(name, payload, new HttpStatusError(status, body));
    }
  };
}

const handler = createStaticHandler(appRoutes());

/** The first failure of a loader (a page's or the frame's prefetch), to fail the render as before. */
function firstError(errors: Record<string, unknown> | null): unknown {
  return errors ? Object.values(errors)[0] : undefined;
}

/** Server render of one page request: the lead's Fastify server puts the parts into index.html. */
export async function render(input: RenderInput): Promise<RenderResult> {
  const origin = input.origin ?? '';
  const match = parse(input.url);
  if (match.redirect) return redirectTo(match.redirect);
  const session: Session = { ...input.state.session, csrfToken: input.state.csrfToken };
  const away = signedInRedirect(match, session);
  if (away) return redirectTo(away);

  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryKey, session);
  if (input.state.postedForm) queryClient.setQueryData(postedFormKey, input.state.postedForm);

  const callAction = asClientErrors(input.callAction);
  // The router's static handler runs the loaders: the page's chunk and prefetch, the frame's data.
  const requestContext: ServerLoadContext = { queryClient, callAction };
  const context = await handler.query(
    new Request(`http://localhost${input.url.startsWith('/') ? '' : '/'}${input.url}`),
    {
      requestContext,
    },
  );
  if (context instanceof Response) {
    return redirectTo(context.headers.get('Location') ?? '/', context.status);
  }
  const failure = firstError(context.errors);
  if (failure !== undefined) throw failure;
  // The frame's deferred parts render in place on the server: the HTML is complete.
  const [page] = await Promise.all([loadPage(match.name), loadDeferredParts()]);
  const meta = metaOf(page, { match, queryClient, origin });

  const api: ApiClient = {
    call: (name, payload) => callAction(name, payload),
    setCsrfToken: () => {},
  };
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <Providers api={api} queryClient={queryClient}>
        {/* The router's hydration data travels in #app-state with the query cache. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );

  const state: AppState = {
    csrfToken: input.state.csrfToken,
    session: { signedIn: Boolean(session.user), anonymousId: session.anonymousId },
    queryCache: dehydrate(queryClient),
    router: { loaderData: context.loaderData },
  };
  return {
    status: meta.status ?? 200,
    html,
    head: renderHead(meta, origin),
    stateJson: serializeState(state),
  };
}
