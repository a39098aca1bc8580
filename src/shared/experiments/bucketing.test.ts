import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUCKET_COUNT, bucketOf, chooseVariation, murmur3 } from './bucketing';

const variations = fc
  .array(
    fc.record({ key: fc.string({ minLength: 1, maxLength: 12 }), weight: fc.nat({ max: 100 }) }),
    { minLength: 1, maxLength: 6 },
  )
  .filter((list) => list.some((v) => v.weight > 0));

describe('murmur3', () => {
  it('matches the reference values of MurmurHash3 x86 32-bit', () => {
    expect(murmur3('', 0)).toBe(0);
    expect(murmur3('', 1)).toBe(0x514e28b7);
    expect(murmur3('hello', 0)).toBe(0x248bfa47);
    expect(murmur3('The quick brown fox jumps over the lazy dog', 0)).toBe(0x2e4ff723);
  });
});

describe('bucketing', () => {
  it('puts a visitor in a slot inside the range, the same one every time', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (visitor, key) => {
        const slot = bucketOf(visitor, key);
        expect(slot).toBeGreaterThanOrEqual(0);
        expect(slot).toBeLessThan(BUCKET_COUNT);
        expect(bucketOf(visitor, key)).toBe(slot);
      }),
    );
  });

  it('is sticky: the same visitor and experiment always get the same variation', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.string({ minLength: 1 }), variations, (visitor, key, list) => {
        const first = chooseVariation(visitor, key, list);
        expect(chooseVariation(visitor, key, list)).toBe(first);
        expect(list.find((v) => v.key === first)?.weight ?? 0).toBeGreaterThan(0);
      }),
    );
  });

  it('never picks a variation of zero weight and answers nothing when none has weight', () => {
    fc.assert(
      fc.property(fc.uuid(), (visitor) => {
        expect(
          chooseVariation(visitor, 'x', [
            { key: 'off', weight: 0 },
            { key: 'on', weight: 3 },
          ]),
        ).toBe('on');
        expect(chooseVariation(visitor, 'x', [{ key: 'off', weight: 0 }])).toBeUndefined();
      }),
    );
  });

  it('splits visitors in proportion to the weights', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 20 }),
        fc.integer({ min: 1, max: 9 }),
        (key, weightA) => {
          const list = [
            { key: 'a', weight: weightA },
            { key: 'b', weight: 10 - weightA },
          ];
          const visitors = 4000;
          let a = 0;
          for (let i = 0; i < visitors; i++) {
            if (chooseVariation(`visitor-${i}`, key, list) === 'a') a++;
          }
          // Binomial: 4000 draws keep the share within ±4 points with overwhelming probability.
          expect(Math.abs(a / visitors - weightA / 10)).toBeLessThan(0.04);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('buckets experiments independently of each other', () => {
    const list = [
      { key: 'a', weight: 1 },
      { key: 'b', weight: 1 },
    ];
    let same = 0;
    for (let i = 0; i < 4000; i++) {
      const visitor = `v${i}`;
      if (chooseVariation(visitor, 'one', list) === chooseVariation(visitor, 'two', list)) same++;
    }
    expect(Math.abs(same / 4000 - 0.5)).toBeLessThan(0.04);
  });
});
