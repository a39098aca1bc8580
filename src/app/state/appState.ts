import type { DehydratedState } from '@tanstack/react-query';

/**
 * What the server hands the client in the `#app-state` element: the CSRF token for API calls,
 * who is visiting, and the query cache and router data the page was rendered from.
 */
export interface AppState {
  csrfToken?: string;
  session?: { signedIn: boolean; anonymousId?: string };
  queryCache?: DehydratedState;
  /** The router's loader data of the rendered page (its hydration data). */
  router?: { loaderData: Record<string, unknown> };
}

/**
 * The state in the element. An element the server did not fill (the placeholder comment, as when
 * index.html is served as is) or cannot be read gives an empty state: the app then asks the API.
 */
export function readAppState(element: Element): AppState {
  const text = element.textContent?.trim() ?? '';
  if (text === '' || text.startsWith('<!--')) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as AppState) : {};
  } catch {
    return {};
  }
}
