import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { appRoutes } from './appRoutes';

/*
 * React Router in the browser: its own chunk, loaded before the first render on most pages and at
 * the first navigation on a browsing page (browsingPages in pageModules.ts), so those pages' first
 * load carries neither the router nor the route objects.
 */

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's data router at the current address, once it has its first data: the server's
 * loader data when given (no loader runs again), else what its loaders load.
 */
export function startAppRouter(
  loaderData: Record<string, unknown> | undefined,
): Promise<AppRouter> {
  const router = createBrowserRouter(
    appRoutes(),
    loaderData ? { hydrationData: { loaderData } } : {},
  );
  if (router.state.initialized) return Promise.resolve(router);
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve(router);
    });
  });
}

export function RouterApp({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />;
}
