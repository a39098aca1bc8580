import type { QueryClient } from '@tanstack/react-query';
import {
  type LoaderFunctionArgs,
  Outlet,
  type RouteObject,
  redirect,
  ScrollRestoration,
  useRouteError,
} from 'react-router-dom';
import { parse } from '../../shared/routes/parse';
import { type RouteName, routeNames, routeTable } from '../../shared/routes/routeTable';
import type { CallAction } from '../navigation/pageModule';
import { prefetchConsent } from '../site/privacy/prefetchConsent';
import { prefetchSiteNotices } from '../site/promotions/prefetchSiteNotices';
import { loadPage } from './loadPage';
import { RouteErrorPage } from './RouteErrorPage';
import { RoutePage } from './RoutePage';
import { RouterNavigation } from './routerNavigation';
import { SiteFrame } from './SiteFrame';

/**
 * React Router's routes, made from the shared route table (the one place a route exists): a frame
 * route (the site layout, scroll restoration, the frame's error page) around one route per table
 * entry. The shared parser still reads every address (typed params and query, enumerated segments,
 * fallbacks, redirects) and names the page, so the router's own ranking of paths never decides
 * which page shows: each route's loader loads the page the parser names (one chunk per page), and
 * on the server also fills the query cache (the page's `prefetch`) through the static handler.
 */

/** What the server render hands the loaders (`requestContext` of the static handler). */
export interface ServerLoadContext {
  queryClient: QueryClient;
  callAction: CallAction;
}

function serverContext(context: unknown): ServerLoadContext | undefined {
  const candidate = context as Partial<ServerLoadContext> | undefined;
  return candidate?.queryClient && candidate.callAction
    ? (candidate as ServerLoadContext)
    : undefined;
}

/** A table pattern in React Router's syntax: `:name*` (one or more segments) becomes `*`. */
export function routerPath(pattern: string): string {
  return pattern.replace(/\/:[A-Za-z0-9_]+\*$/, '/*');
}

/** What a page route's loader gives the page: the name of the page the parser chose. */
export interface PageLoaderData {
  page: RouteName;
}

async function pageLoader({ request, context }: LoaderFunctionArgs): Promise<PageLoaderData> {
  const match = parse(request.url);
  if (match.redirect) throw redirect(match.redirect);
  const page = await loadPage(match.name);
  const server = serverContext(context);
  if (server) await page.prefetch?.(match, server.queryClient, server.callAction);
  return { page: match.name };
}

/** The frame's data on the server (consent choices, site notices); nothing to do in the browser. */
async function frameLoader({ context }: LoaderFunctionArgs): Promise<null> {
  const server = serverContext(context);
  if (server) {
    await Promise.all([
      prefetchConsent(server.queryClient, server.callAction),
      prefetchSiteNotices(server.queryClient, server.callAction),
    ]);
  }
  return null;
}

/** The site frame around the page; the page shows in the Outlet. */
function Frame() {
  return (
    <RouterNavigation>
      <SiteFrame>
        <Outlet />
      </SiteFrame>
      <ScrollRestoration />
    </RouterNavigation>
  );
}

/** Nothing to show before the first data in the browser (only without a server render). */
function NoFallback() {
  return null;
}

/** A failing frame shows the bare error page. */
function FrameError() {
  return (
    <RouterNavigation>
      <RouteErrorPage error={useRouteError()} />
    </RouterNavigation>
  );
}

/** A failing page (its chunk did not load, it threw) shows its error inside the frame. */
function PageError() {
  return <RouteErrorPage error={useRouteError()} />;
}

/** The id of the frame route (its loader data and errors are keyed by it). */
export const FRAME_ROUTE_ID = 'frame';

/** One route per table entry, its id the route's name, inside the frame. */
export function appRoutes(): RouteObject[] {
  return [
    {
      id: FRAME_ROUTE_ID,
      Component: Frame,
      ErrorBoundary: FrameError,
      HydrateFallback: NoFallback,
      loader: frameLoader,
      // The frame's data is the server's; nothing to reload on navigations.
      shouldRevalidate: () => false,
      children: routeNames.map((name) => ({
        id: name,
        path: routerPath(routeTable[name].path),
        loader: pageLoader,
        Component: RoutePage,
        ErrorBoundary: PageError,
      })),
    },
  ];
}
