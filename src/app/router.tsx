import type { RouteObject } from 'react-router-dom';
import { type RouteName, routeNames, routeTable } from '../shared/routes/routeTable';
import { SiteLayout } from './layout/SiteLayout';
import { loadPage } from './routing/loadPage';
import { RouteErrorPage } from './routing/RouteErrorPage';
import { RoutePage } from './routing/RoutePage';

/**
 * A route-table pattern in React Router syntax: `:name` and `:name?` are the same; a trailing
 * `:name*` (one or more segments) is the splat `*`.
 */
export function toRouterPath(pattern: string): string {
  return pattern.replace(/\/:[A-Za-z0-9_]+\*$/, '/*');
}

function pageRoute(name: RouteName): RouteObject {
  return {
    id: name,
    path: toRouterPath(routeTable[name].path),
    lazy: async () => {
      await loadPage(name);
      return { Component: RoutePage };
    },
  };
}

/**
 * The data router's routes, one per route-table entry, inside the site layout. Page errors
 * (a chunk that failed to load) render inside the layout; a broken layout falls back to the
 * bare error page.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <SiteLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          id: 'pages',
          errorElement: <RouteErrorPage />,
          children: routeNames.map(pageRoute),
        },
      ],
    },
  ];
}
