import {
  AbortedError,
  ApiActionError,
  ConnectivityError,
  HttpStatusError,
  TimeoutError,
} from '../errors';
import type { ActionRoute, ActionRoutes } from './actionRoutes';
import type { ActionInput, ActionName, ActionOutput } from './actionTable';
import { camelKey, fromWire, toWire } from './wireCase';
import { toFormBody, toMultipart, toQueryString } from './wireEncoding';

export interface ApiClientOptions {
  /**
   * Where each action goes: the action table itself on the server and in tests; in the browser a
   * loader of its schema-free copy, fetched with the first call rather than with the page.
   */
  actionRoutes: ActionRoutes | (() => Promise<ActionRoutes>);
  /** Prefix for every path: '' in the browser (same origin), the server's own origin when rendering. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Time allowed for a call that is not an upload; 30 seconds when absent. */
  timeoutMs?: number;
  isTouchDevice?: () => boolean | undefined;
  trackingId?: () => string | undefined;
  /** A token already known, e.g. from the server-rendered state, saving the first fetch. */
  csrfToken?: string;
  now?: () => number;
  hrNow?: () => number;
}

export interface CallOptions {
  idempotencyKey?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

const CSRF_ACTION = 'my/sessions/csrf_token' satisfies ActionName;

type Payload = Record<string, unknown>;

/** Fills `:params` from the payload (URL-encoded) and returns the payload without them. */
function fillPath(path: string, payload: Payload): { path: string; rest: Payload } {
  const rest: Payload = { ...payload };
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, param: string) => {
    const key = camelKey(param);
    const value = rest[key] ?? rest[param];
    delete rest[key];
    delete rest[param];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Missing path parameter ${key}`);
    }
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}

function parseErrorBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The one way the app talks to the API: `call(name, payload)` per the action table. It neither
 * navigates nor shows messages (design.md convention 8); failures are ApiActionError.
 */
export function createApiClient(options: ApiClientOptions) {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const hrNow = options.hrNow ?? (() => globalThis.performance?.now() ?? 0);

  let csrfToken = options.csrfToken;
  // Bumped by setCsrfToken, so a fetch that started earlier cannot overwrite a newer token.
  let csrfGeneration = 0;
  let csrfFetch: Promise<void> | undefined;
  let routesLoad: Promise<ActionRoutes> | undefined;

  /** At once when the routes are at hand, so a call starts in the same tick as before. */
  function routeOf(name: ActionName): ActionRoute | Promise<ActionRoute> {
    const routes = options.actionRoutes;
    if (typeof routes !== 'function') return routes[name];
    routesLoad ??= routes().catch((error: unknown) => {
      routesLoad = undefined;
      throw error;
    });
    return routesLoad.then((loaded) => loaded[name]);
  }

  function headersFor(def: ActionRoute, opts: CallOptions): Record<string, string> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-client-timestamp': String(now()),
      'x-client-hr-timestamp': String(hrNow()),
    };
    if (csrfToken !== undefined) headers['x-csrf-token'] = csrfToken;
    const touch = options.isTouchDevice?.();
    if (touch !== undefined) headers['x-touch-device'] = touch ? '1' : '0';
    const tracking = options.trackingId?.();
    if (tracking) headers['x-tracking-id'] = tracking;
    if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
    if (def.method !== 'GET') {
      const encoding = def.encoding ?? 'json';
      if (encoding === 'json') headers['content-type'] = 'application/json';
      if (encoding === 'form') headers['content-type'] = 'application/x-www-form-urlencoded';
      // Multipart: fetch writes the content type itself, with the boundary.
    }
    return headers;
  }

  function requestFor(def: ActionRoute, payload: Payload): { url: string; body?: BodyInit } {
    const { path, rest } = fillPath(def.path, payload);
    const wire = (toWire(rest) ?? {}) as Payload;
    if (def.method === 'GET') {
      const query = toQueryString(wire);
      return { url: `${baseUrl}${path}${query ? `?${query}` : ''}` };
    }
    const encoding = def.encoding ?? 'json';
    const body =
      encoding === 'upload'
        ? toMultipart(wire)
        : encoding === 'form'
          ? toFormBody(wire)
          : JSON.stringify(wire);
    return { url: `${baseUrl}${path}`, body };
  }

  function timeoutFor(def: ActionRoute, opts: CallOptions): number | undefined {
    // An upload's time depends on the file and the line; it has only the limit it is given.
    if (def.encoding === 'upload') return opts.timeoutMs ?? def.timeoutMs;
    return opts.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** One HTTP exchange: the parsed camelCase answer, or a catalogued error. */
  async function exchange(def: ActionRoute, payload: Payload, opts: CallOptions): Promise<unknown> {
    const { url, body } = requestFor(def, payload);
    const controller = new AbortController();
    let timedOut = false;
    const timeoutMs = timeoutFor(def, opts);
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    opts.signal?.addEventListener('abort', onCallerAbort, { once: true });
    // Racing against the abort keeps the time limit even for a fetch that ignores its signal.
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), {
        once: true,
      });
    });
    aborted.catch(() => {});
    const failure = (cause: unknown) =>
      timedOut
        ? new TimeoutError(timeoutMs)
        : opts.signal?.aborted
          ? new AbortedError(opts.signal.reason)
          : new ConnectivityError(cause);

    try {
      if (opts.signal?.aborted) throw new AbortedError(opts.signal.reason);
      let response: Response;
      let text: string;
      try {
        response = await Promise.race([
          doFetch(url, {
            method: def.method,
            headers: headersFor(def, opts),
            body,
            credentials: 'same-origin',
            signal: controller.signal,
          }),
          aborted,
        ]);
        if (response.status === 0) throw new ConnectivityError();
        text = await Promise.race([response.text(), aborted]);
      } catch (error) {
        if (error instanceof ConnectivityError) throw error;
        throw failure(error);
      }
      if (response.status < 200 || response.status > 299) {
        throw new HttpStatusError(response.status, parseErrorBody(text));
      }
      return text.trim() ? fromWire(JSON.parse(text)) : {};
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  /** Fetches the CSRF token; calls waiting at the same time share one fetch. */
  function refreshCsrf(): Promise<void> {
    if (!csrfFetch) {
      const generation = csrfGeneration;
      csrfFetch = Promise.resolve(routeOf(CSRF_ACTION))
        .then((route) => exchange(route, {}, {}))
        .then((answer) => {
          const token = (answer as ActionOutput<typeof CSRF_ACTION>).authenticityToken;
          if (generation === csrfGeneration) csrfToken = token;
        })
        .finally(() => {
          csrfFetch = undefined;
        });
    }
    return csrfFetch;
  }

  async function run(def: ActionRoute, payload: Payload, opts: CallOptions): Promise<unknown> {
    if (def.method === 'GET') return exchange(def, payload, opts);
    if (csrfToken === undefined) await refreshCsrf();
    try {
      return await exchange(def, payload, opts);
    } catch (error) {
      // The session may have rotated under us (sign-in elsewhere, expiry): one fresh token, one retry.
      if (!(error instanceof HttpStatusError && error.status === 403)) throw error;
      if (error.serverCode !== 'csrf_invalid') throw error;
      await refreshCsrf();
      return exchange(def, payload, opts);
    }
  }

  return {
    async call<N extends ActionName>(
      name: N,
      payload: ActionInput<N>,
      opts: CallOptions = {},
    ): Promise<ActionOutput<N>> {
      try {
        const found = routeOf(name);
        const route = found instanceof Promise ? await found : found;
        return (await run(route, (payload ?? {}) as Payload, opts)) as ActionOutput<N>;
      } catch (error) {
        throw new ApiActionError(name, payload, error);
      }
    },
    setCsrfToken(token: string): void {
      csrfGeneration += 1;
      csrfToken = token;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
