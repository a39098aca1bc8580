import { type ReactNode, Suspense } from 'react';
import { SiteLayout } from './frame/SiteLayout';

/** The site frame around the page, the same with React Router (appRoutes) and without (AppRoot). */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <SiteLayout>
      {/* A page may suspend (its own lazy parts); navigations are transitions meanwhile. */}
      <Suspense fallback={null}>{children}</Suspense>
    </SiteLayout>
  );
}
