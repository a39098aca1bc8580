import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, use, useEffect } from 'react';
import type { RouteName } from '../../shared/routes/routeTable';
import type { PageModule } from '../navigation/pageModule';
import { type RouteMatch, useRouteMatch } from '../navigation/useRouteMatch';
import { applyHead } from '../site/head/applyHead';
import { forgetChunkReload, sessionStore } from './chunkReload';
import { loadedPage, loadPage } from './loadPage';
import { metaOf } from './pageHead';

/** The current page: the shared parser names it; its loader has loaded its module already. */
export function RoutePage() {
  const match = useRouteMatch();
  const module = loadedPage(match.name);
  return module ? (
    <LoadedPage module={module} match={match} />
  ) : (
    <LateLoadedPage name={match.name} match={match} />
  );
}

/** Only when a render comes before the loader (never on the router's own path): wait for it. */
function LateLoadedPage({ name, match }: { name: RouteName; match: RouteMatch }) {
  return <LoadedPage module={use(loadPage(name))} match={match} />;
}

function LoadedPage({ module, match }: { module: PageModule; match: RouteMatch }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    forgetChunkReload(sessionStore());
  }, []);
  useEffect(() => {
    // Titles can depend on loaded data (content pages), so the head follows the cache. The cache
    // reports every observer and fetch (dozens while a page hydrates) and a page's meta can build
    // its whole structured data: one update per burst, after it.
    let pending: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      pending ??= setTimeout(() => {
        pending = undefined;
        applyHead(
          metaOf(module, { match, queryClient, origin: window.location.origin }),
          window.location.origin,
        );
      });
    };
    schedule();
    const unsubscribe = queryClient.getQueryCache().subscribe(schedule);
    return () => {
      unsubscribe();
      clearTimeout(pending);
    };
  }, [module, match, queryClient]);
  const Page: ComponentType = module.default;
  return <Page />;
}
