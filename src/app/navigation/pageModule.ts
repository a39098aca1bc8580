import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ActionInput, ActionName, ActionOutput } from '../../shared/api/actionTable';
import type { RouteMatch } from './useRouteMatch';

/** Calls an API action; on the server it goes straight to the handlers, in tests to a fake. */
export type CallAction = <N extends ActionName>(
  name: N,
  payload: ActionInput<N>,
) => Promise<ActionOutput<N>>;

export interface MetaContext {
  match: RouteMatch;
  queryClient: QueryClient;
  /** 'https://shop.example' on the server when known and in the browser; '' otherwise. */
  origin: string;
}

/** What goes in <head> for a page, and the HTTP status the server answers with. */
export interface PageMeta {
  /** The page's own title; ' | Printshop' is added unless titleIsFull. */
  title: string;
  titleIsFull?: boolean;
  description?: string;
  /** Path of the canonical URL (made absolute with the origin); null for none. */
  canonical?: string | null;
  /** JSON-LD objects, each written as its own script element. */
  structuredData?: object[];
  /** 'noindex' for pages search engines should skip (not found, private pages). */
  robots?: string;
  /** HTTP status of a server render; 200 when absent. */
  status?: number;
}

/**
 * The contract of a lazily loaded page (src/app/<area>/<Name>Page.tsx):
 * - default: the page component; it reads its params with useRouteMatch().
 * - meta: head data, evaluated on the server and again on the client after navigation and
 *   whenever the query cache changes.
 * - prefetch: fills the query cache on the server before rendering, so the HTML has the data and
 *   the client hydrates without a request.
 */
export interface PageModule {
  default: ComponentType;
  meta?: (context: MetaContext) => PageMeta;
  prefetch?: (match: RouteMatch, queryClient: QueryClient, callAction: CallAction) => Promise<void>;
}
