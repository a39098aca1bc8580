import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actionTable } from '../../shared/api/actionTable';
import { transportErrorCodes } from '../../shared/errors';
import { AppError } from './appError';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Paths of the calls that prove themselves without the session cookie (`csrf: 'none'`, such as
 * the OAuth token exchange an app makes from wherever it runs): nothing ambient to guard.
 */
const SELF_PROVING = new Set(
  Object.values(actionTable)
    .filter((def) => 'csrf' in def && def.csrf === 'none')
    .map((def) => def.path),
);

/** Same host, or one a subdomain of the other: what a browser would call the same site. */
function sameSite(host: string, shopHost: string): boolean {
  return host === shopHost || host.endsWith(`.${shopHost}`) || shopHost.endsWith(`.${host}`);
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).hostname || undefined;
  } catch {
    return undefined;
  }
}

/** Why a state-changing request comes from another site, or undefined when nothing says so. */
export function crossSiteReason(
  headers: { origin?: string; 'sec-fetch-site'?: string },
  shopHost: string,
): string | undefined {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite) return fetchSite === 'cross-site' ? `Sec-Fetch-Site: ${fetchSite}` : undefined;
  const origin = headers.origin;
  if (origin === undefined) return undefined;
  const host = hostOf(origin);
  return host && sameSite(host, shopHost) ? undefined : `Origin: ${origin}`;
}

/** An origin in its one spelling (`https://a:443` is `https://a`); undefined when it is none. */
function originOf(text: string): string | undefined {
  try {
    const origin = new URL(text).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The origin a request was sent to: what a browser page of this server calls its own. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Why a request comes from a page of another origin than the shop's (another scheme, host or
 * port), or undefined when nothing says so. Stricter than `crossSiteReason`: for a WebSocket,
 * which nothing but this check keeps from pages of other programs on the same host.
 */
export function crossOriginReason(
  headers: { origin?: string; 'sec-fetch-site'?: string },
  shopOrigin: string,
): string | undefined {
  const origin = headers.origin;
  if (origin === undefined) {
    const fetchSite = headers['sec-fetch-site'];
    const ours = fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
    return ours ? undefined : `Sec-Fetch-Site: ${fetchSite}`;
  }
  const sent = originOf(origin);
  return sent !== undefined && sent === originOf(shopOrigin) ? undefined : `Origin: ${origin}`;
}

/**
 * A second line behind the CSRF token: a browser says where a request comes from (Sec-Fetch-Site,
 * else Origin), and a state-changing call from another site is refused before its body is read.
 * A request with neither header (an app, a script) is left to the CSRF token; one with a bearer
 * token carries nothing ambient and is not checked.
 */
export function registerOriginCheck(app: FastifyInstance, publicOrigin: string | undefined): void {
  const configuredHost = publicOrigin ? hostOf(publicOrigin) : undefined;
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (request.headers.authorization?.startsWith('Bearer ')) return;
    if (request.routeOptions.url && SELF_PROVING.has(request.routeOptions.url)) return;
    const shopHost = configuredHost ?? request.hostname;
    const headers = request.headers as { origin?: string; 'sec-fetch-site'?: string };
    if (!crossSiteReason(headers, shopHost)) return;
    throw new AppError(
      403,
      transportErrorCodes.crossSiteRequest,
      'This request came from another site, so it was refused. Use the shop’s own pages.',
    );
  });
}
