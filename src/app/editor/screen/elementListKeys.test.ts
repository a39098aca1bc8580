import { describe, expect, it } from 'vitest';
import { elementListStep } from './elementListKeys';

describe('the element list keys', () => {
  it('steps with Alt+arrows, jumps with Home and End, and stops at the ends', () => {
    expect(elementListStep({ key: 'ArrowDown', altKey: true }, 1, 3)).toBe(2);
    expect(elementListStep({ key: 'ArrowRight', altKey: true }, 2, 3)).toBe(2);
    expect(elementListStep({ key: 'ArrowUp', altKey: true }, 1, 3)).toBe(0);
    expect(elementListStep({ key: 'ArrowLeft', altKey: true }, 0, 3)).toBe(0);
    expect(elementListStep({ key: 'Home' }, 2, 3)).toBe(0);
    expect(elementListStep({ key: 'End' }, 0, 3)).toBe(2);
  });

  it('leaves plain arrows (nudge), shortcuts and an empty list alone', () => {
    expect(elementListStep({ key: 'ArrowDown' }, 0, 3)).toBeUndefined();
    expect(
      elementListStep({ key: 'ArrowDown', altKey: true, shiftKey: true }, 0, 3),
    ).toBeUndefined();
    expect(elementListStep({ key: 'Home', ctrlKey: true }, 1, 3)).toBeUndefined();
    expect(elementListStep({ key: 'End' }, 0, 0)).toBeUndefined();
  });
});
