import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import type { RouteName } from '../../shared/routes/routeTable';
import { applyHead } from '../head/applyHead';
import { forgetChunkReload, sessionStore } from './chunkReload';
import { loadedPage, loadPage } from './loadPage';
import { metaOf } from './pageHead';
import type { PageModule } from './pageModule';
import { type RouteMatch, useRouteMatch } from './useRouteMatch';

/**
 * What every route renders. The shared parser has the last word on which page a URL is (the
 * router's own matching is looser: it cannot check enumerated segments, for one), so the page
 * shown is the parser's, loaded already in the common case where both agree.
 */
export function RoutePage() {
  const match = useRouteMatch();
  if (match.redirect) return <Navigate to={match.redirect} replace />;
  const module = loadedPage(match.name);
  return module ? (
    <LoadedPage module={module} match={match} />
  ) : (
    <LateLoadedPage key={match.name} name={match.name} match={match} />
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

/** The parser chose a page the router did not load; load it now (rare, client only). */
function LateLoadedPage({ name, match }: { name: RouteName; match: RouteMatch }) {
  const [state, setState] = useState<{ module?: PageModule; error?: unknown }>({});
  useEffect(() => {
    let live = true;
    loadPage(name).then(
      (module) => live && setState({ module }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [name]);
  if (state.error) throw state.error;
  return state.module ? <LoadedPage module={state.module} match={match} /> : null;
}
