// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  doubleClick,
  mountEditorScreen,
  unmountEditorScreens,
} from '../screen/testing/mountEditorScreen';
import { panIntoBand } from './useKeptInVisualViewport';

afterEach(() => {
  unmountEditorScreens();
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'visualViewport');
});

describe('panIntoBand', () => {
  it('pans a box below the visible band up to it, one above it down, and leaves one inside', () => {
    expect(panIntoBand({ top: 400, bottom: 440 }, 0, 300, 10)).toBe(-150);
    expect(panIntoBand({ top: -30, bottom: 10 }, 0, 300, 10)).toBe(40);
    expect(panIntoBand({ top: 100, bottom: 140 }, 0, 300, 10)).toBe(0);
    // Taller than the band: its top stays in view, where the typing starts.
    expect(panIntoBand({ top: 200, bottom: 900 }, 0, 300, 10)).toBe(-190);
  });
});

describe('the text being edited and the on-screen keyboard', () => {
  it('pans the design so the edited caption stays above the keyboard', async () => {
    const visual = Object.assign(new EventTarget(), { offsetTop: 0, height: 1000 });
    Object.defineProperty(window, 'visualViewport', { value: visual, configurable: true });
    vi.spyOn(HTMLTextAreaElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 400,
      bottom: 440,
    } as DOMRect);
    const { canvas, state, screenAt, container } = await mountEditorScreen();
    doubleClick(canvas, screenAt(100, 470));
    expect(container.querySelector('textarea[aria-label="Edit text"]')).not.toBeNull();
    const before = state().viewport;
    // The keyboard rises: 300 pixels of the screen are left.
    visual.height = 300;
    act(() => {
      visual.dispatchEvent(new Event('resize'));
    });
    expect(state().viewport.y).toBeCloseTo(before.y - (440 - (300 - 12)));
    expect(state().viewport.x).toBe(before.x);
  });
});
