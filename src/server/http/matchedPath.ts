import type { FastifyRequest } from 'fastify';

/**
 * A URL's path as the router reads it: percent-escapes of ordinary characters decoded
 * (`/api/content%2Dexport` is `/api/content-export`), the escapes of `/`, `?` and `#` kept, so
 * the segments stay the ones the router matched. Undecodable text is left as it came.
 */
export function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? url;
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * The path a guard or a header rule must judge: the route the router matched (its pattern, with
 * `:params`), or for the page catch-all and unmatched requests the decoded path. Never a prefix
 * of the raw URL, which percent-encoding can disguise while the router still matches the route.
 */
export function matchedPath(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  return route && !route.includes('*') ? route : decodedPath(request.url);
}
