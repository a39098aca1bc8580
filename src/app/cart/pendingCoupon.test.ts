import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clearPendingCoupon,
  normalizeCouponCode,
  PENDING_COUPON_KEY,
  readPendingCoupon,
  savePendingCoupon,
} from './pendingCoupon';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const codeChars = fc.constantFrom(
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.split(''),
);
const validCode = fc.string({ unit: codeChars, minLength: 1, maxLength: 64 });

describe('pending coupon', () => {
  it('stores a claimed code and reads it back, upper-cased and trimmed', () => {
    const storage = memoryStorage();
    const now = new Date('2026-11-23T10:00:00Z');
    expect(savePendingCoupon(storage, '  spring25 ', now)).toBe('SPRING25');
    expect(readPendingCoupon(storage)).toEqual({
      code: 'SPRING25',
      claimedAt: '2026-11-23T10:00:00.000Z',
    });
    clearPendingCoupon(storage);
    expect(readPendingCoupon(storage)).toBeUndefined();
  });

  it('keeps only the latest claim', () => {
    const storage = memoryStorage();
    savePendingCoupon(storage, 'FIRST');
    savePendingCoupon(storage, 'SECOND');
    expect(readPendingCoupon(storage)?.code).toBe('SECOND');
  });

  it('refuses what is not a code and leaves the stored one alone', () => {
    const storage = memoryStorage();
    savePendingCoupon(storage, 'KEEP');
    for (const bad of ['', '   ', 'a b', '<script>', 'x'.repeat(65), 42, null, undefined]) {
      expect(savePendingCoupon(storage, bad)).toBeUndefined();
    }
    expect(readPendingCoupon(storage)?.code).toBe('KEEP');
  });

  it('reads garbage in storage as no coupon', () => {
    const storage = memoryStorage();
    for (const raw of ['not json', 'null', '{}', '{"code":"A b","claimedAt":"2026-01-01"}']) {
      storage.items.set(PENDING_COUPON_KEY, raw);
      expect(readPendingCoupon(storage)).toBeUndefined();
    }
  });

  it('survives a storage that throws (private mode, full quota)', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(savePendingCoupon(throwing, 'CODE')).toBeUndefined();
    expect(readPendingCoupon(throwing)).toBeUndefined();
    expect(() => clearPendingCoupon(throwing)).not.toThrow();
  });

  it('accepts every well-formed code and round-trips it (property)', () => {
    fc.assert(
      fc.property(validCode, (code) => {
        const storage = memoryStorage();
        expect(savePendingCoupon(storage, ` ${code} `)).toBe(code.toUpperCase());
        expect(readPendingCoupon(storage)?.code).toBe(code.toUpperCase());
      }),
    );
  });

  it('never keeps a code with characters outside letters, digits, - and _ (property)', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const code = normalizeCouponCode(value);
        if (code !== undefined) expect(code).toMatch(/^[A-Z0-9_-]{1,64}$/);
      }),
    );
  });
});
