import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, use, useEffect } from 'react';
import type { RouteName } from '../../shared/routes/routeTable';
import { applyHead } from '../head/applyHead';
import { forgetChunkReload, sessionStore } from './chunkReload';
import { loadedPage, loadPage } from './loadPage';
import { Navigate, useLocation } from './navigation';
import { metaOf } from './pageHead';
import type { PageModule } from './pageModule';
import { type RouteMatch, useRouteMatch } from './useRouteMatch';

/**
 * The current page: the shared parser reads the address (typed params, enumerated segments,
 * fallbacks) and names the page; its module is loaded already except after an in-app navigation.
 */
export function RoutePage() {
  const match = useRouteMatch();
  if (match.redirect) return <Navigate to={match.redirect} replace />;
  const module = loadedPage(match.name);
  return module ? (
    <LoadedPage module={module} match={match} />
  ) : (
    <LateLoadedPage name={match.name} match={match} />
  );
}

function LoadedPage({ module, match }: { module: PageModule; match: RouteMatch }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    forgetChunkReload(sessionStore());
  }, []);
  useEffect(() => {
    const apply = () =>
      applyHead(
        metaOf(module, { match, queryClient, origin: window.location.origin }),
        window.location.origin,
      );
    apply();
    // Titles can depend on loaded data (content pages), so follow the cache.
    return queryClient.getQueryCache().subscribe(apply);
  }, [module, match, queryClient]);
  const Page: ComponentType = module.default;
  return <Page />;
}

/**
 * A page not loaded yet (an in-app navigation): suspends until its chunk arrives. Navigations are
 * transitions, so the previous page stays on screen meanwhile; a failure reaches the error boundary.
 */
function LateLoadedPage({ name, match }: { name: RouteName; match: RouteMatch }) {
  const { key } = useLocation();
  const module = use(loadAttempt(`${key} ${name}`, name));
  return <LoadedPage module={module} match={match} />;
}

const MAX_REMEMBERED_ATTEMPTS = 20;
const attempts = new Map<string, Promise<PageModule>>();

/**
 * One load per visit of an address: `use` needs the same promise on every render, also after it
 * failed (a fresh attempt per render would retry forever instead of showing the error), while the
 * next visit of that address tries again.
 */
function loadAttempt(visit: string, name: RouteName): Promise<PageModule> {
  let attempt = attempts.get(visit);
  if (!attempt) {
    attempt = loadPage(name);
    attempts.set(visit, attempt);
    if (attempts.size > MAX_REMEMBERED_ATTEMPTS) {
      attempts.delete(attempts.keys().next().value as string);
    }
  }
  return attempt;
}
