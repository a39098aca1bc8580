import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STEPS, orderProgress, stateLabel } from './orderSteps';

describe('order steps', () => {
  it('places the states the shop uses on the way to the door', () => {
    expect(orderProgress('placed')).toEqual({ kind: 'progress', current: 0 });
    expect(orderProgress('paid')).toEqual({ kind: 'progress', current: 0 });
    expect(orderProgress('in_production')).toEqual({ kind: 'progress', current: 1 });
    expect(orderProgress('printing')).toEqual({ kind: 'progress', current: 1 });
    expect(orderProgress('shipped')).toEqual({ kind: 'progress', current: 2 });
    expect(orderProgress('placed', true)).toEqual({ kind: 'progress', current: 2 });
    expect(orderProgress('delivered')).toEqual({ kind: 'progress', current: 3 });
    expect(orderProgress('cancelled')).toEqual({ kind: 'cancelled' });
    expect(stateLabel('canceled')).toBe('Cancelled');
  });

  it('answers a step for any state (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (state, shipped) => {
        const progress = orderProgress(state, shipped);
        if (progress.kind === 'progress') {
          expect(ORDER_STEPS[progress.current]).toBeDefined();
        }
      }),
    );
  });
});
