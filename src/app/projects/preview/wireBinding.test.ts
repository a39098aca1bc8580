import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WIRE_END_MARGIN, WIRE_PITCH, wireBinding } from './wireBinding';

describe('wireBinding', () => {
  it('punches an 11 inch calendar at three loops to the inch with the hanger in the middle', () => {
    const { loops, hanger } = wireBinding(11 * 72);
    expect(loops.length).toBeGreaterThan(20);
    expect(hanger.x + hanger.width / 2).toBeCloseTo(11 * 36);
    for (let i = 1; i < loops.length; i++) {
      const step = (loops[i] as number) - (loops[i - 1] as number);
      // Every step is the pitch, but the one across the hanger's gap.
      if (step > WIRE_PITCH + 1e-9) expect(step).toBeCloseTo(hanger.width + WIRE_PITCH);
      else expect(step).toBeCloseTo(WIRE_PITCH);
    }
  });

  it('keeps every loop on the sheet, off its ends and out of the hanger, mirrored', () => {
    fc.assert(
      fc.property(fc.double({ min: 4 * 72, max: 24 * 72, noNaN: true }), (width) => {
        const { loops, hanger } = wireBinding(width);
        expect(loops.length).toBeGreaterThan(0);
        for (const x of loops) {
          expect(x).toBeGreaterThanOrEqual(WIRE_END_MARGIN - 1e-9);
          expect(x).toBeLessThanOrEqual(width - WIRE_END_MARGIN + 1e-9);
          expect(x < hanger.x || x > hanger.x + hanger.width).toBe(true);
        }
        loops.forEach((x, i) => {
          expect(x + (loops[loops.length - 1 - i] as number)).toBeCloseTo(width);
        });
      }),
    );
  });
});
