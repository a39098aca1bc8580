import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBytes, isStorageLow } from './storageBudget';

const MB = 1024 * 1024;

describe('isStorageLow', () => {
  it('warns over 90 % used or under 50 MB free, and never without a known quota', () => {
    expect(isStorageLow({ usage: 10 * MB, quota: 1000 * MB })).toBe(false);
    expect(isStorageLow({ usage: 901 * MB, quota: 1000 * MB })).toBe(true);
    expect(isStorageLow({ usage: 20 * MB, quota: 60 * MB })).toBe(true);
    expect(isStorageLow({ usage: 0, quota: 0 })).toBe(false);
  });

  it('only gets more worried as usage grows', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.integer({ min: 1 }), (a, b, quota) => {
        const [less, more] = a < b ? [a, b] : [b, a];
        if (isStorageLow({ usage: less, quota })) {
          expect(isStorageLow({ usage: more, quota })).toBe(true);
        }
      }),
    );
  });
});

describe('formatBytes', () => {
  it('writes sizes people read', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(250 * MB)).toBe('250 MB');
    expect(formatBytes(1.25 * 1024 * MB)).toBe('1.3 GB');
  });
});
