import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AbortedError,
  ApiActionError,
  at,
  CannotOpenWindowError,
  CatalogError,
  ChunkLoadError,
  ConnectivityError,
  EmptyCollectionError,
  findOrThrow,
  first,
  HttpStatusError,
  isConnectivityFailure,
  isServerErrorCode,
  last,
  NoBodyElementError,
  NoHeadElementError,
  NoRouteFoundError,
  NoStateElementError,
  NoTargetElementError,
  PhotoSourceNotFoundError,
  RecordNotFoundError,
  RouteNotRegisteredError,
  ScriptLoadError,
  serverErrorCodes,
  shouldReport,
  TimeoutError,
  transportErrorCodes,
  userMessage,
} from './errors';

describe('the error catalogue (spec §8)', () => {
  const cases: [CatalogError, string, string, string][] = [
    [
      new ApiActionError('my/albums', { a: 1 }, new Error('x')),
      'ApiActionError',
      'api_action_failed',
      'API action my/albums failed',
    ],
    [new HttpStatusError(404, undefined), 'HttpStatusError', 'http_status', '404 status code'],
    [new TimeoutError(1000), 'TimeoutError', 'timeout', 'time out'],
    [new ConnectivityError(), 'ConnectivityError', 'connectivity', 'Network request failed'],
    [new AbortedError(), 'AbortedError', 'aborted', 'aborted'],
    [
      new PhotoSourceNotFoundError('/cloud-photos'),
      'PhotoSourceNotFoundError',
      'photo_source_not_found',
      "Photo source with path '/cloud-photos' doesn't exist",
    ],
    [
      new RecordNotFoundError('Photo', 42),
      'RecordNotFoundError',
      'record_not_found',
      'Photo with id 42 not found',
    ],
    [
      new RouteNotRegisteredError('cart'),
      'RouteNotRegisteredError',
      'route_not_registered',
      'Route not registered in router',
    ],
    [new NoRouteFoundError('/x'), 'NoRouteFoundError', 'no_route_found', 'No route found'],
    [new NoTargetElementError(), 'NoTargetElementError', 'no_target_element', 'No target element'],
    [new NoStateElementError(), 'NoStateElementError', 'no_state_element', 'No state element'],
    [
      new ChunkLoadError(7, 'timeout'),
      'ChunkLoadError',
      'chunk_load_failed',
      'Loading chunk 7 failed',
    ],
    [
      new ScriptLoadError('https://cdn.test/widget.js'),
      'ScriptLoadError',
      'script_load_failed',
      "The script https://cdn.test/widget.js didn't load correctly.",
    ],
    [new NoHeadElementError(), 'NoHeadElementError', 'no_head_element', 'No <head /> element'],
    [new NoBodyElementError(), 'NoBodyElementError', 'no_body_element', 'No <body /> element'],
    [
      new CannotOpenWindowError(),
      'CannotOpenWindowError',
      'cannot_open_window',
      'Cannot open window',
    ],
    [
      new EmptyCollectionError('first'),
      'EmptyCollectionError',
      'empty_collection',
      'Cannot take the first element of an empty collection',
    ],
  ];

  it.each(cases)('%s has its name, code and message', (error, name, code, message) => {
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(CatalogError);
    expect(error.name).toBe(name);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    expect(String(error)).toBe(`${name}: ${message}`);
  });

  it('keeps the details each error carries', () => {
    const cause = new TimeoutError(5);
    const api = new ApiActionError('users', { email: 'a@b.co' }, cause);
    expect(api.action).toBe('users');
    expect(api.payload).toEqual({ email: 'a@b.co' });
    expect(api.cause).toBe(cause);
    const chunk = new ChunkLoadError('editor', 'missing', '/assets/editor.js');
    expect(chunk.type).toBe('missing');
    expect(chunk.message).toBe('Loading chunk editor failed');
    const record = new RecordNotFoundError('Album', 'abc');
    expect([record.record, record.id]).toEqual(['Album', 'abc']);
  });

  it('reads the server error body of an HTTP error', () => {
    const error = new HttpStatusError(403, {
      error: { code: 'csrf_invalid', message: 'Expired.' },
    });
    expect(error.serverCode).toBe('csrf_invalid');
    expect(error.serverMessage).toBe('Expired.');
    expect(new HttpStatusError(500, 'oops').serverCode).toBeUndefined();
  });

  it('lists every code the server can send, once', () => {
    for (const code of Object.values(transportErrorCodes))
      expect(isServerErrorCode(code)).toBe(true);
    fc.assert(
      fc.property(fc.constantFrom(...serverErrorCodes), fc.string(), (code, other) => {
        expect(isServerErrorCode(code)).toBe(true);
        expect(isServerErrorCode(other)).toBe(
          (serverErrorCodes as readonly string[]).includes(other),
        );
        expect(new HttpStatusError(400, { error: { code, message: 'x' } }).serverCode).toBe(code);
      }),
    );
    expect(new Set(serverErrorCodes).size).toBe(serverErrorCodes.length);
  });
});

