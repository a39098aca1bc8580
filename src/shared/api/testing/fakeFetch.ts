import { expect, vi } from 'vitest';
import { ApiActionError } from '../../errors';
import { actionTable } from '../actionTable';
import { type ApiClientOptions, createApiClient } from '../client';

export interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: string | undefined;
}

export type Reply = { status: number; body?: unknown } | (() => Promise<Response>);

/** A fetch for tests that records each request and answers from a route table (`METHOD /path`). */
export function fakeFetch(routes: Record<string, Reply | Reply[]>) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    sent.push({
      url,
      method,
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body,
      credentials: init?.credentials,
    });
    const key = `${method} ${url.split('?')[0]}`;
    const entry = routes[key];
    const reply = Array.isArray(entry) ? entry.shift() : entry;
    if (!reply) throw new Error(`unexpected request ${key}`);
    if (typeof reply === 'function') return reply();
    const text =
      reply.body === undefined
        ? null
        : typeof reply.body === 'string'
          ? reply.body
          : JSON.stringify(reply.body);
    return new Response(text, { status: reply.status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

export const CSRF = {
  'GET /api/v2/my/sessions/csrf_token': { status: 200, body: { authenticity_token: 'tok-1' } },
};

export function client(
  routes: Record<string, Reply | Reply[]>,
  options: Partial<ApiClientOptions> = {},
) {
  const fake = fakeFetch(routes);
  const api = createApiClient({
    actionRoutes: actionTable,
    fetch: fake.fetch,
    now: () => 1_700_000_000_000,
    hrNow: () => 123.5,
    ...options,
  });
  return { api, sent: fake.sent, fetch: fake.fetch };
}

export async function failure(promise: Promise<unknown>): Promise<ApiActionError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiActionError);
  return error as ApiActionError;
}
