import { Suspense } from 'react';
import { SiteLayout } from '../layout/SiteLayout';
import { useLocation } from './navigation';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RoutePage } from './RoutePage';

/**
 * Everything under the router: the site frame around the current page. The shared parser picks
 * the page (RoutePage), so the router only keeps the location and navigates — the declarative
 * router does that at half the download of the data router, whose loaders we never used.
 * A failing page shows its error inside the frame; a failing frame, the bare error page.
 */
export function AppRoutes() {
  const { pathname, search } = useLocation();
  return (
    <RouteErrorBoundary>
      <SiteLayout>
        <RouteErrorBoundary resetKey={`${pathname}${search}`}>
          {/* Navigations run in a transition, so the old page stays while the next one loads. */}
          <Suspense fallback={null}>
            <RoutePage />
          </Suspense>
        </RouteErrorBoundary>
      </SiteLayout>
    </RouteErrorBoundary>
  );
}