describe('collection helpers', () => {
  it('return the element when there is one', () => {
    expect(first([1, 2, 3])).toBe(1);
    expect(last([1, 2, 3])).toBe(3);
    expect(findOrThrow([1, 2, 3], (n) => n > 1)).toBe(2);
    expect(findOrThrow(new Set(['a']), (s) => s === 'a')).toBe('a');
    expect(at([1, 2, 3], 1)).toBe(2);
    expect(at([1, 2, 3], -1)).toBe(3);
    expect(first([undefined])).toBeUndefined();
  });

  it('raise EmptyCollectionError on an empty source or a missing element', () => {
    expect(() => first([])).toThrow(new EmptyCollectionError('first'));
    expect(() => first([])).toThrow('Cannot take the first element of an empty collection');
    expect(() => last([])).toThrow('Cannot take the last element of an empty collection');
    expect(() => findOrThrow([], () => true)).toThrow('No element of the collection matches');
    expect(() => findOrThrow([1], () => false)).toThrow(EmptyCollectionError);
    expect(() => at([], 0)).toThrow('No element at index 0 of a collection of 0');
    expect(() => at([1, 2], 2)).toThrow('No element at index 2 of a collection of 2');
    expect(() => at([1, 2], -3)).toThrow(EmptyCollectionError);
    expect(() => at([1, 2], 0.5)).toThrow(EmptyCollectionError);
  });
});

describe('reporting and retrying', () => {
  it('finds connectivity failures and time-outs anywhere in the cause chain', () => {
    expect(isConnectivityFailure(new ApiActionError('x', {}, new ConnectivityError()))).toBe(true);
    expect(isConnectivityFailure(new ApiActionError('x', {}, new TimeoutError()))).toBe(true);
    expect(isConnectivityFailure(new ApiActionError('x', {}, new HttpStatusError(500, null)))).toBe(
      false,
    );
    expect(isConnectivityFailure(new Error('x'))).toBe(false);
    expect(isConnectivityFailure(undefined)).toBe(false);
  });

  it('does not report connectivity failures, cancellations or 4xx answers', () => {
    expect(shouldReport(new ApiActionError('x', {}, new ConnectivityError()))).toBe(false);
    expect(shouldReport(new ApiActionError('x', {}, new AbortedError()))).toBe(false);
    expect(shouldReport(new ApiActionError('x', {}, new HttpStatusError(422, null)))).toBe(false);
    expect(shouldReport(new ApiActionError('x', {}, new HttpStatusError(500, null)))).toBe(true);
    expect(shouldReport(new ApiActionError('x', {}, new TimeoutError()))).toBe(true);
    expect(shouldReport(new ChunkLoadError(1, 'missing'))).toBe(true);
    expect(shouldReport(new Error('bug'))).toBe(true);
  });

  it('survives a cyclic cause chain', () => {
    const a = new Error('a') as Error & { cause?: unknown };
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(isConnectivityFailure(a)).toBe(false);
    expect(shouldReport(a)).toBe(true);
  });
});

describe('userMessage', () => {
  const wrap = (cause: unknown) => new ApiActionError('x', {}, cause);

  it('speaks plainly about each failure', () => {
    expect(userMessage(wrap(new ConnectivityError()))).toBe(
      "We couldn't reach the server. Check your internet connection and try again.",
    );
    expect(userMessage(wrap(new TimeoutError()))).toBe(
      'The server took too long to answer. Check your connection and try again.',
    );
    expect(
      userMessage(
        wrap(new HttpStatusError(500, { error: { code: 'internal', message: 'stack at x' } })),
      ),
    ).toBe('Something went wrong on our side. Please try again in a moment.');
    expect(userMessage(wrap(new HttpStatusError(404, undefined)))).toBe(
      "We couldn't find what you were looking for.",
    );
    expect(userMessage(wrap(new HttpStatusError(429, undefined)))).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
    expect(userMessage(new RecordNotFoundError('Photo', 3))).toBe(
      "We couldn't find that photo. It may have been deleted.",
    );
    expect(userMessage(new NoRouteFoundError())).toBe(
      "This page doesn't exist. Check the address or go back to the home page.",
    );
    expect(userMessage(new ChunkLoadError(3, 'timeout'))).toBe(
      'Part of the page failed to load. Check your connection and reload the page.',
    );
    expect(userMessage(new CannotOpenWindowError())).toBe(
      'Your browser blocked a new window. Allow pop-ups for this site and try again.',
    );
    expect(userMessage(new NoTargetElementError())).toBe(
      'The page failed to start. Please reload it.',
    );
    expect(userMessage(new Error('TypeError at foo.ts:12'))).toBe(
      'Something went wrong. Please try again.',
    );
    expect(userMessage('weird')).toBe('Something went wrong. Please try again.');
  });

  it("uses the server's own message for a 4xx", () => {
    const body = { error: { code: 'email_taken', message: 'That email is already registered.' } };
    expect(userMessage(wrap(new HttpStatusError(409, body)))).toBe(
      'That email is already registered.',
    );
  });

  it('never shows a stack or an error name', () => {
    const errors = [
      new ApiActionError('x', {}, new Error('boom')),
      new PhotoSourceNotFoundError('/p'),
      new ScriptLoadError('/s.js'),
      new EmptyCollectionError('first'),
      new NoBodyElementError(),
      new AbortedError(),
    ];
    for (const error of errors) {
      const message = userMessage(error);
      expect(message).toMatch(/^[A-Z].*[.!]$/);
      expect(message).not.toMatch(/Error|at .*:\d+|\n/);
    }
  });
});
