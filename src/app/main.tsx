import './ui/tokens.css';
import './ui/global.css';
import './zodBrowserConfig';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApiClient } from '../shared/api/client';
import { ChunkLoadError, NoStateElementError, NoTargetElementError } from '../shared/errors';
import { parse } from '../shared/routes/parse';
import { loadBrowserActionRoutes } from './api/browserActionRoutes';
import { startBrowserOutbox } from './offline/browserOutbox';
import { reloadOnDatabaseUpgrade } from './offline/databaseUpgradeNotice';
import { startsWithoutRouter } from './pageModules';
import { Providers } from './providers';
import { createQueryClient } from './queryClient';
import { AppRoot, type StartedRouter } from './routing/AppRoot';
import { claimChunkReload, sessionStore } from './routing/chunkReload';
import { loadChunk } from './routing/loadChunk';
import { loadPage } from './routing/loadPage';
import { showStartupFailureNotice } from './routing/startupFailureNotice';
import { captureInstallPrompt } from './site/pwa/installPrompt';
import { registerServiceWorker } from './site/pwa/serviceWorkerUpdates';
import { readAppState } from './state/appState';
import { type Session, sessionQueryKey } from './state/session/sessionQuery';
import { afterHydration } from './state/useHydratedFlag';
import { whenIdle } from './state/whenIdle';

/** Startup (spec §2): find the elements, read the server's state, load the page, hydrate. */
async function start() {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new NoTargetElementError();
  const stateElement = document.getElementById('app-state');
  if (!stateElement) throw new NoStateElementError();
  const state = readAppState(stateElement);

  const queryClient = createQueryClient();
  if (state.queryCache) hydrate(queryClient, state.queryCache);

  const api = createApiClient({
    actionRoutes: loadBrowserActionRoutes,
    isTouchDevice: () => window.matchMedia?.('(pointer: coarse)').matches,
    // The anonymous id can change (sign-out starts a new visit), so read it when calling.
    trackingId: () =>
      queryClient.getQueryData<Session>(sessionQueryKey)?.anonymousId ?? state.session?.anonymousId,
  });
  if (state.csrfToken) api.setCsrfToken(state.csrfToken);
  const outbox = startBrowserOutbox(
    api,
    () =>
      queryClient.getQueryData<Session>(sessionQueryKey) ?? {
        anonymousId: state.session?.anonymousId ?? 'unknown',
      },
  );

  // React Router's chunk, once: before the first render, or at a browsing page's first navigation.
  const landing = `${window.location.pathname}${window.location.search}`;
  let routerStart: Promise<StartedRouter> | undefined;
  const loadRouter = () => {
    routerStart ??= loadChunk('router', () => import('./routing/routerApp')).then(
      async ({ startAppRouter, RouterApp }) => ({
        RouterApp,
        // Still on the page the server rendered: its loader data is the router's hydration data.
        router: await startAppRouter(
          `${window.location.pathname}${window.location.search}` === landing
            ? state.router?.loaderData
            : undefined,
        ),
      }),
    );
    routerStart.catch(() => {
      routerStart = undefined;
    });
    return routerStart;
  };

  // Everything the first render needs is loaded before it, so hydration matches the HTML.
  const here = parse(landing).name;
  // Without server HTML (index.html served as is) there is nothing to hydrate.
  const serverRendered = rootElement.firstElementChild !== null;
  const withoutRouter = serverRendered && state.router !== undefined && startsWithoutRouter(here);
  const [, initial] = await Promise.all([loadPage(here), withoutRouter ? undefined : loadRouter()]);

  const app = (
    <StrictMode>
      <Providers api={api} queryClient={queryClient} outbox={outbox}>
        <AppRoot initial={initial} loadRouter={loadRouter} />
      </Providers>
    </StrictMode>
  );
  if (!serverRendered) createRoot(rootElement).render(app);
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a phone's input stays answered while it runs).
  else startTransition(() => void hydrateRoot(rootElement, app));
}

// Before startup's awaits, so the browser's install offer is never missed.
captureInstallPrompt();
reloadOnDatabaseUpgrade();

const started = start();
// Only the production build has a worker; in development it would serve stale modules. It
// registers once the page is up (or has failed to start), idle: never urgent, never in the way.
if (import.meta.env.PROD) {
  started.then(
    () => afterHydration(registerServiceWorker),
    () => whenIdle(registerServiceWorker),
  );
}

started.catch((error: unknown) => {
  // A page chunk that failed before hydration: reload once (a deployment likely replaced it).
  // The server's HTML stays readable and its links work meanwhile.
  if (error instanceof ChunkLoadError) {
    if (claimChunkReload(sessionStore())) {
      window.location.reload();
      return;
    }
    showStartupFailureNotice(error);
  }
  // Unhandled on purpose: the startup errors of spec §8 reach the console and error tracking.
  throw error;
});
