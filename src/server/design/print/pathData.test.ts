import { describe, expect, it } from 'vitest';
import { SHAPE_PATHS } from '../../../shared/render/shapes';
import { parsePathData, pathOperators, segmentCorners } from './pathData';

describe('parsePathData', () => {
  it('brings relative and shorthand commands to absolute lines', () => {
    expect(parsePathData('M10 10h8v4h-8z')).toEqual([
      { op: 'M', x: 10, y: 10 },
      { op: 'L', x: 18, y: 10 },
      { op: 'L', x: 18, y: 14 },
      { op: 'L', x: 10, y: 14 },
      { op: 'Z' },
    ]);
  });

  it('turns an arc into cubics that end where the arc ends and stay on its circle', () => {
    const segments = parsePathData('M50 0A50 50 0 1 1 50 100');
    const last = segments.at(-1);
    expect(last).toMatchObject({ op: 'C' });
    if (last?.op !== 'C') return;
    expect(last.x).toBeCloseTo(50);
    expect(last.y).toBeCloseTo(100);
    // A half circle clockwise from the top passes through the rightmost point (100, 50).
    const ends = segments.flatMap((s) => (s.op === 'C' ? [{ x: s.x, y: s.y }] : []));
    expect(ends.some((p) => Math.abs(p.x - 100) < 1e-6 && Math.abs(p.y - 50) < 1e-6)).toBe(true);
  });

  it('reads every shape the renderer draws, within its 100 × 100 box', () => {
    for (const d of Object.values(SHAPE_PATHS)) {
      const corners = segmentCorners(parsePathData(d));
      for (const corner of corners) {
        expect(corner.x).toBeGreaterThanOrEqual(-1);
        expect(corner.x).toBeLessThanOrEqual(101);
      }
    }
  });

  it('refuses malformed data with the text in the message', () => {
    expect(() => parsePathData('10 10')).toThrow(/must start with a command/);
    expect(() => parsePathData('M10')).toThrow(/Bad path data/);
  });

  it('writes PDF path operators, optionally through a matrix', () => {
    expect(pathOperators(parsePathData('M0 0L10 0Z'), [2, 0, 0, 2, 1, 1])).toBe('1 1 m\n21 1 l\nh');
  });
});
