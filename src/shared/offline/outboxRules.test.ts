import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiActionError, ConnectivityError, HttpStatusError, TimeoutError } from '../errors';
import {
  afterFailure,
  backoffDelay,
  type OutboxEntry,
  outcomeOf,
  ownerOf,
  replayable,
  retried,
} from './outboxRules';

const wrapped = (cause: unknown) => new ApiActionError('my/addresses/create', {}, cause);

function entry(seq: number, over: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    seq,
    action: 'my/account/update_details',
    payload: {},
    idempotencyKey: `key-${seq}-abcdef`,
    owner: 'user:1',
    label: 'Save details',
    createdAt: 0,
    attempts: 0,
    notBefore: 0,
    state: 'pending',
    ...over,
  };
}

describe('outcomeOf', () => {
  it('waits for the connection when the server could not be reached', () => {
    expect(outcomeOf(wrapped(new ConnectivityError()))).toEqual({ kind: 'later', backoff: false });
    expect(outcomeOf(wrapped(new TimeoutError(30_000)))).toEqual({ kind: 'later', backoff: false });
  });

  it('backs off on server errors and "slow down" answers', () => {
    for (const status of [500, 502, 503, 408, 425, 429]) {
      expect(outcomeOf(wrapped(new HttpStatusError(status, undefined)))).toEqual({
        kind: 'later',
        backoff: true,
      });
    }
  });

  it("gives up on other 4xx answers, keeping the server's reason", () => {
    const body = { error: { code: 'invalid_input', message: 'The postal code is not valid.' } };
    expect(outcomeOf(wrapped(new HttpStatusError(422, body)))).toEqual({
      kind: 'refused',
      status: 422,
      code: 'invalid_input',
      message: 'The postal code is not valid.',
    });
    expect(outcomeOf(wrapped(new HttpStatusError(404, undefined))).kind).toBe('refused');
  });

  it('keeps a change whose failure it does not understand', () => {
    expect(outcomeOf(new TypeError('boom'))).toEqual({ kind: 'later', backoff: true });
  });
});

describe('backoffDelay', () => {
  it('doubles from 2 s and never passes 5 minutes', () => {
    expect([0, 1, 2, 3].map(backoffDelay)).toEqual([0, 2_000, 4_000, 8_000]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (n) => {
        expect(backoffDelay(n)).toBeLessThanOrEqual(5 * 60_000);
        expect(backoffDelay(n + 1)).toBeGreaterThanOrEqual(backoffDelay(n));
      }),
    );
  });
});

describe('replayable', () => {
  it("sends the owner's pending entries in order and skips failed ones and other people's", () => {
    const entries = [
      entry(3),
      entry(1),
      entry(2, { owner: 'user:2' }),
      entry(4, { state: 'failed' }),
      entry(5),
    ];
    expect(replayable(entries, 'user:1', 0).map((e) => e.seq)).toEqual([1, 3, 5]);
  });

  it('stops at the first entry still backing off, so nothing overtakes it', () => {
    const entries = [entry(1), entry(2, { notBefore: 5_000 }), entry(3)];
    expect(replayable(entries, 'user:1', 1_000).map((e) => e.seq)).toEqual([1]);
    expect(replayable(entries, 'user:1', 5_000).map((e) => e.seq)).toEqual([1, 2, 3]);
  });
});

describe('afterFailure and retried', () => {
  it('marks a refused entry failed with its reason, and Retry puts it back in line', () => {
    const failed = afterFailure(
      entry(1),
      { kind: 'refused', status: 404, message: 'Not found' },
      10,
    );
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, failure: { status: 404 } });
    expect(retried(failed)).toEqual(entry(1));
  });

  it('delays the next try only after a back-off outcome', () => {
    expect(afterFailure(entry(1), { kind: 'later', backoff: true }, 100).notBefore).toBe(2_100);
    expect(afterFailure(entry(1), { kind: 'later', backoff: false }, 100).notBefore).toBe(100);
  });
});

describe('ownerOf', () => {
  it('keys changes by the signed-in user, else by the anonymous visitor', () => {
    expect(ownerOf({ user: { id: 7 }, anonymousId: 'a' })).toBe('user:7');
    expect(ownerOf({ anonymousId: 'abc' })).toBe('visitor:abc');
  });
});
