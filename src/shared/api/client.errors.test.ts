import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ConnectivityError,
  HttpStatusError,
  isConnectivityFailure,
  shouldReport,
  TimeoutError,
} from '../errors';
import { CSRF, client, failure } from './testing/fakeFetch';

afterEach(() => {
  vi.useRealTimers();
});

describe('the API client: errors', () => {
  it('raises HttpStatusError "<N> status code" with the parsed body inside ApiActionError', async () => {
    const body = {
      error: { code: 'invalid_input', message: 'Check it.', fields: { email: ['Bad'] } },
    };
    const { api } = client({ ...CSRF, 'POST /api/v2/users': { status: 400, body } });
    const payload = { email: 'a@b.co', password: 'long enough', firstName: 'A' };
    const error = await failure(api.call('users', payload));
    expect(error.message).toBe('API action users failed');
    expect(error.action).toBe('users');
    expect(error.payload).toBe(payload);
    expect(error.cause).toBeInstanceOf(HttpStatusError);
    const http = error.cause as HttpStatusError;
    expect(http.message).toBe('400 status code');
    expect(http.status).toBe(400);
    expect(http.body).toEqual(body);
    expect(http.serverCode).toBe('invalid_input');
    expect(shouldReport(error)).toBe(false);
  });

  it('keeps a non-JSON error body as text and reports a 5xx', async () => {
    const { api } = client({ 'GET /api/v2/countries': { status: 502, body: 'Bad gateway' } });
    const error = await failure(api.call('countries', {}));
    const http = error.cause as HttpStatusError;
    expect(http.message).toBe('502 status code');
    expect(http.body).toBe('Bad gateway');
    expect(shouldReport(error)).toBe(true);
    expect(isConnectivityFailure(error)).toBe(false);
  });

  it('turns a network failure into a ConnectivityError that is not reported', async () => {
    const { api } = client({
      'GET /api/v2/countries': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const error = await failure(api.call('countries', {}));
    expect(error.cause).toBeInstanceOf(ConnectivityError);
    expect((error.cause as ConnectivityError).reportable).toBe(false);
    expect(isConnectivityFailure(error)).toBe(true);
    expect(shouldReport(error)).toBe(false);
  });

  it('treats status 0 as a connectivity failure', async () => {
    const { api } = client({
      'GET /api/v2/countries': async () =>
        ({ status: 0, ok: false, text: async () => '' }) as Response,
    });
    const error = await failure(api.call('countries', {}));
    expect(error.cause).toBeInstanceOf(ConnectivityError);
  });

  it('fails a write whose CSRF fetch cannot connect, as a connectivity failure', async () => {
    const { api } = client({
      'GET /api/v2/my/sessions/csrf_token': () => Promise.reject(new TypeError('offline')),
    });
    const error = await failure(api.call('my/projects/archive', { projectIds: [1] }));
    expect(error.action).toBe('my/projects/archive');
    expect(isConnectivityFailure(error)).toBe(true);
  });

  it('times out with TimeoutError "time out"', async () => {
    vi.useFakeTimers();
    const { api } = client(
      { 'GET /api/v2/countries': () => new Promise<Response>(() => {}) },
      { timeoutMs: 1000 },
    );
    const pending = failure(api.call('countries', {}));
    await vi.advanceTimersByTimeAsync(1000);
    const error = await pending;
    expect(error.cause).toBeInstanceOf(TimeoutError);
    expect((error.cause as TimeoutError).message).toBe('time out');
    expect(isConnectivityFailure(error)).toBe(true);
    expect(shouldReport(error)).toBe(true);
  });

  it('lets a call override the time limit, and gives uploads only the limit they are given', async () => {
    vi.useFakeTimers();
    const never = () => new Promise<Response>(() => {});
    const { api } = client(
      {
        ...CSRF,
        'GET /api/v2/countries': never,
        'POST /api/v2/my/addresses/create_from_file': never,
      },
      { timeoutMs: 60_000 },
    );
    const quick = failure(api.call('countries', {}, { timeoutMs: 50 }));
    await vi.advanceTimersByTimeAsync(50);
    expect((await quick).cause).toBeInstanceOf(TimeoutError);

    // create_from_file declares 120 s; the client's 60 s default does not apply to uploads.
    const upload = failure(api.call('my/addresses/create_from_file', { file: new Blob(['x']) }));
    let settled = false;
    void upload.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await upload).cause).toBeInstanceOf(TimeoutError);
  });

  it('stops when the caller aborts, without reporting', async () => {
    const { api } = client({ 'GET /api/v2/countries': () => new Promise<Response>(() => {}) });
    const controller = new AbortController();
    const pending = failure(api.call('countries', {}, { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect((error.cause as Error).name).toBe('AbortedError');
    expect(shouldReport(error)).toBe(false);
    expect(isConnectivityFailure(error)).toBe(false);
  });

  it('raises when a path parameter is missing, before any request', async () => {
    const { api, sent } = client({});
    const error = await failure(api.call('templates/{id}', {} as unknown as { id: number }));
    expect((error.cause as Error).message).toBe('Missing path parameter id');
    expect(sent).toHaveLength(0);
  });
});
