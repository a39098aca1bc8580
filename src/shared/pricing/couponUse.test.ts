import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponUseRejection } from './couponUse';

const limits = fc.record({
  oncePerCustomer: fc.boolean(),
  usageCap: fc.option(fc.nat({ max: 50 }), { nil: undefined }),
});
const uses = fc
  .record({ total: fc.nat({ max: 60 }), byCustomer: fc.nat({ max: 3 }) })
  .map((u) => ({ ...u, total: Math.max(u.total, u.byCustomer) }));

describe('coupon use limits', () => {
  it('never lets a capped coupon go past its cap, nor a one-use coupon be used twice', () => {
    fc.assert(
      fc.property(limits, uses, (l, u) => {
        const reason = couponUseRejection(l, u);
        if (l.usageCap !== undefined && u.total >= l.usageCap) expect(reason).toBeDefined();
        if (l.oncePerCustomer && u.byCustomer > 0) expect(reason).toBe('already_used');
        if (reason === undefined) {
          expect(l.usageCap === undefined || u.total < l.usageCap).toBe(true);
        }
      }),
    );
  });

  it('lets a first use through when there is room', () => {
    expect(
      couponUseRejection({ oncePerCustomer: true, usageCap: 1 }, { total: 0, byCustomer: 0 }),
    ).toBeUndefined();
    expect(
      couponUseRejection({ oncePerCustomer: false }, { total: 9, byCustomer: 9 }),
    ).toBeUndefined();
  });
});
