import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * The common part of the fake photo services: a real HTTP server on 127.0.0.1 with a sign-in page
 * that hands out tokens the way the real services' OAuth pages do, a set of valid tokens, and a
 * switch that makes the next API call answer 429 once.
 */

export interface FakePicture {
  id: string;
  name: string;
  albumId?: string;
  bytes: Buffer;
  mimeType: string;
  width: number;
  height: number;
  /** Anything but IMAGE is offered by some services and must never be imported. */
  mediaType?: 'IMAGE' | 'VIDEO';
}

export interface FakeAlbum {
  id: string;
  name: string;
}

export interface FakeLibrary {
  albums: FakeAlbum[];
  pictures: FakePicture[];
}

export interface FakeRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
  json: () => Record<string, unknown>;
  bearer?: string;
}

export interface FakeReply {
  status?: number;
  json?: unknown;
  bytes?: Buffer;
  type?: string;
  headers?: Record<string, string>;
  location?: string;
}

export interface FakeService {
  url: string;
  library: FakeLibrary;
  /** Tokens the service accepts; the sign-in page adds to them, revoke() takes them away. */
  tokens: Set<string>;
  /** Every API path asked for, in order (not the sign-in page). */
  calls: string[];
  issueToken(): string;
  revokeAll(): void;
  /** The next API call answers 429 Too Many Requests (once). */
  rateLimitOnce(): void;
  /**
   * Every later request that mentions `text` (in its address, body or Dropbox-API-Arg header)
   * answers `status`: a picture the service cannot serve, or a service that is down.
   */
  failRequestsMentioning(text: string, status: number): void;
  /** How many entries a page holds at most, whatever the caller asks: small, so paging shows. */
  pageSize: number;
  close(): Promise<void>;
}

export interface FakeServiceOptions {
  tokenLifetimeS?: number;
  /** The clock the sign-in page dates tokens by: the shop's test clock, so expiry lines up. */
  now?: () => Date;
}

export type FakeRoutes = (request: FakeRequest, service: FakeService) => FakeReply | undefined;

export async function startFakeService(
  library: FakeLibrary,
  routes: FakeRoutes,
  options: FakeServiceOptions = {},
): Promise<FakeService> {
  let limitNext = false;
  const failing = new Map<string, number>();
  const service: FakeService = {
    url: '',
    library,
    tokens: new Set(),
    calls: [],
    pageSize: 2,
    issueToken() {
      const token = randomBytes(12).toString('hex');
      service.tokens.add(token);
      return token;
    },
    revokeAll() {
      service.tokens.clear();
    },
    rateLimitOnce() {
      limitNext = true;
    },
    failRequestsMentioning(text, status) {
      failing.set(text, status);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', service.url);
    const auth = req.headers.authorization;
    const request: FakeRequest = {
      method: req.method ?? 'GET',
      url,
      headers: req.headers,
      body,
      json: () => (body.length ? JSON.parse(body.toString('utf8')) : {}),
      bearer: auth?.startsWith('Bearer ') ? auth.slice(7) : undefined,
    };
    let reply: FakeReply | undefined;
    if (url.pathname === '/oauth/authorize') {
      // The person "approves" at once: back to the shop with a token, as an implicit grant does.
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('access_token', service.issueToken());
      back.searchParams.set(
        'expires_at',
        String(
          Math.floor((options.now?.() ?? new Date()).getTime() / 1000) +
            (options.tokenLifetimeS ?? 3600),
        ),
      );
      const state = url.searchParams.get('state');
      if (state) back.searchParams.set('state', state);
      reply = { status: 302, location: back.toString() };
    } else {
      service.calls.push(`${request.method} ${url.pathname}${url.search}`);
      const said = `${url.pathname}${url.search} ${body.toString('utf8')} ${req.headers['dropbox-api-arg'] ?? ''}`;
      const failure = [...failing].find(([text]) => said.includes(text));
      if (failure) {
        reply = { status: failure[1], json: { error: `failing on purpose (${failure[1]})` } };
      } else if (limitNext) {
        limitNext = false;
        reply = { status: 429, json: { error: 'rate limited' }, headers: { 'retry-after': '1' } };
      } else {
        reply = routes(request, service) ?? { status: 404, json: { error: 'not found' } };
      }
    }
    const headers: Record<string, string> = { ...(reply.headers ?? {}) };
    if (reply.location) headers.location = reply.location;
    if (reply.json !== undefined) {
      res.writeHead(reply.status ?? 200, { ...headers, 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.json));
    } else {
      res.writeHead(reply.status ?? 200, {
        ...headers,
        ...(reply.bytes ? { 'content-type': reply.type ?? 'application/octet-stream' } : {}),
        ...(reply.bytes ? { 'content-length': String(reply.bytes.length) } : {}),
      });
      res.end(reply.bytes);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  service.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return service;
}

/** One page of `items` starting at the offset a cursor names; the cursor of the next, if any. */
export function pageOf<T>(items: T[], cursor: string | null | undefined, size: number) {
  const start = cursor ? Number(Buffer.from(cursor, 'base64url').toString('utf8')) : 0;
  const end = start + size;
  return {
    items: items.slice(start, end),
    next: end < items.length ? Buffer.from(String(end)).toString('base64url') : undefined,
  };
}

export const picturesIn = (library: FakeLibrary, albumId?: string) =>
  library.pictures.filter((p) => albumId === undefined || p.albumId === albumId);

/** The bytes of a picture, as a CDN serves them: no token needed. */
export function cdnReply(library: FakeLibrary, id: string | undefined): FakeReply {
  const picture = library.pictures.find((p) => p.id === id);
  if (!picture) return { status: 404, json: { error: 'no such file' } };
  return { bytes: picture.bytes, type: picture.mimeType };
}

/** What sets one fake API apart; the server, the token gate and the CDN are common. */
export interface FakeApi {
  /** Serve /cdn/{id} (picture bytes, no token needed), as the services with a CDN do. */
  cdn?: boolean;
  /** Answered before the token check; undefined goes on to it. */
  open?: FakeRoutes;
  /** Where this API carries its access token. */
  tokenOf: (request: FakeRequest) => string | null | undefined;
  /** What this API answers for a missing or dead token, in its own error shape. */
  refusal: FakeReply;
  /** The API proper, reached with a live token; undefined is a 404. */
  routes: FakeRoutes;
}

export type StartFake = (
  library: FakeLibrary,
  options?: FakeServiceOptions,
) => Promise<FakeService>;

/** The start function of a fake service whose API (given its library) is `apiOf`. */
export function fakeServiceStarter(apiOf: (library: FakeLibrary) => FakeApi): StartFake {
  return (library, options = {}) => {
    const api = apiOf(library);
    return startFakeService(
      library,
      (request, service) => {
        const { pathname } = request.url;
        if (api.cdn && pathname.startsWith('/cdn/')) {
          return cdnReply(library, pathname.split('/')[2]);
        }
        const early = api.open?.(request, service);
        if (early) return early;
        const token = api.tokenOf(request);
        if (!token || !service.tokens.has(token)) return api.refusal;
        return api.routes(request, service);
      },
      options,
    );
  };
}

export const bearerToken = (request: FakeRequest) => request.bearer;
export const queryToken = (name: string) => (request: FakeRequest) =>
  request.url.searchParams.get(name);
export const NOT_FOUND: FakeReply = { status: 404, json: { error: 'not found' } };
