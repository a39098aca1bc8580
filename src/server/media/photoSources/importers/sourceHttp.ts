import { Readable } from 'node:stream';
import type { SourceFile } from './importerTypes';

/** The source no longer accepts the token (expired or revoked): only reconnecting helps. */
export class SourceAuthError extends Error {
  override readonly name = 'SourceAuthError';
  constructor(sourceName: string) {
    super(`${sourceName} no longer accepts our access. Reconnect ${sourceName} and try again.`);
  }
}

/** The source is busy or down (429, 5xx, network): worth trying again later. */
export class SourceUnavailableError extends Error {
  override readonly name = 'SourceUnavailableError';
}

/** The source answered something we cannot use (a missing photo, a malformed answer). */
export class SourceRequestError extends Error {
  override readonly name = 'SourceRequestError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 30_000;

/**
 * fetch with the failures every importer shares sorted into the three errors above. `isAuthFailure`
 * lets an API that reports a dead token in a 200 or 400 body (Graph, Flickr) say so.
 */
export async function sourceFetch(
  sourceName: string,
  url: string,
  init: RequestInit = {},
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new SourceUnavailableError(
      `${sourceName} could not be reached (${error instanceof Error ? error.message : error}).`,
    );
  }
  if (response.status === 401) {
    await response.body?.cancel();
    throw new SourceAuthError(sourceName);
  }
  if (response.status === 429 || response.status >= 500) {
    await response.body?.cancel();
    throw new SourceUnavailableError(
      `${sourceName} is busy (HTTP ${response.status}); we will try again shortly.`,
    );
  }
  return response;
}

/** A JSON answer; a 4xx other than 401 is the source refusing this one request. */
export async function sourceJson<T>(
  sourceName: string,
  url: string,
  init: RequestInit = {},
  isAuthFailure: (status: number, body: unknown) => boolean = () => false,
): Promise<T> {
  const response = await sourceFetch(sourceName, url, init);
  const body = (await response.json().catch(() => undefined)) as unknown;
  if (isAuthFailure(response.status, body)) throw new SourceAuthError(sourceName);
  if (!response.ok || body === undefined) {
    throw new SourceRequestError(
      `${sourceName} refused the request (HTTP ${response.status}).`,
      response.status,
    );
  }
  return body as T;
}

/** A file's bytes as a stream, with the type and size the source announced. */
export async function sourceFile(
  sourceName: string,
  url: string,
  name: string,
  init: RequestInit = {},
): Promise<SourceFile> {
  const response = await sourceFetch(sourceName, url, init);
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new SourceRequestError(
      `${sourceName} did not send ${name} (HTTP ${response.status}).`,
      response.status,
    );
  }
  const length = Number(response.headers.get('content-length'));
  return {
    name,
    mimeType: response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase(),
    size: Number.isFinite(length) && length > 0 ? length : undefined,
    headers: response.headers,
    body: Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
  };
}

/** Graph-style APIs (the social network, the photo sharing service) say "bad token" as code 190. */
const graphTokenRejected = (_status: number, body: unknown) =>
  (body as { error?: { code?: number } } | undefined)?.error?.code === 190;

export const withQuery = (base: string, query: Record<string, string | number | undefined>) => {
  const url = new URL(base);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
};

/** A GET of a Graph-style API: the token goes in the query, a dead one answers code 190. */
export const graphGetter =
  (sourceName: string, apiUrl: string, token: string) =>
  <T>(path: string, query: Record<string, string | number | undefined>) =>
    sourceJson<T>(
      sourceName,
      withQuery(`${apiUrl}${path}`, { ...query, access_token: token }),
      {},
      graphTokenRejected,
    );
