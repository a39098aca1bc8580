import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actionTable } from '../../shared/api/actionTable';
import { transportErrorCodes } from '../../shared/errors';
import { parse } from '../../shared/routes/parse';
import { routeTable } from '../../shared/routes/routeTable';
import { badRequest } from './appError';

export const REDACTED = '[redacted]';

/**
 * Query parameters (wire names) whose value lets its holder in: invitation, view, reset and
 * deletion keys, upload-link signatures, order and access tokens, OAuth codes and nonces.
 */
const CREDENTIAL_QUERY = new Set([
  'key',
  'vk',
  'view_key',
  'ck',
  'collaboration_key',
  'evt',
  'code',
  'state',
  'upload_session_id',
]);

/** A name that says it holds a secret, whatever the call: a password, a token, a signature. */
const SECRET_NAME = /password|secret|token|signature/i;

/** Path parameters (of API routes and pages) whose segment is a credential. */
const CREDENTIAL_SEGMENT = new Set(['signature', 'code', 'key', 'token']);

export const isCredentialName = (name: string) =>
  CREDENTIAL_QUERY.has(name) || SECRET_NAME.test(name);

const PASSWORD_NAME = /password/i;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

function queryNames(url: string): string[] {
  const query = url.split('?')[1];
  if (!query) return [];
  return query.split('&').map((pair) => decoded(pair.split('=')[0] ?? ''));
}

/**
 * The pattern of the route a request reached, `:params` and all: the router's, or for a page
 * (the catch-all) the route table's.
 */
function routePatternOf(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route && !route.includes('*')) return route;
  return routeTable[parse(request.url).name].path;
}

/** Indexes of the path segments that are credentials in the request's route. */
function credentialSegments(request: FastifyRequest): Set<number> {
  const indexes = new Set<number>();
  routePatternOf(request)
    .split('/')
    .forEach((segment, index) => {
      const name = segment.replace(/^:/, '').replace(/\?$/, '');
      if (segment.startsWith(':') && CREDENTIAL_SEGMENT.has(name)) indexes.add(index);
    });
  return indexes;
}

/** Whether the request carries a credential in its address (query or path). */
export function carriesCredential(request: FastifyRequest): boolean {
  return queryNames(request.url).some(isCredentialName) || credentialSegments(request).size > 0;
}

/** The request's URL as logs may keep it: credential segments and query values replaced. */
export function redactedUrl(request: FastifyRequest): string {
  const [path = '', ...rest] = request.url.split('?');
  const secretSegments = credentialSegments(request);
  const shownPath = path
    .split('/')
    .map((segment, index) => (secretSegments.has(index) ? REDACTED : segment))
    .join('/');
  if (rest.length === 0) return shownPath;
  const query = rest
    .join('?')
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      return isCredentialName(decoded(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${shownPath}?${query}`;
}

/** The calls that take an email and a password and open a session: sign-in and sign-up. */
const SIGN_IN_PATHS = new Set([actionTable['my/sessions'].path, actionTable.users.path]);

/**
 * Refuses a password in the address, of any call, and a sign-in or sign-up whose email comes
 * there: addresses stay in browser history, proxies' logs and Referer headers, so a credential
 * sent in one is spent even when the call fails.
 */
export function registerCredentialQueryRefusal(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const names = queryNames(request.url);
    if (names.length === 0) return;
    const signingIn =
      request.method === 'POST' && SIGN_IN_PATHS.has(request.routeOptions.url ?? '');
    if (names.some((name) => PASSWORD_NAME.test(name) || (signingIn && name === 'email'))) {
      throw badRequest(
        transportErrorCodes.badRequest,
        'Passwords and sign-in details are never taken from the address of a page or call. Send them in the body of the request.',
      );
    }
  });
}
