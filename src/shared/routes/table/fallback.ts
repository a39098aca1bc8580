import { defineRoutes } from '../routeDef';

/** Last in the table: the content catch-all, then the page shown when it finds nothing. */
export const fallbackRoutes = defineRoutes({
  // One or more segments, joined by '/' in params.path; '/' itself is the home page.
  catchAll: { path: '/:path*' },
  notFound: { path: '/not-found' },
});
